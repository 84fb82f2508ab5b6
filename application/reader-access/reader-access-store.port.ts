/** A member's sign-in code as the parent may see it (never the code nor its hash). */
export interface ReaderCodeRecord {
  readonly member_id: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
}

/** The reader a code or session belongs to, with what the reader's own screens show. */
export interface ReaderIdentity {
  readonly id: string;
  readonly user_id: string;
  readonly name: string;
  readonly age: number;
  readonly parent_first_name: string | null;
}

/**
 * Reader codes and reader sessions. A member has at most one code; every change of the code (a
 * new one, or none) deletes the member's sessions in the same transaction, so they end at once.
 */
export interface ReaderAccessStore {
  /** Stores the member's new code hash in place of any earlier one and ends its sessions. 'hash_taken' when another member holds the same hash. */
  replaceCode(userId: string, memberId: string, codeHash: string, now: Date): Promise<ReaderCodeRecord | 'hash_taken'>;
  /** The member's code, or null when it has none. */
  codeOf(userId: string, memberId: string): Promise<ReaderCodeRecord | null>;
  /** Deletes the member's code and sessions (nothing to delete is fine). */
  revokeCode(userId: string, memberId: string): Promise<void>;
  /** The reader whose code has this hash, or null. */
  findByCodeHash(codeHash: string): Promise<ReaderIdentity | null>;
  /** Opens a reader session until `expiresAt` and notes the code's use; its id. */
  openSession(reader: ReaderIdentity, now: Date, expiresAt: Date): Promise<string>;
  /** True while the session exists for this reader and has not expired. */
  isSessionActive(sessionId: string, readerId: string, now: Date): Promise<boolean>;
  /** Ends one session (signing out). */
  endSession(sessionId: string): Promise<void>;
  /** The reader of a session's account and member, or null when the member is gone. */
  findReader(userId: string, memberId: string): Promise<ReaderIdentity | null>;
}
export const READER_ACCESS_STORE = Symbol('READER_ACCESS_STORE');
