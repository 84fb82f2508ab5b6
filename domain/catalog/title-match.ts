import { OPTIONAL_TITLE_WORDS, QUERY_FILLER_WORDS, sameWord, titleWords } from './title-words.js';

/** A catalog book as identification sees it. */
export interface TitledBook {
  readonly title: string;
  readonly author: string;
  readonly series?: string | null;
  readonly seriesVolume?: number | null;
}

/**
 * How a typed query names one book:
 * - `title`: the query is this book's title (slips, a dropped article or joining word, a missing
 *   subtitle or series name allowed), or its series name and volume number ("harry potter 3"),
 *   with nothing else but the author's name, the series name and filler words ("by", "book");
 * - `partial`: every word of the query is in the book's title, series or author, but the title is
 *   not all there ("harry potter", "gary paulsen"): the book is one the query may mean;
 * - `none`: a word of the query is not this book's ("dogsong gary paulsen" is not Hatchet).
 */
export type TitleMatch =
  | { readonly kind: 'title'; readonly slips: number; readonly skipped: number; readonly authorNamed: boolean }
  | { readonly kind: 'partial' }
  | { readonly kind: 'none' };

/** Spelled-out volume numbers a query may use ("harry potter three"). */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

const volumeOf = (word: string): number | null => (/^\d{1,3}$/.test(word) ? Number(word) : NUMBER_WORDS.includes(word) ? NUMBER_WORDS.indexOf(word) : null);

/** Author words, with runs of initials also joined ("j k rowling" also answers to "jk"). */
function authorWords(author: string): string[] {
  const words = titleWords(author);
  const initials = author.match(/\b[A-Za-z]\b(?:[.\s]*\b[A-Za-z]\b)+/g) ?? [];
  return [...words, ...initials.map((run) => run.replace(/[^A-Za-z]/g, '').toLowerCase())];
}

/**
 * The query with words split or joined as the title has them ("mocking bird" for "mockingbird",
 * "spiderman" for "spider man"): two typed words that are one title word together (and neither
 * alone) are joined; one typed word that is two neighbouring title words together is split.
 */
function mended(query: readonly string[], title: readonly string[]): string[] {
  const known = (w: string) => title.some((t) => sameWord(w, t));
  const out: string[] = [];
  for (let i = 0; i < query.length; i++) {
    const word = query[i];
    const next = query[i + 1];
    const pair = title.findIndex((t, j) => j + 1 < title.length && sameWord(word, t + title[j + 1]));
    if (next !== undefined && !known(word) && !known(next) && known(word + next)) {
      out.push(word + next);
      i++;
    } else if (!known(word) && pair >= 0) out.push(title[pair], title[pair + 1]);
    else out.push(word);
  }
  return out;
}

/** The most in-order word pairs (exact ones preferred to slips), as index pairs [query, title]. */
function align(query: readonly string[], title: readonly string[]): [number, number][] {
  const best = Array.from({ length: query.length + 1 }, () => new Array<number>(title.length + 1).fill(0));
  for (let i = query.length - 1; i >= 0; i--) {
    for (let j = title.length - 1; j >= 0; j--) {
      const pair = query[i] === title[j] ? 3 : sameWord(query[i], title[j]) ? 2 : 0;
      best[i][j] = Math.max(best[i + 1][j], best[i][j + 1], pair > 0 ? pair + best[i + 1][j + 1] : 0);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < query.length && j < title.length;) {
    const pair = query[i] === title[j] ? 3 : sameWord(query[i], title[j]) ? 2 : 0;
    if (pair > 0 && best[i][j] === pair + best[i + 1][j + 1]) pairs.push([i++, j++]);
    else if (best[i][j] === best[i + 1][j]) i++;
    else j++;
  }
  return pairs;
}

/**
 * How the query's words name this book (see TitleMatch). The title's words after a colon (its
 * subtitle), articles and joining words, and the series name inside a longer title may be left
 * out; every other title word must be typed.
 * @example titleMatch(titleWords('charlots web'), { title: "Charlotte's Web", author: 'E. B. White' }).kind // 'title'
 */
export function titleMatch(typed: readonly string[], book: TitledBook): TitleMatch {
  const [head, ...rest] = book.title.split(':');
  const core = titleWords(head);
  const title = [...core, ...titleWords(rest.join(' '))];
  const query = mended(typed, title);
  const series = titleWords(book.series ?? '');
  const author = authorWords(book.author);
  const isAuthor = (w: string) => author.some((a) => sameWord(w, a));
  // the series name may lead a title it is not part of ("percy jackson and the lightning thief")
  const isExtra = (w: string) => QUERY_FILLER_WORDS.has(w) || isAuthor(w) || series.includes(w);
  const own = core.filter((w) => !OPTIONAL_TITLE_WORDS.has(w) && !series.includes(w));
  const required = new Set(own.length > 0 ? own : core.filter((w) => !OPTIONAL_TITLE_WORDS.has(w)));

  const pairs = align(query, title);
  const typedAt = new Set(pairs.map(([i]) => i));
  const foundAt = new Set(pairs.map(([, j]) => j));
  const leftover = query.filter((w, i) => !typedAt.has(i) && !isExtra(w));
  const missing = core.filter((w, j) => required.has(w) && !foundAt.has(j));
  const authorNamed = query.some((w, i) => !typedAt.has(i) && isAuthor(w));
  if (leftover.length === 0 && missing.length === 0 && required.size > 0) {
    const slips = pairs.filter(([i, j]) => query[i] !== title[j]).length;
    return { kind: 'title', slips, skipped: title.length - pairs.length, authorNamed };
  }
  const bySeries = seriesVolumeMatch(query, series, book.seriesVolume ?? null, isExtra);
  if (bySeries) return { kind: 'title', slips: bySeries.slips, skipped: 0, authorNamed };
  const known = [...title, ...series];
  const explained = query.every((w) => known.some((k) => sameWord(w, k)) || isExtra(w));
  const meaningful = query.some((w) => !OPTIONAL_TITLE_WORDS.has(w) && !QUERY_FILLER_WORDS.has(w));
  return explained && meaningful ? { kind: 'partial' } : { kind: 'none' };
}

/** "harry potter 3": the series' own words, its volume number, and nothing else but extras. */
function seriesVolumeMatch(
  query: readonly string[],
  series: readonly string[],
  volume: number | null,
  isExtra: (w: string) => boolean,
): { slips: number } | null {
  if (series.length === 0 || volume === null) return null;
  const numbers = query.filter((w) => volumeOf(w) !== null);
  if (numbers.length !== 1 || volumeOf(numbers[0]) !== volume) return null;
  const words = query.filter((w) => w !== numbers[0]);
  const pairs = align(words, series);
  const typedAt = new Set(pairs.map(([i]) => i));
  const named = pairs.filter(([, j]) => !OPTIONAL_TITLE_WORDS.has(series[j])).length;
  const leftover = words.filter((w, i) => !typedAt.has(i) && !isExtra(w));
  return named > 0 && leftover.length === 0 ? { slips: pairs.filter(([i, j]) => words[i] !== series[j]).length } : null;
}
