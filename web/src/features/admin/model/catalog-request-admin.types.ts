import type { CatalogRequestDecisionDto, CatalogRequestGroupDto } from '../../../api/generated.js';

/** GET /api/admin/catalog-requests: one requested book (one normalised title in one status); `requesters` is how many accounts asked. */
export type AdminCatalogRequest = CatalogRequestGroupDto;

/** PATCH /api/admin/catalog-requests/:id */
export type CatalogRequestDecisionBody = { id: string } & CatalogRequestDecisionDto;
