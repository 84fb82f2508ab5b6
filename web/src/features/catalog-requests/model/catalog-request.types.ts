import type { CatalogRequestDto, CatalogRequestRecordDto } from '../../../api/generated.js';

/** One of the parent's "Ask us to add this book" requests (GET/POST /api/catalog-requests); `seen_at` is null until the parent was shown "now in ShelfCheck". */
export type CatalogRequest = CatalogRequestRecordDto;

export type NewCatalogRequest = CatalogRequestDto;
