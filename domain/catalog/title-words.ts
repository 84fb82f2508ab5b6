/**
 * The words of a title, author or typed query, as book identification compares them: lower case,
 * accents dropped ("Julián" is "julian"), apostrophes dropped ("Charlotte's" is "charlottes"),
 * "&" read as "and", every other mark a word break (letters of any script are words: "Мастер").
 * Initials are kept as words ("J. K." is "j k").
 * @example titleWords("Charlotte's Web") // ['charlottes', 'web']
 */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/**
 * Words a title may have that a query may leave out ("hobbit" for "The Hobbit", "harry potter
 * prisoner of azkaban"): articles and the small joining words.
 */
export const OPTIONAL_TITLE_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'and', 'of', 'to', 'in', 'on', 'for', 'at', 'by', 'with']);

/** Words a query may add around a title without naming another book ("hatchet by gary paulsen", "harry potter book 3", "the wonder"). */
export const QUERY_FILLER_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'by', 'book', 'vol', 'volume', 'no', 'part', 'series', 'novel']);

/** One slip from this length on (a letter missing, added, changed or two swapped), two slips from TWO_SLIPS_FROM. */
export const ONE_SLIP_FROM = 4;
export const TWO_SLIPS_FROM = 8;

/** Edit distance with swaps of neighbours (optimal string alignment), stopping early past `max`. */
function slips(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/**
 * Whether a typed word is this title word, allowing for typing slips: the same word; or, for words
 * of ONE_SLIP_FROM letters or more that start with the same letter, one slip (two from
 * TWO_SLIPS_FROM letters). Numbers and short words must be exact; a different first letter is a
 * different word, not a slip ("river" is not "giver", "son" is not "orson").
 * @example sameWord('charlots', 'charlottes') // true
 */
export function sameWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  const shorter = Math.min(typed.length, word.length);
  if (shorter < ONE_SLIP_FROM || typed[0] !== word[0] || /\d/.test(typed + word)) return false;
  const allowed = shorter >= TWO_SLIPS_FROM ? 2 : 1;
  return slips(typed, word, allowed) <= allowed;
}
