/**
 * A signed-in reader (a family member using their own code), passed into the reader's use cases
 * as `Actor` is for the parent. Never an account: it carries no email and is never an admin.
 */
export interface ReaderActor {
  /** The family member's id. */
  readonly readerId: string;
  /** The parent account the member belongs to. */
  readonly userId: string;
  /** The reader session the token belongs to (ends on sign-out, code replace or revoke). */
  readonly sessionId: string;
}
