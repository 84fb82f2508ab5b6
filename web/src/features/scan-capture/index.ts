import { lazy } from 'react';

/** The scan-capture feature: the Scan a Book panel (camera dialog, upload, native camera; loaded when first opened) and the cover scan. */
export const ScanBookPanel = lazy(() => import('./components/scan-book-panel.js').then((m) => ({ default: m.ScanBookPanel })));
export { useImageScan } from './model/use-image-scan.js';
export type { DetectedBook, IsbnFound } from './model/scan-capture.types.js';
