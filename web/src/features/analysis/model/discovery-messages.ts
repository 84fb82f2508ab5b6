import { countNoun } from '../../../../../domain/index.js';
/** The wording of discovery filtered for the reader (issue 12): search results and similar books. */
export const DISCOVERY_MESSAGES = {
  searchResultsHint: 'Tap the book you have in your hands.',
  showHidden: 'Show them',
  hideHidden: 'Hide them',
  /** "3 books hidden for Mia": books above a category the reader holds at zero tolerance. */
  hiddenFor: (count: number, reader: string) => `${countNoun(count, 'book')} hidden for ${reader === 'You' ? 'you' : reader}`,
  /** The same line once they are shown: "2 books above Mia's limits, shown below". */
  shownFor: (count: number, reader: string) => `${countNoun(count, 'book')} above ${reader === 'You' ? 'your' : `${reader}'s`} limits, shown`,
  /** Marks a hidden book once shown: "Above Mia's limits: Violence". */
  aboveLimits: (reader: string, labels: readonly string[]) => `Above ${reader === 'You' ? 'your' : `${reader}'s`} limits: ${labels.join(', ')}`,
  /** A conflict that does not hide the book. */
  aboveComfort: (labels: readonly string[]) => `Above comfort level: ${labels.join(', ')}`,
  noSearchResults: 'No books left to show.',
  /** Over the first result when it is the book typed: it is shown even above the reader's limits. */
  typedBook: 'The book you searched for',
} as const;
