/**
 * identifyBook: which book a typed query (a search box, a cover's text, a reading-history row)
 * names among the catalog's candidates for it.
 *
 * The rule, in plain words:
 * - A query resolves to a book only when it is that book's TITLE (titleMatch): typing slips, a
 *   dropped "the", a missing subtitle, or the series name with the volume number ("harry potter
 *   3") are allowed, and the author's name may come before or after it. Being by the same author,
 *   or sharing a word, is never enough: "Dogsong Gary Paulsen" is not Hatchet, "Wonderstruck" is
 *   not Wonder, "The Night Circus" is not Night.
 * - When several titles match, the one whose author the query names wins, then the one typed
 *   with fewer slips, then the one with fewer title words left out; a tie is a choice.
 * - With no title match, the books the query may mean (every query word is in their title, series
 *   or author: "harry potter", "gary paulsen") are offered as a choice, at most MAX_CHOICES: the
 *   books of a series the query names first, in reading order (volume 1 first), then the others,
 *   best search hit first; otherwise the book is not found.
 */
import { titleMatch, type TitledBook } from './title-match.js';
import { sameWord, titleWords } from './title-words.js';

/** At most this many books are offered to choose from. */
export const MAX_CHOICES = 8;

export type BookIdentification<B> = { readonly kind: 'one'; readonly book: B } | { readonly kind: 'choose'; readonly books: B[] } | { readonly kind: 'none' };

type Ranked<B> = { book: B; slips: number; skipped: number; authorNamed: boolean };

const better = <B>(a: Ranked<B>, b: Ranked<B>) => Number(b.authorNamed) - Number(a.authorNamed) || a.slips - b.slips || a.skipped - b.skipped;

const sameBook = (a: TitledBook, b: TitledBook) =>
  titleWords(a.title).join(' ') === titleWords(b.title).join(' ') && titleWords(a.author).join(' ') === titleWords(b.author).join(' ');

/** Whether every (non-filler) word of the query is in the book's series name: "harry potter" names its series. */
const namesSeriesOf = (words: readonly string[], book: TitledBook): boolean => {
  const series = titleWords(book.series ?? '');
  return series.length > 0 && words.every((w) => series.some((s) => sameWord(w, s)));
};

/** The books of the series the query names, volume 1 first, then the rest in the order given. */
function inReadingOrder<B extends TitledBook>(words: readonly string[], books: readonly B[]): B[] {
  const volume = (book: TitledBook) => book.seriesVolume ?? Number.MAX_SAFE_INTEGER; // unnumbered ones last, in the order given
  const ofSeries = books.filter((b) => namesSeriesOf(words, b)).sort((a, b) => volume(a) - volume(b));
  return [...ofSeries, ...books.filter((b) => !ofSeries.includes(b))];
}

/**
 * The book a query names among candidates given best search hit first (see the rule above).
 * @example identifyBook('hobbit', [{ title: 'The Hobbit', author: 'J. R. R. Tolkien' }]).kind // 'one'
 */
export function identifyBook<B extends TitledBook>(query: string, candidates: readonly B[]): BookIdentification<B> {
  const words = titleWords(query);
  if (words.length === 0) return { kind: 'none' };
  const titles: Ranked<B>[] = [];
  const partial: B[] = [];
  for (const book of candidates) {
    const match = titleMatch(words, book);
    if (match.kind === 'title') titles.push({ book, slips: match.slips, skipped: match.skipped, authorNamed: match.authorNamed });
    else if (match.kind === 'partial') partial.push(book);
  }
  if (titles.length > 0) {
    const ranked = [...titles].sort(better);
    const tied = ranked.filter((r) => better(r, ranked[0]) === 0);
    // the same book twice (an imported copy of a starter row) is still one book
    if (tied.every((r) => sameBook(r.book, tied[0].book))) return { kind: 'one', book: tied[0].book };
    return { kind: 'choose', books: tied.slice(0, MAX_CHOICES).map((r) => r.book) };
  }
  return partial.length > 0 ? { kind: 'choose', books: inReadingOrder(words, partial).slice(0, MAX_CHOICES) } : { kind: 'none' };
}

/**
 * Whether the query is this book's title (the same test identifyBook resolves by): search pins such
 * a book first for the reader.
 * @example isTitleOf('the lightning thief', { title: 'The Lightning Thief', author: 'Rick Riordan' }) // true
 */
export const isTitleOf = (query: string, book: TitledBook): boolean => titleMatch(titleWords(query), book).kind === 'title';
