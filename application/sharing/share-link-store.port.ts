import type { DomainError, Result } from '../../domain/index.js';

/** A share link as the parent sees it (never the token nor its hash). */
export interface ShareLinkRecord {
  readonly id: string;
  readonly member_id: string;
  readonly label: string | null;
  readonly created_at: string;
  readonly expires_at: string;
  readonly revoked_at: string | null;
  readonly last_opened_at: string | null;
}

/** The link a token opens, with the account and reader it shows. */
export interface OpenedShareLink {
  readonly link: ShareLinkRecord;
  readonly user_id: string;
}

export interface NewShareLink {
  readonly memberId: string;
  readonly tokenHash: string;
  readonly label: string | null;
  readonly expiresAt: Date;
}

/**
 * The share links of readers (share_links). Every parent method takes the owner's id and never
 * crosses it; a link goes with its reader and its account (cascade).
 */
export interface ShareLinkStore {
  /**
   * Counts the reader's working links at `now` and, when `admit` allows one more, stores the new
   * link, in one transaction that holds the reader's row (two racing creations cannot both pass).
   * 'hash_taken' when another link has the same token hash (drawn again by the caller).
   */
  create<E extends DomainError>(
    userId: string,
    link: NewShareLink,
    now: Date,
    admit: (active: number) => Result<true, E>,
  ): Promise<ShareLinkRecord | 'hash_taken' | E>;
  /** The reader's links, newest first, at most `limit`. */
  list(userId: string, memberId: string, limit: number): Promise<ShareLinkRecord[]>;
  /** Turns one link of the reader off (a link already off keeps its first revoked_at); null when there is no such link. */
  revoke(userId: string, memberId: string, linkId: string, now: Date): Promise<ShareLinkRecord | null>;
  /** The link stored under this token hash, of a reader of a live account; null otherwise. */
  findByTokenHash(tokenHash: string): Promise<OpenedShareLink | null>;
  /** Notes that the card was opened (shown to the parent as "last opened"). */
  markOpened(linkId: string, now: Date): Promise<void>;
}
export const SHARE_LINK_STORE = Symbol('SHARE_LINK_STORE');
