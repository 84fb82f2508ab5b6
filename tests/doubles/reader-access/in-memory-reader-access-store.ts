import type { ReaderAccessStore, ReaderCodeRecord, ReaderIdentity } from '../../../application/reader-access/reader-access-store.port.js';

/** A ReaderAccessStore in memory, for use-case tests; `readers` are the members that exist. */
export class InMemoryReaderAccessStore implements ReaderAccessStore {
  readonly codes = new Map<string, ReaderCodeRecord & { user_id: string; hash: string }>();
  readonly sessions = new Map<string, { readerId: string; expiresAt: Date }>();
  private seq = 0;

  constructor(private readonly readers: ReaderIdentity[]) {}

  async replaceCode(userId: string, memberId: string, codeHash: string, now: Date): Promise<ReaderCodeRecord | 'hash_taken'> {
    if ([...this.codes.values()].some((c) => c.hash === codeHash && c.member_id !== memberId)) return 'hash_taken';
    this.endSessionsOf(memberId);
    const record = { member_id: memberId, created_at: now.toISOString(), last_used_at: null, user_id: userId, hash: codeHash };
    this.codes.set(memberId, record);
    return { member_id: memberId, created_at: record.created_at, last_used_at: null };
  }
  async codeOf(userId: string, memberId: string) {
    const c = this.codes.get(memberId);
    return c && c.user_id === userId ? { member_id: c.member_id, created_at: c.created_at, last_used_at: c.last_used_at } : null;
  }
  async revokeCode(userId: string, memberId: string) {
    if (this.codes.get(memberId)?.user_id !== userId) return;
    this.codes.delete(memberId);
    this.endSessionsOf(memberId);
  }
  async findByCodeHash(codeHash: string) {
    const c = [...this.codes.values()].find((x) => x.hash === codeHash);
    return (c && this.readers.find((r) => r.id === c.member_id)) ?? null;
  }
  async openSession(reader: ReaderIdentity, now: Date, expiresAt: Date) {
    this.seq += 1;
    const id = `session-${this.seq}`;
    this.sessions.set(id, { readerId: reader.id, expiresAt });
    const c = this.codes.get(reader.id)!;
    this.codes.set(reader.id, { ...c, last_used_at: now.toISOString() });
    return id;
  }
  async isSessionActive(sessionId: string, readerId: string, now: Date) {
    const s = this.sessions.get(sessionId);
    return !!s && s.readerId === readerId && s.expiresAt > now;
  }
  async endSession(sessionId: string) {
    this.sessions.delete(sessionId);
  }
  async findReader(userId: string, memberId: string) {
    return this.readers.find((r) => r.user_id === userId && r.id === memberId) ?? null;
  }
  private endSessionsOf(memberId: string) {
    for (const [id, s] of this.sessions) if (s.readerId === memberId) this.sessions.delete(id);
  }
}
