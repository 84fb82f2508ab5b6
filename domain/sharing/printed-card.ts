/** Books a printed card lists; past it the last line says "and N more" (the card stays one page). */
export const PRINTED_BOOKS_MAX = 14;
/** Longest title or author line printed; longer ones end in "…" (one line each, one page). */
export const PRINTED_LINE_MAX = 70;

/**
 * A line cut to what fits the printed card: `PRINTED_LINE_MAX` characters at most, ending in "…"
 * when cut.
 * @example printedLine('a'.repeat(80)).length // 70
 */
export const printedLine = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= PRINTED_LINE_MAX ? line : `${line.slice(0, PRINTED_LINE_MAX - 1).trimEnd()}…`;
};

/**
 * The books a one-page card prints and the "and N more" line (null when all fit).
 * @example printedBooks([1, 2, 3], 2) // { shown: [1, 2], more: 'and 1 more' }
 */
export function printedBooks<T>(books: readonly T[], max: number = PRINTED_BOOKS_MAX): { shown: T[]; more: string | null } {
  if (books.length <= max) return { shown: [...books], more: null };
  const shown = books.slice(0, max - 1);
  return { shown, more: `and ${books.length - shown.length} more` };
}
