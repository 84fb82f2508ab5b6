/**
 * The analyses a device keeps for use without a connection (issue 25): the last 50, newest first,
 * one per book and reader, each with the questions that led to it (a typed search, an ISBN), so
 * the same question asked offline is answered from the device.
 */
export const SAVED_ANALYSES_LIMIT = 50;

/** What the rules read of a saved answer (the rest of the answer travels with it untouched). */
export interface SavedAnswerBook {
  readonly title: string;
  readonly author: string;
  readonly isbn?: string | null;
}

export interface SavedAnalysis<A extends SavedAnswerBook = SavedAnswerBook> {
  readonly readerId: string;
  /** Epoch milliseconds of the answer. */
  readonly savedAt: number;
  /** The normalised questions answered by it (see `questionKey`). */
  readonly questions: readonly string[];
  readonly answer: A;
}

/** How a book was asked for (the analysis request's `book`). */
export interface BookQuestion {
  readonly title?: string;
  readonly author?: string;
  readonly isbn?: string;
  readonly originalQuery?: string;
}

const words = (s: string | undefined | null): string => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const isbnKey = (s: string | undefined | null): string => (s ?? '').replace(/[\s-]/g, '').toUpperCase();

/** One key per question: the ISBN, else the typed words, else title and author. '' for an empty question. */
export function questionKey(q: BookQuestion): string {
  if (isbnKey(q.isbn)) return `isbn:${isbnKey(q.isbn)}`;
  if (words(q.originalQuery)) return `q:${words(q.originalQuery)}`;
  if (words(q.title)) return `book:${words(q.title)}|${words(q.author)}`;
  return '';
}

const bookKey = (b: SavedAnswerBook): string => `book:${words(b.title)}|${words(b.author)}`;
const sameEntry = (a: SavedAnalysis, b: SavedAnalysis) => a.readerId === b.readerId && bookKey(a.answer) === bookKey(b.answer);

/** The keys under which an answer can be found again: its book, its ISBN, and the question asked. */
function keysOf(entry: SavedAnalysis, question: BookQuestion): string[] {
  const own = [bookKey(entry.answer), ...(isbnKey(entry.answer.isbn) ? [`isbn:${isbnKey(entry.answer.isbn)}`] : [])];
  return [...new Set([...own, ...entry.questions, questionKey(question)].filter((k) => k !== ''))];
}

/**
 * Puts an answer first; the same book for the same reader replaces the older copy (its questions
 * are kept), and only the newest `SAVED_ANALYSES_LIMIT` stay.
 */
export function rememberAnalysis<A extends SavedAnswerBook>(
  list: readonly SavedAnalysis<A>[],
  entry: SavedAnalysis<A>,
  question: BookQuestion,
): SavedAnalysis<A>[] {
  const older = list.find((e) => sameEntry(e, entry));
  const merged: SavedAnalysis<A> = { ...entry, questions: keysOf({ ...entry, questions: [...(older?.questions ?? []), ...entry.questions] }, question) };
  return [merged, ...list.filter((e) => !sameEntry(e, entry))].slice(0, SAVED_ANALYSES_LIMIT);
}

/**
 * The saved answer to a question: the reader's own first (`sameReader`), else the newest for
 * another reader (its book facts can be judged again for this one); null when none.
 */
export function findSavedAnalysis<A extends SavedAnswerBook>(
  list: readonly SavedAnalysis<A>[],
  readerId: string,
  question: BookQuestion,
): { entry: SavedAnalysis<A>; sameReader: boolean } | null {
  const key = questionKey(question);
  if (key === '') return null;
  const hits = list.filter((e) => e.questions.includes(key) || bookKey(e.answer) === key);
  const own = hits.find((e) => e.readerId === readerId);
  if (own) return { entry: own, sameReader: true };
  return hits[0] ? { entry: hits[0], sameReader: false } : null;
}
