/** Words of a title, an author or OCR text, the way they are compared: lower case, letters and digits only. */
export function coverWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '') // Charlotte's = charlottes, as OCR often drops the apostrophe
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Trigram similarity of two words, as pg_trgm's similarity() computes it for one word each. */
function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

/** Levenshtein distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** Words shorter than this are compared by trigrams only: one changed letter makes another word ('holes', 'holds'). */
const EDIT_MIN_LENGTH = 6;
/** An edit similarity below this is two different words, not a misread ('secrets', 'sorcerers'). */
const EDIT_MISREAD = 0.75;

/**
 * How alike two words are, 0..1: pg_trgm's trigram similarity, or for longer words the share of
 * letters an OCR misread leaves right (one wrong letter in 'charl0ttes' still scores 0.9), the
 * higher of the two (the latter only when it looks like a misread, 0.75 or more).
 */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const trigram = trigramSimilarity(a, b);
  if (Math.min(a.length, b.length) < EDIT_MIN_LENGTH) return trigram;
  const edit = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  return edit >= EDIT_MISREAD ? Math.max(trigram, edit) : trigram;
}

/** The cover's words plus each two neighbours joined: OCR splits words ("Charlotte s" for "Charlotte's"). */
export function withJoinedNeighbours(words: readonly string[]): string[] {
  return [...words, ...words.slice(1).map((w, i) => `${words[i]}${w}`)];
}

/** Short words tell little about which book it is ('the', 'of', initials): they weigh less. */
const weight = (word: string) => (word.length <= 3 ? 1 : word.length);

/**
 * How completely `phrase` (a title or an author) appears among `words` (read from a cover), 0..1:
 * each word of the phrase counts its best match among the cover's words, weighted by its length.
 */
export function phraseCoverage(phrase: readonly string[], words: readonly string[]): number {
  if (phrase.length === 0 || words.length === 0) return 0;
  let total = 0;
  let found = 0;
  for (const p of phrase) {
    total += weight(p);
    let best = 0;
    for (const w of words) best = Math.max(best, wordSimilarity(p, w));
    found += weight(p) * best;
  }
  return found / total;
}

/** The share of the cover's words (by weight) that `phrase` explains (a match of 0.5 or better). */
export function explainedShare(phrase: readonly string[], words: readonly string[]): number {
  if (words.length === 0) return 0;
  let total = 0;
  let explained = 0;
  for (const w of words) {
    total += weight(w);
    if (phrase.some((p) => wordSimilarity(p, w) >= 0.5)) explained += weight(w);
  }
  return explained / total;
}
