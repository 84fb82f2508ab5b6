import fc from 'fast-check';
import { READY_FOR_REVIEW_AFTER_MS, READING_STATUSES } from '../../domain/index.js';
import type { ReadingListItem } from './reading-list-store.port.js';
import { toReadingListView, toReadingListViews } from './reading-list-view.js';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-12-01T12:00:00.000Z');

function item(n: number, over: Partial<ReadingListItem> = {}): ReadingListItem {
  return {
    id: `item-${n}`,
    user_id: 'user-a',
    reader_id: 'self',
    reader_name: 'Sam',
    title: `Book ${n}`,
    author: 'An Author',
    reading_status: 'to_read',
    started_reading_at: null,
    completed_reading_at: null,
    analysis: null,
    created_at: new Date(T0 - n * HOUR).toISOString(),
    ...over,
  };
}

const reading = (n: number, startedAt: number) => item(n, { reading_status: 'currently_reading', started_reading_at: new Date(startedAt).toISOString() });
const flags = (views: readonly { ready_for_review: boolean }[]) => views.map((v) => v.ready_for_review);

describe('toReadingListViews (decision 51)', () => {
  it('marks each item as toReadingListView does, for a frozen list and for any other', () => {
    const items = [
      reading(1, T0 - 25 * HOUR),
      reading(2, T0 - 2 * HOUR),
      item(3),
      item(4, { reading_status: 'completed', started_reading_at: new Date(T0 - 99 * HOUR).toISOString() }),
    ];
    const expected = items.map((i) => toReadingListView(i, new Date(T0)));
    expect(toReadingListViews(items, new Date(T0))).toEqual(expected);
    expect(toReadingListViews(Object.freeze([...items]), new Date(T0))).toEqual(expected);
  });

  it('makes a frozen list’s views once while no book turns ready for review, and frozen', () => {
    const list = Object.freeze([reading(1, T0 - 2 * HOUR), reading(2, T0 - 30 * HOUR), item(3)]);
    const first = toReadingListViews(list, T0);
    expect(toReadingListViews(list, T0 + HOUR)).toBe(first);
    // up to and including the instant book 1 turns (exactly 24 h after its start is not yet ready)
    expect(toReadingListViews(list, T0 + 22 * HOUR)).toBe(first);
    expect(flags(first)).toEqual([false, true, false]);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.every((v) => Object.isFrozen(v))).toBe(true);
  });

  it('makes them afresh once a book turns ready for review, and when the clock goes back past one that did', () => {
    const list = Object.freeze([reading(1, T0 - 2 * HOUR), reading(2, T0 - 30 * HOUR)]);
    const turns = T0 - 2 * HOUR + READY_FOR_REVIEW_AFTER_MS;
    const before = toReadingListViews(list, turns);
    expect(flags(before)).toEqual([false, true]);
    const after = toReadingListViews(list, turns + 1);
    expect(after).not.toBe(before);
    expect(flags(after)).toEqual([true, true]);
    // book 2 turned at T0 - 6 h: a clock set back before it sees it not ready again
    expect(flags(toReadingListViews(list, T0 - 6 * HOUR))).toEqual([false, false]);
    expect(flags(toReadingListViews(list, T0 - 6 * HOUR + 1))).toEqual([false, true]);
  });

  it('never keeps the views of a list that is not frozen (it may change)', () => {
    const list = [reading(1, T0 - 2 * HOUR)];
    const first = toReadingListViews(list, T0);
    expect(toReadingListViews(list, T0)).not.toBe(first);
    list.push(item(2));
    expect(toReadingListViews(list, T0)).toHaveLength(2);
  });

  it('treats a start that is not a date as never ready, as isReadyForReview does', () => {
    const list = Object.freeze([item(1, { reading_status: 'currently_reading', started_reading_at: 'not a date' })]);
    expect(flags(toReadingListViews(list, T0))).toEqual([false]);
    expect(flags(toReadingListViews(list, T0 + 1_000 * HOUR))).toEqual([false]);
  });

  it('property: whatever the order of the nows asked, each answer is what toReadingListView gives at that now', () => {
    const arbItem = fc.record({
      status: fc.constantFrom(...READING_STATUSES),
      startedHoursAgo: fc.option(fc.integer({ min: 0, max: 72 }), { nil: null }),
    });
    // any instant, or one on either side of a whole hour (where a book started on the hour turns)
    const anOffset = fc.oneof(
      fc.integer({ min: -48 * HOUR, max: 48 * HOUR }),
      fc.integer({ min: -48, max: 48 }).chain((h) => fc.constantFrom(h * HOUR - 1, h * HOUR, h * HOUR + 1)),
    );
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 6 }), fc.array(anOffset, { minLength: 1, maxLength: 12 }), (specs, offsets) => {
        const list = Object.freeze(
          specs.map((s, n) =>
            item(n, {
              reading_status: s.status,
              started_reading_at: s.startedHoursAgo === null ? null : new Date(T0 - s.startedHoursAgo * HOUR).toISOString(),
            }),
          ),
        );
        for (const offset of offsets) {
          const now = T0 + offset;
          expect(toReadingListViews(list, now)).toEqual(list.map((i) => toReadingListView(i, now)));
        }
      }),
    );
  });
});
