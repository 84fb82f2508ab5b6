import type { SubscriptionRecord } from './subscription-record.js';

/** Reads our copy of the provider's state; never asks the provider. */
export interface SubscriptionReader {
  find(userId: string): Promise<SubscriptionRecord | null>;
}
export const SUBSCRIPTION_READER = Symbol('SUBSCRIPTION_READER');
