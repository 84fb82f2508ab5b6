import { isReadyForReview, readyForReviewAfter, toEpochMs, type Instant } from '../../domain/index.js';
import type { ReadingListItem } from './reading-list-store.port.js';

/** An item as the API shows it: with the domain's "ready for review" at the clock's now. */
export type ReadingListView = ReadingListItem & { readonly ready_for_review: boolean };

export const toReadingListView = (item: ReadingListItem, now: Instant): ReadingListView => ({ ...item, ready_for_review: isReadyForReview(item, now) });

/** A frozen list's views, and the instants between which they hold: after `from` (exclusive), up to `until` (inclusive). */
interface HeldViews {
  readonly views: readonly ReadingListView[];
  readonly from: number;
  readonly until: number;
}

const held = new WeakMap<readonly ReadingListItem[], HeldViews>();

/**
 * The views of a whole list at `now`, each exactly what toReadingListView gives at that now.
 *
 * A frozen list (the cached store's, decision 50) answers many requests, so its views are made once
 * and reused while `now` stays between the same two turning instants: the latest instant at which one
 * of its books became ready for review, and the next at which one will (decision 51). Between them no
 * view can change. The views are frozen, so one caller cannot change another's. Any other list is
 * mapped afresh.
 */
export function toReadingListViews(list: readonly ReadingListItem[], now: Instant): readonly ReadingListView[] {
  if (!Object.isFrozen(list)) return list.map((item) => toReadingListView(item, now));
  const at = toEpochMs(now);
  const kept = held.get(list);
  if (kept && at > kept.from && at <= kept.until) return kept.views;
  let from = -Infinity;
  let until = Infinity;
  for (const item of list) {
    const after = readyForReviewAfter(item);
    // (a start that is not a date never makes the book ready, at any now)
    if (after === null || Number.isNaN(after)) continue;
    if (after < at) from = Math.max(from, after);
    else until = Math.min(until, after);
  }
  const views = Object.freeze(list.map((item) => Object.freeze(toReadingListView(item, now))));
  held.set(list, { views, from, until });
  return views;
}
