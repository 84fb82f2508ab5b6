/** What POST /api/auth/reader-code answers with: a reader's own session (no refresh token). */
export interface ReaderSession {
  access_token: string;
  token_type: string;
  expires_in: number;
  /** Unix seconds like the parent's session; milliseconds or an ISO date are read too. */
  expires_at: number | string;
  reader: { id: string; name: string; age: number | null };
}

export function isReaderSession(value: unknown): value is ReaderSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<ReaderSession>;
  return (
    typeof s.access_token === 'string' &&
    typeof s.reader === 'object' &&
    s.reader !== null &&
    typeof s.reader.id === 'string' &&
    typeof s.reader.name === 'string'
  );
}

/** Expiry in epoch milliseconds, or null when the server sent none we can read. */
export function readerSessionExpiresAtMs(session: Pick<ReaderSession, 'expires_at'>): number | null {
  const raw = session.expires_at;
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) return raw < 1e12 ? raw * 1000 : raw;
  if (typeof raw === 'string') {
    const parsed = Date.parse(raw);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** An expired session is not kept: the reader signs in again with the code. */
export const isReaderSessionExpired = (session: ReaderSession, nowMs: number): boolean => {
  const at = readerSessionExpiresAtMs(session);
  return at !== null && at <= nowMs;
};
