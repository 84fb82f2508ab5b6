import { toCategoryId } from './category-resolver.js';
import type { CategoryId } from './content-categories.js';

export type RiskLevel = 'High' | 'Moderate';

/** The categories that are high-risk below an age: profanity under 12, violence under 14, sexual content under 16. */
export const HIGH_RISK_UNDER_AGE: Readonly<Partial<Record<CategoryId, number>>> = {
  profanity: 12,
  violence: 14,
  sexual_content: 16,
};

/** Free text that is no vocabulary term is read by keyword ('Mild profanity' is profanity). */
const KEYWORDS: readonly [RegExp, CategoryId][] = [
  [/profan/i, 'profanity'],
  [/violen/i, 'violence'],
  [/sexual/i, 'sexual_content'],
];

/**
 * The risk of a content category for a reader's age. The category may be a term of any vocabulary
 * ('profanity', 'Violence or Graphic Descriptions', 'sexual content'...) or free text naming one of
 * the three; anything else is Moderate.
 * @example riskLevel('violence', 13) // 'High'
 */
export const riskLevel = (category: string, age: number): RiskLevel => {
  const id = toCategoryId(category) ?? KEYWORDS.find(([pattern]) => pattern.test(category))?.[1] ?? null;
  const underAge = id === null ? undefined : HIGH_RISK_UNDER_AGE[id];
  return underAge !== undefined && age < underAge ? 'High' : 'Moderate';
};
