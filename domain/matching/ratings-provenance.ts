/**
 * Where a book's content ratings come from, and how the card says it in plain words:
 * - starter: "Rated by ShelfCheck's editors, March 2026"
 * - import: "Rated by ShelfCheck's editors from an imported list, March 2026"
 * - correction: "Corrected by ShelfCheck's editors, March 2026"
 * - ai: "Estimated by AI (gpt-4o-mini, March 2026) — not reviewed" (without a known model: "Estimated by AI (March 2026) — not reviewed")
 * The month is the one of `updated_at` in UTC; an unreadable date is left out.
 */
export const RATINGS_SOURCES = ['starter', 'import', 'ai', 'correction'] as const;
export type RatingsSource = (typeof RATINGS_SOURCES)[number];

export interface RatingsProvenance {
  readonly source: RatingsSource;
  /** ISO 8601 instant the ratings were last set. */
  readonly updated_at: string;
  /** The AI model, for source 'ai' when known. */
  readonly model?: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** True for one of the four sources. */
export const isRatingsSource = (value: unknown): value is RatingsSource => typeof value === 'string' && (RATINGS_SOURCES as readonly string[]).includes(value);

/** "March 2026" for an ISO instant (its UTC month); '' when it cannot be read. */
export function monthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(iso.trim());
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${match[1]}` : '';
}

/**
 * The provenance in the card's words.
 * @example provenanceText({ source: 'starter', updated_at: '2026-03-02T10:00:00Z' }) // "Rated by ShelfCheck's editors, March 2026"
 */
export function provenanceText(p: RatingsProvenance): string {
  const when = monthYear(p.updated_at);
  const at = when ? `, ${when}` : '';
  switch (p.source) {
    case 'starter':
      return `Rated by ShelfCheck's editors${at}`;
    case 'import':
      return `Rated by ShelfCheck's editors from an imported list${at}`;
    case 'correction':
      return `Corrected by ShelfCheck's editors${at}`;
    case 'ai': {
      const details = [p.model?.trim(), when].filter(Boolean).join(', ');
      return `Estimated by AI${details ? ` (${details})` : ''} — not reviewed`;
    }
  }
}
