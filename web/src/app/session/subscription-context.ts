import { createContext, useContext } from 'react';

export interface SubscriptionContextValue {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  scans_used: number | null;
  scans_limit: number | null;
  /** Cancelled: still active until subscription_end, and may be resumed until then. */
  cancel_at_period_end: boolean;
  /** Payments run in the local test mode: no card is ever charged. */
  test_mode: boolean;
  /** True while a check is on its way. */
  checking: boolean;
  /** Asks the server again; without `force`, at most once a minute. */
  checkSubscription: (force?: boolean) => Promise<void>;
}

export const SubscriptionContext = createContext<SubscriptionContextValue | null>(null);

export function useSubscription(): SubscriptionContextValue {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription must be used within a SubscriptionProvider');
  return value;
}
