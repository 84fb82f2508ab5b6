import type { GoTrueClient } from '@supabase/auth-js';

/**
 * The auth client (auth-client.ts), loaded on first use: the auth forms, the first API call with a
 * stored session, or boot when a session is stored. Public pages without a session never load it.
 */
export const loadAuthClient = (): Promise<GoTrueClient> => import('./auth-client.js').then((m) => m.authClient);
