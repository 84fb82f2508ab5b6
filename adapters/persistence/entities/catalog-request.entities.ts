import { defineEntity, p } from '@mikro-orm/core';
import type { CatalogRequestStatus } from '../../../domain/index.js';

/** A parent's "Ask us to add this book" (migration 20261125133000). */
export const CatalogRequestEntity = defineEntity({
  name: 'CatalogRequestRow',
  tableName: 'catalog_requests',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    title: p.text(),
    author: p.text().nullable(),
    title_key: p.text(),
    status: p.text().$type<CatalogRequestStatus>().default('open'),
    created_at: p.datetime().defaultRaw('now()'),
    decided_at: p.datetime().nullable(),
    seen_at: p.datetime().nullable(),
  },
});
