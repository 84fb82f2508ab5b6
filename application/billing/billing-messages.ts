import { SUBSCRIPTION_MESSAGES } from '../../domain/index.js';

/** The messages of the billing use cases (the client's toasts come from the domain's SUBSCRIPTION_MESSAGES). */
export const BILLING_MESSAGES = {
  badPlan: 'Plan must be monthly or annual',
  alreadySubscribed: 'You already have an active subscription. Manage it from the billing portal.',
  noSubscription: 'No subscription to manage',
  checkoutFailed: SUBSCRIPTION_MESSAGES.checkoutFailed,
  portalFailed: SUBSCRIPTION_MESSAGES.portalFailed,
  testLinkUnusable: 'This test-mode link has expired or was already used. Start again from the app.',
} as const;
