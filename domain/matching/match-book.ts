/**
 * matchBook: does this book fit this reader?
 *
 * Scoring (see match-score.ts for the constants): score = 80 + 5 per shared preference tag (at most
 * +20, and only for a book with no conflict) − for each present category above the reader's
 * tolerance (10 + 10 per level over). Dealbreakers dominate (dealbreakers.ts): any conflict holds
 * the score at 59 or below (fair at best), a category present at zero tolerance at 39 or below
 * (poor). The tolerance of a category is 0 when the parent screens it, else the reader's answer,
 * else the age default (1 under 8, 2 under 12, 3 under 16, 4 from 16). The level follows the
 * (capped) score alone: good from 80, decent from 60, fair from 40, poor below, so score and level
 * always agree. Deterministic: same input, same
 * output; facts are reported in canonical category order whatever order they came in.
 */
import { CATEGORY_IDS, categoryLabel, type CategoryId } from '../taxonomy/content-categories.js';
import { riskLevel, type RiskLevel } from '../taxonomy/risk-level.js';
import { toleranceLabel } from '../taxonomy/tolerance-scale.js';
import { preferenceTagLabel } from '../readers/preference-tags.js';
import type { BookFacts, ContentFact, ReaderProfile } from './book-facts.js';
import { effectiveTolerance } from './default-tolerance.js';
import { matchLevelForScore, type MatchLevel } from './match-level.js';
import { scoreMatch, type JudgedFact } from './match-score.js';

export interface ContentConsideration extends ContentFact {
  readonly examples: readonly string[];
  readonly label: string;
  readonly tolerance: number;
  readonly exceedsTolerance: boolean;
  readonly riskLevel: RiskLevel;
}

/** A category with no rating for this book; `zeroTolerance` when the reader holds it at 0 (screened or 'Avoid'). */
export interface UnratedCategory {
  readonly category: CategoryId;
  readonly label: string;
  readonly zeroTolerance: boolean;
}

export interface BookMatch {
  readonly matchLevel: MatchLevel;
  readonly matchScore: number;
  readonly matchReason: string[];
  readonly parentAlerts: string[];
  readonly contentConsiderations: ContentConsideration[];
  /** Categories nobody rated (in canonical order): shown as "Not rated", never counted as clean. */
  readonly notRated: UnratedCategory[];
}

const possessive = (name: string): string => (name.trim() === '' ? "the reader's" : `${name.trim()}'s`);

/** The alert for one category above the reader's tolerance, naming the category. */
export function parentAlert(fact: JudgedFact, readerName: string): string {
  const label = categoryLabel(fact.category);
  return fact.screened
    ? `${label} (level ${fact.severity} of 5) is on ${possessive(readerName)} screening list`
    : `${label} (level ${fact.severity} of 5) is above ${possessive(readerName)} comfort level: ${toleranceLabel(fact.tolerance)}`;
}

/**
 * The categories of `facts.unrated` that have no fact. Decision (docs/decisions.md): an unrated
 * category does not change the level (nothing is known either way), but it is never called clean,
 * and one the reader holds at zero tolerance gets its own note asking the parent to check.
 */
export function unratedCategories(book: BookFacts, reader: ReaderProfile, judged: readonly JudgedFact[]): UnratedCategory[] {
  const unrated = new Set(book.unrated ?? []);
  const rated = new Set(judged.map((f) => f.category));
  return CATEGORY_IDS.filter((id) => unrated.has(id) && !rated.has(id)).map((id) => ({
    category: id,
    label: categoryLabel(id),
    zeroTolerance: effectiveTolerance(reader, id) === 0,
  }));
}

function reasons(facts: readonly JudgedFact[], shared: readonly string[], reader: ReaderProfile, notRated: readonly UnratedCategory[]): string[] {
  const whose = possessive(reader.name);
  const conflicts = facts.filter((f) => f.exceedsTolerance).map((f) => categoryLabel(f.category));
  const present = facts.some((f) => f.present);
  const unratedLimits = notRated.filter((c) => c.zeroTolerance).map((c) => c.label);
  // dealbreakers dominate the words too: a conflict is said first, before any interest
  return [
    ...(conflicts.length > 0 ? [`Content above ${whose} comfort levels: ${conflicts.join(', ')}`] : []),
    ...(shared.length > 0 ? [`Matches ${whose} interests: ${shared.map(preferenceTagLabel).join(', ')}`] : []),
    ...(shared.length === 0 && (reader.preferences ?? []).length > 0 ? [`Shares none of ${whose} listed interests`] : []),
    ...(conflicts.length > 0 ? [] : present ? [`All flagged content is within ${whose} comfort levels`] : notRated.length === 0 ? ['No flagged content'] : []),
    ...(notRated.length > 0 ? [`Not rated for: ${notRated.map((c) => c.label).join(', ')}`] : []),
    ...(unratedLimits.length > 0 ? [`Not rated for ${unratedLimits.join(', ')}, which ${whose} limits rule out: check this book yourself`] : []),
  ];
}

/**
 * Judges a book's content facts against a reader: match level and score, reasons, one parent alert
 * per present category above the reader's tolerance, and every category's consideration.
 * @example matchBook({ title, author, categories: [], tags: ['fantasy'] }, reader).matchLevel // 'good'
 */
export function matchBook(facts: BookFacts, reader: ReaderProfile): BookMatch {
  const { score, facts: judged, sharedTags } = scoreMatch(facts, reader);
  const notRated = unratedCategories(facts, reader, judged);
  return {
    matchLevel: matchLevelForScore(score),
    matchScore: score,
    matchReason: reasons(judged, sharedTags, reader, notRated),
    parentAlerts: judged.filter((f) => f.exceedsTolerance).map((f) => parentAlert(f, reader.name)),
    contentConsiderations: judged.map((f) => ({
      category: f.category,
      label: categoryLabel(f.category),
      present: f.present,
      severity: f.severity,
      description: f.description,
      examples: f.examples,
      tolerance: f.tolerance,
      exceedsTolerance: f.exceedsTolerance,
      riskLevel: riskLevel(f.category, reader.age),
    })),
    notRated,
  };
}
