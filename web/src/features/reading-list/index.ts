import { lazy } from 'react';

/**
 * The reading-list feature: the To Be Read panel (its code loads when the sheet first opens), the
 * analysis card's add button and the TBR badge count.
 */
export const ReadingListPanel = lazy(() => import('./components/reading-list-panel.js').then((m) => ({ default: m.ReadingListPanel })));
export { AddToReadingListButton } from './components/add-to-reading-list-button.js';
export { useToBeReadCount } from './model/use-to-be-read-count.js';
export { prefetchReadingList } from './api/reading-list.api.js';
