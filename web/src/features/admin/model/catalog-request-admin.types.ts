import type { CatalogRequestDecision, CatalogRequestStatus } from '../../../../../domain/index.js';

/** GET /api/admin/catalog-requests: one requested book (one normalised title in one status). */
export interface AdminCatalogRequest {
  id: string;
  title: string;
  author: string | null;
  /** How many accounts asked. */
  requesters: number;
  status: CatalogRequestStatus;
  created_at: string;
}

export interface CatalogRequestDecisionBody {
  id: string;
  status: CatalogRequestDecision;
}
