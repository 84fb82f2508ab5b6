import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { shouldCheckSubscription, SUBSCRIPTION_MESSAGES, SUBSCRIPTION_RECHECK_AFTER_SIGNIN_MS } from '../../../../domain/index.js';
import { isRateLimitError } from '../api-error.js';
import { useAuth } from './auth-context.js';
import type { AuthStatus } from './auth.slice.js';
import { useAppSelector } from '../hooks.js';
import { selectCachedSubscription, useLazyGetSubscriptionQuery } from './session.api.js';
import { SubscriptionContext, type SubscriptionContextValue } from './subscription-context.js';

export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [fetchSubscription, { data, isFetching }] = useLazyGetSubscriptionQuery();
  // The page load's check is asked for before the first render (boot.tsx, prefetchSubscription):
  // its answer shows at once, before this hook has been triggered.
  const cached = useAppSelector(selectCachedSubscription).data;
  const lastCheckAt = useRef<number | null>(null);
  const previousStatus = useRef<AuthStatus | null>(null);
  const signedIn = status === 'signedIn';

  const checkSubscription = useCallback(
    async (force = false, preferCached = false) => {
      if (!signedIn) return;
      // Regular checks are at least a minute apart; forced ones (after sign-in, after checkout) are not.
      const now = Date.now();
      if (!shouldCheckSubscription(lastCheckAt.current, now, force)) return;
      lastCheckAt.current = now;
      const result = await fetchSubscription({ force }, preferCached);
      // A rate-limited check is skipped silently: the next one will try again.
      if (!result.error || isRateLimitError(result.error)) return;
      notifications.show({ color: 'red', title: SUBSCRIPTION_MESSAGES.errorTitle, message: SUBSCRIPTION_MESSAGES.checkFailed });
    },
    [fetchSubscription, signedIn],
  );

  // The status effect below must not restart (and so cancel its timer) when the callback changes.
  const checkRef = useRef(checkSubscription);
  useEffect(() => {
    checkRef.current = checkSubscription;
  }, [checkSubscription]);

  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (status !== 'signedIn') {
      lastCheckAt.current = null;
      return undefined;
    }
    if (previous === 'signedOut') {
      // A fresh sign-in: re-check once the new session has settled, past the rate limit.
      const timer = window.setTimeout(() => void checkRef.current(true), SUBSCRIPTION_RECHECK_AFTER_SIGNIN_MS);
      return () => window.clearTimeout(timer);
    }
    // page load with a stored session: boot.tsx has asked already (an answer on its way or here is
    // used, not asked for again; a failed one is asked again)
    if (previous !== 'signedIn') void checkRef.current(false, true);
    return undefined;
  }, [status]);

  // Back from the payment page or the portal (another tab), or simply back to this tab: read the
  // subscription again, so Upgrade never shows for a plan bought (or cancelled) a moment ago.
  useEffect(() => {
    if (!signedIn) return undefined;
    // every return asks (they are rare, the answer is cheap): skipping one as "too soon after the
    // last" could keep an answer read before the change made in the other tab
    const onReturn = () => {
      if (document.visibilityState === 'visible') void checkRef.current(true);
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [signedIn]);

  // Signed out means not subscribed, whatever was cached for the previous account. Once the page
  // load's check is triggered, `data` is the same cached answer: the context does not change.
  const current = signedIn ? (data ?? cached) : undefined;
  const value = useMemo<SubscriptionContextValue>(() => {
    return {
      subscribed: current?.subscribed === true,
      subscription_tier: current?.subscription_tier ?? null,
      subscription_end: current?.subscription_end ?? null,
      scans_used: current?.scans_used ?? null,
      scans_limit: current?.scans_limit ?? null,
      cancel_at_period_end: current?.cancel_at_period_end === true,
      test_mode: current?.test_mode === true,
      checking: signedIn && isFetching,
      checkSubscription,
    };
  }, [checkSubscription, current, isFetching, signedIn]);

  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}
