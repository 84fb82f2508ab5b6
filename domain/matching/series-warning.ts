import type { BookFacts, ReaderProfile } from './book-facts.js';
import { matchBook } from './match-book.js';

/** A later book of the same series, with its content facts. */
export interface SeriesVolume {
  readonly facts: BookFacts;
  /** Its number in the series. */
  readonly volume: number;
}

/** The first later book of the series that goes past the reader's limits. */
export interface SeriesWarning {
  readonly title: string;
  readonly volume: number;
  /** The labels of the categories above the reader's comfort levels. */
  readonly categories: string[];
  readonly message: string;
}

const possessive = (name: string): string => (name.trim() === '' ? "the reader's" : `${name.trim()}'s`);

/**
 * Series often grow darker. When the book itself fits the reader (no parent alert) but a later
 * volume of its series has content above the reader's limits, names the earliest such volume and
 * its categories; otherwise null (a book that already conflicts says so on its own card).
 * @example seriesWarning(book1, [{ facts: book4, volume: 4 }], mia)?.message
 * // "Later in the series, Book Four (book 4) has Violence above Mia's comfort levels."
 */
export function seriesWarning(current: BookFacts, later: readonly SeriesVolume[], reader: ReaderProfile): SeriesWarning | null {
  if (matchBook(current, reader).parentAlerts.length > 0) return null;
  const ordered = [...later].sort((a, b) => a.volume - b.volume);
  for (const { facts, volume } of ordered) {
    const above = matchBook(facts, reader).contentConsiderations.filter((c) => c.exceedsTolerance);
    if (above.length === 0) continue;
    const categories = above.map((c) => c.label);
    return {
      title: facts.title,
      volume,
      categories,
      message: `Later in the series, ${facts.title} (book ${volume}) has ${categories.join(', ')} above ${possessive(reader.name)} comfort levels.`,
    };
  }
  return null;
}
