import { lazy } from 'react';

/** The scan-history feature: the Recent Scans panel (loaded when first opened), its badge count, and the write after each scan. */
export const RecentScansPanel = lazy(() => import('./components/recent-scans-panel.js').then((m) => ({ default: m.RecentScansPanel })));
export { useRecentScanCount } from './model/use-recent-scan-count.js';
export { useRecordScan } from './model/use-record-scan.js';
export { prefetchScanHistory } from './api/scan-history.api.js';
