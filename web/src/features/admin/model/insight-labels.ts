import type { InsightType } from '../../../../../domain/index.js';

/** The insight test's three kinds, in the order the page shows them. */
export const INSIGHT_LABELS: Record<InsightType, { title: string; description: string }> = {
  'personalized-summary': { title: 'Personalized Summary', description: 'What the book is about, told for this reader.' },
  'content-explanation': { title: 'Content Explanation', description: 'What the book holds in each content category, against the comfort level for this age.' },
  'recommendation-reasoning': { title: 'Recommendation Reasoning', description: 'Whether to recommend it to this reader, and why.' },
};
