import { isReadyForReview } from '../../domain/index.js';
import type { ReadingListItem } from './reading-list-store.port.js';

/** An item as the API shows it: with the domain's "ready for review" at the clock's now. */
export type ReadingListView = ReadingListItem & { readonly ready_for_review: boolean };

export const toReadingListView = (item: ReadingListItem, now: Date): ReadingListView => ({ ...item, ready_for_review: isReadyForReview(item, now) });
