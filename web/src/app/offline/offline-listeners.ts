import type { TypedStartListening } from '@reduxjs/toolkit';
import { idbDeletePrefix } from './idb.js';
import { accountOf } from './offline-base-query.js';

/**
 * When an account signs out (or another signs in), what the device kept for it goes: its saved
 * answers and its waiting checks (a shared tablet keeps nothing of the previous parent). Follows
 * the session in the state, whatever action changed it.
 */
export function registerOfflineListeners(startListening: TypedStartListening<unknown>): void {
  startListening({
    predicate: (_action, current, previous) => accountOf(previous) !== null && accountOf(previous) !== accountOf(current),
    effect: async (_action, api) => {
      const gone = accountOf(api.getOriginalState());
      if (!gone) return;
      await idbDeletePrefix('saved', `${gone}|`);
      await idbDeletePrefix('queue', `${gone}|`);
    },
  });
}
