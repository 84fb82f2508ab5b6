import { defineEntity, p } from '@mikro-orm/core';

/** A read-only link to a reader's card (migration 20261126030000). */
export const ShareLinkEntity = defineEntity({
  name: 'ShareLinkRow',
  tableName: 'share_links',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    member_id: p.uuid(),
    user_id: p.uuid(),
    token_hash: p.text(),
    label: p.text().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
    expires_at: p.datetime(),
    revoked_at: p.datetime().nullable(),
    last_opened_at: p.datetime().nullable(),
  },
});
