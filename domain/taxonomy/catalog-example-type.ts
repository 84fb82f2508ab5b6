import type { CatalogFlag } from './catalog-flags.js';
import { isExampleType, type ExampleType } from './example-types.js';

/** The two coarse catalog flags whose "yes" may mean either half of a split canonical family. */
export const SPLIT_FLAGS: Readonly<Partial<Record<CatalogFlag, readonly [ExampleType, ExampleType]>>> = {
  supernatural_occult: ['whimsical_fantasy', 'dark_occult'],
  bullying_cruelty: ['constructive', 'malicious'],
};

/** Tags that make magic read as dark rather than whimsical, and cruelty as malicious. */
const DARK_TAGS = ['horror', 'dark_gritty'];

export interface SplitEvidence {
  /** The example type the row itself records (an AI analysis says which it saw), if any. */
  readonly stored?: string | null;
  readonly severity: number;
  readonly tags: readonly string[];
  /** The book's scary_horror severity (0 when not flagged). */
  readonly scary: number;
}

/**
 * Which half of a split family a catalog "yes" means. The catalog records presence and severity
 * only, so the rule reads the book's other facts:
 * - supernatural_occult: Dark Occult/Horror when the book is tagged horror or dark_gritty, its
 *   scary content is 3 or more, or the magic itself is 4 or more; otherwise Whimsical Fantasy
 *   (the wizards, fairies and talking animals of most children's books);
 * - bullying_cruelty: Malicious Disrespect at severity 3 or more or with a dark tag; otherwise
 *   Constructive Challenge (teasing and standing up to unfair adults that the story resolves).
 * A type the row records for the flag wins. Null for every other flag.
 */
export function catalogExampleType(flag: CatalogFlag, evidence: SplitEvidence): ExampleType | null {
  const pair = SPLIT_FLAGS[flag];
  if (!pair) return null;
  if (isExampleType(evidence.stored) && pair.includes(evidence.stored)) return evidence.stored;
  const darkTag = evidence.tags.some((t) => DARK_TAGS.includes(t));
  const dark = flag === 'supernatural_occult' ? darkTag || evidence.scary >= 3 || evidence.severity >= 4 : darkTag || evidence.severity >= 3;
  return dark ? pair[1] : pair[0];
}
