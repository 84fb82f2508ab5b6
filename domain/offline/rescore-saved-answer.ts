import type { BookFacts, ReaderProfile } from '../matching/book-facts.js';
import { matchBook, type BookMatch } from '../matching/match-book.js';
import { toCategoryId } from '../taxonomy/category-resolver.js';
import type { CategoryId } from '../taxonomy/content-categories.js';

/** The facts an analysis answer carries about its book (POST /api/books/analyze). */
export interface AnswerFacts {
  readonly title: string;
  readonly author: string;
  readonly contentConsiderations: readonly {
    readonly category: string;
    readonly present: boolean;
    readonly severity: number;
    readonly description: string;
    readonly examples?: readonly string[];
  }[];
  readonly notRated?: readonly { readonly category: string }[];
  /** The book's preference tags; absent in answers from before they were sent. */
  readonly bookTags?: readonly string[];
}

const known = (id: CategoryId | null): id is CategoryId => id !== null;

/** The book's facts as the answer states them; null when it lacks the tags (then it cannot be judged again exactly). */
export function factsOfAnswer(answer: AnswerFacts): BookFacts | null {
  if (!answer.bookTags) return null;
  return {
    title: answer.title,
    author: answer.author,
    tags: answer.bookTags,
    categories: answer.contentConsiderations.flatMap((c) => {
      const category = toCategoryId(c.category);
      return category ? [{ category, present: c.present, severity: c.severity, description: c.description, examples: c.examples ?? [] }] : [];
    }),
    unrated: (answer.notRated ?? []).map((c) => toCategoryId(c.category)).filter(known),
  };
}

/**
 * A saved analysis judged again for another reader, on the device: the same rule as the server
 * (matchBook) over the facts the answer carries, so the verdict is the server's. Null when the
 * answer lacks the facts.
 * @example rescoreSavedAnswer(savedForSam, alexProfile)?.matchLevel // 'fair'
 */
export function rescoreSavedAnswer(answer: AnswerFacts, reader: ReaderProfile): BookMatch | null {
  const facts = factsOfAnswer(answer);
  return facts ? matchBook(facts, reader) : null;
}
