import type { CatalogRequestDecision, CatalogRequestStatus } from '../../domain/index.js';

/** One parent's request, as that parent sees it. */
export interface CatalogRequestRecord {
  readonly id: string;
  readonly title: string;
  readonly author: string | null;
  readonly status: CatalogRequestStatus;
  readonly created_at: string;
  /** When an admin marked it added or declined (or the catalog was seen to hold the book). */
  readonly decided_at: string | null;
  /** When the parent was shown "now in ShelfCheck"; null until then. */
  readonly seen_at: string | null;
}

/** Requests for one book (one normalised title) in one status, as the admin list shows them. */
export interface CatalogRequestGroup {
  /** The group's oldest request: the id the admin acts on. */
  readonly id: string;
  readonly title: string;
  readonly author: string | null;
  /** How many accounts asked. */
  readonly requesters: number;
  readonly status: CatalogRequestStatus;
  /** When the first of them asked. */
  readonly created_at: string;
}

export interface NewCatalogRequest {
  readonly title: string;
  readonly author: string | null;
  /** normaliseCatalogTitle(title). */
  readonly titleKey: string;
}

/** An open title waiting for the catalog: its key and the title as first asked. */
export interface OpenTitle {
  readonly titleKey: string;
  readonly title: string;
}

/** catalog_requests: one row per account and normalised title. */
export interface CatalogRequestStore {
  /** Stores the request, or returns the account's earlier one for the same key (`created` false). */
  add(userId: string, request: NewCatalogRequest, now: Date): Promise<{ record: CatalogRequestRecord; created: boolean }>;
  /** The account's requests, newest first. */
  listOwn(userId: string): Promise<CatalogRequestRecord[]>;
  /** Every request grouped by normalised title and status: most requesters first, then oldest first. */
  listGroups(): Promise<CatalogRequestGroup[]>;
  /**
   * Gives every request of the group `id` belongs to (same key, same status) the admin's answer;
   * the group after the change, or null when no request has this id.
   */
  decide(id: string, status: CatalogRequestDecision, now: Date): Promise<CatalogRequestGroup | null>;
  /** Records that the account was shown its added request; false when it has no such request. */
  markSeen(userId: string, id: string, now: Date): Promise<boolean>;
  /** Up to `limit` distinct open titles (only the account's when `userId` is given), oldest first. */
  openTitles(limit: number, userId?: string): Promise<OpenTitle[]>;
  /** Marks every open request with one of these keys added. */
  markAdded(titleKeys: readonly string[], now: Date): Promise<void>;
}
export const CATALOG_REQUEST_STORE = Symbol('CATALOG_REQUEST_STORE');
