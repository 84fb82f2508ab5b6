import { lazy } from 'react';

/**
 * Shelf mode (issue 25 part 4): scan book after book at a shelf, each with its verdict per reader,
 * best first. The screens load when first opened; the Library lists the sessions.
 */
export const ShelfMode = lazy(() => import('./components/shelf-mode.js').then((m) => ({ default: m.ShelfMode })));
export const ShelfSessionsHistory = lazy(() => import('./components/shelf-sessions-history.js').then((m) => ({ default: m.ShelfSessionsHistory })));
export type { ShelfRequest } from './model/shelf-mode.types.js';
