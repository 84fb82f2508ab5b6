import type { CatalogRequestStatus } from '../../../../../domain/index.js';

/** One of the parent's "Ask us to add this book" requests (GET/POST /api/catalog-requests). */
export interface CatalogRequest {
  id: string;
  title: string;
  author: string | null;
  status: CatalogRequestStatus;
  created_at: string;
  decided_at: string | null;
  /** When the parent was shown "now in ShelfCheck"; null until then. */
  seen_at: string | null;
}

export interface NewCatalogRequest {
  title: string;
  author?: string | null;
}
