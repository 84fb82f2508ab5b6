import { defineEntity, p } from '@mikro-orm/core';
import type { FeedbackStatus } from '../../../domain/index.js';
import type { CodeChallenge, OneTimeKind, SessionMethod } from '../../../application/accounts/account-store.port.js';

/** Rows of the accounts area. Columns keep the specification's snake_case names. */
export const UserEntity = defineEntity({
  name: 'UserRow',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.text(),
    phone: p.text().nullable(),
    password_hash: p.text().lazy(),
    user_metadata: p.json<Record<string, unknown>>().default('{}'),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()'),
    last_sign_in_at: p.datetime().nullable(),
    /** Account deletion: hidden from `deleted_at`, purged after `purge_after` (30 days later). */
    deleted_at: p.datetime().nullable(),
    purge_after: p.datetime().nullable(),
    /** The subscription that was live at deletion (what the provider may still bill). */
    deletion_subscription: p.json<Record<string, unknown>>().nullable(),
  },
});

export const ProfileEntity = defineEntity({
  name: 'ProfileRow',
  tableName: 'profiles',
  properties: {
    id: p.uuid().primary(),
    first_name: p.text().nullable(),
    last_name: p.text().nullable(),
    is_admin: p.boolean().default(false),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

export const AuthSessionEntity = defineEntity({
  name: 'AuthSessionRow',
  tableName: 'auth_sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    created_at: p.datetime().defaultRaw('now()'),
    revoked_at: p.datetime().nullable(),
    user_agent: p.text().nullable(),
    amr: p.text().$type<SessionMethod>().default('password'),
  },
});

export const RefreshTokenEntity = defineEntity({
  name: 'RefreshTokenRow',
  tableName: 'refresh_tokens',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    session_id: p.uuid(),
    token_hash: p.text(),
    created_at: p.datetime().defaultRaw('now()'),
    expires_at: p.datetime(),
    spent_at: p.datetime().nullable(),
  },
});

export const OneTimeTokenEntity = defineEntity({
  name: 'OneTimeTokenRow',
  tableName: 'one_time_tokens',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    kind: p.text().$type<OneTimeKind>(),
    token_hash: p.text(),
    created_at: p.datetime().defaultRaw('now()'),
    expires_at: p.datetime(),
    used_at: p.datetime().nullable(),
    code_challenge: p.text().nullable(),
    code_challenge_method: p.text().$type<CodeChallenge['method']>().nullable(),
  },
});

export const AdminUnlockEntity = defineEntity({
  name: 'AdminUnlockRow',
  tableName: 'admin_unlocks',
  properties: {
    user_id: p.uuid().primary(),
    unlocked_until: p.datetime(),
    /** The session that unlocked; null only in rows written by hand (every session). */
    session_id: p.uuid().nullable(),
  },
});

export const AuditLogEntity = defineEntity({
  name: 'AuditLogRow',
  tableName: 'audit_log',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    actor_id: p.uuid().nullable(),
    action: p.text(),
    target: p.text().nullable(),
    details: p.json<Record<string, unknown>>().default('{}'),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

export const FeedbackEntity = defineEntity({
  name: 'FeedbackRow',
  tableName: 'feedback',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid().nullable(),
    feedback_text: p.text(),
    rating: p.integer().nullable(),
    category: p.text().nullable(),
    email: p.text().nullable(),
    page_url: p.text().nullable(),
    user_agent: p.text().nullable(),
    status: p.text().$type<FeedbackStatus>().default('new'),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});
