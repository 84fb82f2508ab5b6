import { isFlagWord, readLenientFlag } from './csv-flag.js';

/**
 * Finds where the 16 flag columns are in a row whose field count is not 36, so that the row can be
 * put back together. The row is read as: isbn, title, author (one field each), then the summary
 * (one field or more), then 16 times a flag (one field that reads as a flag) followed by its example
 * (zero fields or more). Zero fields means the row lost an empty example: it is added back. More
 * than one means unquoted commas split the text: its pieces are joined again with commas.
 *
 * Among all readings the chosen one, in order of preference: adds the fewest examples; then pairs
 * the fewest 'yes' flags with an empty example or 'no' flags with a text; then gives the summary the
 * most pieces, then the first example, and so on (summaries are the longest texts, so the likeliest
 * to hold stray commas). Titles and authors with commas must be quoted.
 */
export const FLAG_PAIRS = 16;
const FIRST_FLAG_AT = 4;
/** Longer rows are not worth searching: something else is wrong with them. */
export const MAX_ALIGNABLE_FIELDS = 300;

type Cost = readonly [added: number, implausible: number];
interface Step {
  readonly cost: Cost;
  readonly next: number;
}

const better = (a: Cost, b: Cost) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
const add = (a: Cost, b: Cost): Cost => [a[0] + b[0], a[1] + b[1]];

/** The positions of the 16 flags, or null when no reading fits. */
export function alignFlagPositions(fields: readonly string[], strict: boolean): number[] | null {
  const n = fields.length;
  if (n > MAX_ALIGNABLE_FIELDS) return null;
  const example = (from: number, to: number) => fields.slice(from, to).join(',').trim();
  const pairCost = (flagAt: number, end: number): Cost => {
    const text = example(flagAt + 1, end);
    return [end === flagAt + 1 ? 1 : 0, readLenientFlag(fields[flagAt]) === (text === '') ? 1 : 0];
  };
  const isFlag = (i: number) => isFlagWord(fields[i], strict);
  // best[k][p]: the cheapest way to place flags k..15 with flag k at position p.
  const best: (Step | null)[][] = Array.from({ length: FLAG_PAIRS }, () => new Array<Step | null>(n).fill(null));
  for (let p = n - 1; p >= FIRST_FLAG_AT; p--) if (isFlag(p)) best[FLAG_PAIRS - 1][p] = { cost: pairCost(p, n), next: n };
  for (let k = FLAG_PAIRS - 2; k >= 0; k--) {
    for (let p = FIRST_FLAG_AT; p < n; p++) {
      if (!isFlag(p)) continue;
      let chosen: Step | null = null;
      for (let q = n - 1; q > p; q--) {
        const rest = best[k + 1][q];
        if (!rest) continue;
        const cost = add(pairCost(p, q), rest.cost);
        if (!chosen || better(cost, chosen.cost)) chosen = { cost, next: q };
      }
      best[k][p] = chosen;
    }
  }
  let first: number | null = null;
  for (let p = n - 1; p >= FIRST_FLAG_AT; p--) {
    const step = best[0][p];
    if (step && (first === null || better(step.cost, (best[0][first] as Step).cost))) first = p;
  }
  if (first === null) return null;
  const positions = [first];
  for (let k = 0; k < FLAG_PAIRS - 1; k++) positions.push((best[k][positions[k]] as Step).next);
  return positions;
}
