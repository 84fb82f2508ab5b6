import { firstSentence, toleranceLabel, type BookMatch, type InsightType } from '../../domain/index.js';

/** What an insight is written from: the book, the reader and the domain's match of the two. */
export interface InsightInput {
  readonly title: string;
  readonly author: string;
  readonly summary: string;
  readonly ageMin: number | null;
  readonly ageMax: number | null;
  readonly readerAge: number;
  readonly readingLevel: string;
  readonly match: BookMatch;
}

const reader = (i: InsightInput) => `a ${i.readerAge}-year-old reading at ${i.readingLevel} level`;
const ages = (i: InsightInput) => (i.ageMin === null ? '' : ` The catalog suggests ages ${i.ageMin}${i.ageMax === null ? '+' : `–${i.ageMax}`}.`);
const sentence = (parts: readonly string[]) => parts.join('; ');

/** The three insights of the insight test, written locally from the catalog's facts and matchBook. */
export const INSIGHT_WRITERS: Readonly<Record<InsightType, (i: InsightInput) => string>> = {
  'personalized-summary': (i) => {
    const opening = i.summary.trim() === '' ? `${i.title} by ${i.author}.` : firstSentence(i.summary);
    return `${opening} For ${reader(i)}, it is a ${i.match.matchLevel} match (${i.match.matchScore}/100): ${sentence(i.match.matchReason)}.${ages(i)}`;
  },
  'content-explanation': (i) => {
    const present = i.match.contentConsiderations.filter((c) => c.present);
    if (present.length === 0) return `${i.title} has no flagged content.`;
    return present
      .map(
        (c) =>
          `${c.label}: ${c.description.trim() || 'flagged in the catalog'} (level ${c.severity} of 5, ` +
          `${c.exceedsTolerance ? 'above' : 'within'} the comfort level for a ${i.readerAge}-year-old: ${toleranceLabel(c.tolerance)}; ${c.riskLevel.toLowerCase()} risk at this age)`,
      )
      .join('\n');
  },
  'recommendation-reasoning': (i) => {
    const { matchLevel, parentAlerts, matchReason } = i.match;
    if (matchLevel === 'good') return `Recommended for ${reader(i)}: ${sentence(matchReason)}.${ages(i)}`;
    if (matchLevel === 'decent') {
      return `Suitable for ${reader(i)}, best with a conversation about: ${sentence(parentAlerts.length > 0 ? parentAlerts : matchReason)}.${ages(i)}`;
    }
    return `Not recommended for ${reader(i)} yet: ${sentence(parentAlerts.length > 0 ? parentAlerts : matchReason)}.${ages(i)}`;
  },
};
