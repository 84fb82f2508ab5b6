import { toCategoryId } from './category-resolver.js';
import type { CategoryId } from './content-categories.js';

export type RiskLevel = 'High' | 'Moderate';

/** The categories that are high-risk below an age: profanity under 12, violence under 14, sexual content under 16. */
export const HIGH_RISK_UNDER_AGE: Readonly<Partial<Record<CategoryId, number>>> = {
  profanity: 12,
  violence: 14,
  sexual_content: 16,
};

/**
 * The risk of a content category for a reader's age. The category may be a term of any vocabulary
 * ('profanity', 'Violence or Graphic Descriptions', 'sexual_content'...); unknown terms are Moderate.
 * @example riskLevel('violence', 13) // 'High'
 */
export const riskLevel = (category: string, age: number): RiskLevel => {
  const id = toCategoryId(category);
  const underAge = id === null ? undefined : HIGH_RISK_UNDER_AGE[id];
  return underAge !== undefined && age < underAge ? 'High' : 'Moderate';
};
