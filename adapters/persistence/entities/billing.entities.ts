import { defineEntity, p } from '@mikro-orm/core';
import type { Plan } from '../../../domain/index.js';
import type { TestLinkPurpose } from '../../../application/billing/test-mode-links.port.js';

/** Rows of the subscription area: our own copy of the provider's state, and the scan quota. */
export const SubscriptionEntity = defineEntity({
  name: 'SubscriptionRow',
  tableName: 'subscriptions',
  properties: {
    user_id: p.uuid().primary(),
    status: p.text().default('inactive'),
    tier: p.text().nullable(),
    current_period_end: p.datetime().nullable(),
    customer_id: p.text().nullable(),
    provider_subscription_id: p.text().nullable(),
    cancel_at_period_end: p.boolean().default(false),
    /** When the last applied provider event was created: an older event arriving late changes nothing. */
    last_event_at: p.datetime().nullable(),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});

export const ScanUsageEntity = defineEntity({
  name: 'ScanUsageRow',
  tableName: 'scan_usage',
  properties: {
    user_id: p.uuid().primary(),
    scans_used: p.integer().default(0),
  },
});

export const BillingEventEntity = defineEntity({
  name: 'BillingEventRow',
  tableName: 'billing_events',
  properties: {
    event_id: p.text().primary(),
    type: p.text(),
    created_at: p.datetime(),
    received_at: p.datetime().defaultRaw('now()'),
    user_id: p.uuid().nullable(),
    /** What applying the event did. */
    outcome: p.text().nullable(),
  },
});

/** Single-use links of the local test-mode checkout and portal (stored as hashes). */
export const BillingTestLinkEntity = defineEntity({
  name: 'BillingTestLinkRow',
  tableName: 'billing_test_links',
  properties: {
    token_hash: p.text().primary(),
    user_id: p.uuid(),
    purpose: p.text().$type<TestLinkPurpose>(),
    plan: p.text().$type<Plan>().nullable(),
    created_at: p.datetime(),
    expires_at: p.datetime(),
    used_at: p.datetime().nullable(),
  },
});
