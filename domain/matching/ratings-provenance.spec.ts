import { isRatingsSource, monthYear, provenanceText, type RatingsProvenance } from './ratings-provenance.js';

describe('where a rating comes from, in plain words', () => {
  it.each<[string, RatingsProvenance, string]>([
    ['the starter catalog is rated by the editors', { source: 'starter', updated_at: '2026-03-02T10:00:00.000Z' }, "Rated by ShelfCheck's editors, March 2026"],
    [
      'an admin import is rated by the editors from an imported list',
      { source: 'import', updated_at: '2026-11-25T23:59:00Z' },
      "Rated by ShelfCheck's editors from an imported list, November 2026",
    ],
    [
      'an accepted correction is corrected by the editors',
      { source: 'correction', updated_at: '2027-01-31T00:00:00Z' },
      "Corrected by ShelfCheck's editors, January 2027",
    ],
    [
      'an AI analysis is estimated by AI, with its model, and not reviewed',
      { source: 'ai', updated_at: '2026-11-25T08:00:00Z', model: 'gpt-4o-mini' },
      'Estimated by AI (gpt-4o-mini, November 2026) — not reviewed',
    ],
    [
      'an AI analysis of an unknown model still says it is not reviewed',
      { source: 'ai', updated_at: '2026-11-25T08:00:00Z' },
      'Estimated by AI (November 2026) — not reviewed',
    ],
    ['an unreadable date is left out', { source: 'starter', updated_at: 'soon' }, "Rated by ShelfCheck's editors"],
    ['an AI analysis with neither model nor date', { source: 'ai', updated_at: '', model: ' ' }, 'Estimated by AI — not reviewed'],
  ])('%s', (_rule, provenance, text) => {
    expect(provenanceText(provenance)).toBe(text);
  });

  it.each([
    ['a month past 12 is unreadable', '2026-13-01T00:00:00Z', ''],
    ['month 00 is unreadable', '2026-00-01T00:00:00Z', ''],
    ['outer spaces are ignored', ' 2026-03-02 ', 'March 2026'],
  ])('monthYear: %s', (_rule, iso, expected) => {
    expect(monthYear(iso)).toBe(expected);
  });

  it.each([
    ['the four sources are sources', ['starter', 'import', 'ai', 'correction'].every(isRatingsSource), true],
    ['anything else is not', isRatingsSource('guess'), false],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
