import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../app/session/auth-context.js';
import { useSubscription } from '../../../app/session/subscription-context.js';
import type { SubscriptionContextValue } from '../../../app/session/subscription-context.js';

/** How often and how long /success asks again while the provider's confirmation is on its way. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_POLLS = 5;

export type FreshSubscription = { state: 'checking' } | { state: 'signedOut' } | { state: 'known'; subscription: SubscriptionContextValue };

/**
 * The subscription read again from the server for a page that must not guess (/success, /cancel):
 * `checking` until the session is restored and the forced check has answered; `signedOut` for a
 * visitor. With `waitForActive`, a check that finds no subscription is repeated a few times (a
 * webhook can arrive a moment after the provider sends the customer back).
 */
export function useFreshSubscription({ waitForActive = false } = {}): FreshSubscription & { checkAgain: () => void } {
  const { status } = useAuth();
  const subscription = useSubscription();
  const [checks, setChecks] = useState(0);
  const [answered, setAnswered] = useState(false);
  const started = useRef(false);
  const check = subscription.checkSubscription;

  useEffect(() => {
    if (status !== 'signedIn' || started.current) return;
    started.current = true;
    void check(true).finally(() => {
      setAnswered(true);
      setChecks(1);
    });
  }, [check, status]);

  const waiting = waitForActive && answered && !subscription.subscribed && checks < CONFIRMATION_POLLS;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => {
      void check(true).finally(() => setChecks((n) => n + 1));
    }, CONFIRMATION_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [check, checks, waiting]);

  // asks again, as the polls above do (the first answer comes within CONFIRMATION_POLL_MS)
  const checkAgain = () => setChecks(0);
  if (status === 'signedOut') return { state: 'signedOut', checkAgain };
  if (status !== 'signedIn' || !answered || waiting) return { state: 'checking', checkAgain };
  return { state: 'known', subscription, checkAgain };
}
