import { lazy } from 'react';

/**
 * The book-requests feature (ask and approve, parent side): the Requests panel (its code loads when
 * the sheet first opens) and the count of requests waiting, for the navigation badge.
 */
export const RequestsPanel = lazy(() => import('./components/requests-panel.js').then((m) => ({ default: m.RequestsPanel })));
export { prefetchPendingRequests, usePendingRequestCount } from './model/use-pending-request-count.js';
