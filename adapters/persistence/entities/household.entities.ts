import { defineEntity, p } from '@mikro-orm/core';

/** A household: one per account, owned by it (migration 20261126020000). */
export const HouseholdEntity = defineEntity({
  name: 'HouseholdRow',
  tableName: 'households',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    owner_id: p.uuid(),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

/** An adult in a household besides its owner (at most one row per account). */
export const HouseholdMemberEntity = defineEntity({
  name: 'HouseholdMemberRow',
  tableName: 'household_members',
  properties: {
    user_id: p.uuid().primary(),
    household_id: p.uuid(),
    role: p.enum(['co_parent', 'viewer'] as const),
    joined_at: p.datetime().defaultRaw('now()'),
  },
});

/** An invitation to a household; only the SHA-256 of its token is kept. */
export const HouseholdInvitationEntity = defineEntity({
  name: 'HouseholdInvitationRow',
  tableName: 'household_invitations',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    household_id: p.uuid(),
    email: p.text(),
    role: p.enum(['co_parent', 'viewer'] as const),
    token_hash: p.text(),
    invited_by: p.uuid().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
    expires_at: p.datetime(),
    accepted_at: p.datetime().nullable(),
    accepted_by: p.uuid().nullable(),
    revoked_at: p.datetime().nullable(),
  },
});
