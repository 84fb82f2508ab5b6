import { AGE_BOUNDS } from '../readers/age-bounds.js';
import { DEFAULT_INSIGHT_AGE } from '../readers/default-ages.js';

/** The admin area's wording and the insight test's rules. */
export const ADMIN_MESSAGES = {
  loginRequired: 'Please log in to access the admin panel.',
  invalidPassword: 'Invalid password',
  accessGranted: 'Access granted',
  feedbackLoadFailed: 'Failed to load feedback',
  usersLoadFailed: 'Failed to load users',
  feedbackUpdateFailed: 'Failed to update feedback status',
  selectBook: 'Select a book',
  fixFailed: 'Failed to fix book data',
  fixed: 'Book data fixed! Please refresh the book scanner page.',
} as const;

export const INSIGHT_TYPES = ['personalized-summary', 'content-explanation', 'recommendation-reasoning'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];
/** The insight test's fixed reading level. */
export const INSIGHT_READING_LEVEL = 'Grade 5';

export const INSIGHT_MESSAGES = {
  allFailed: 'Failed to generate all insights',
  oneFailed: 'Failed to generate',
  defaultFailure: 'Failed to get personalized insight',
} as const;

/** The insight test needs a book and a reader age from 5 to 18 (10 when left empty). */
export function validateInsightRequest(input: { isbn?: string | null; readerAge?: number | null }): string[] {
  const { min, max } = AGE_BOUNDS.insightTest;
  const age = input.readerAge ?? DEFAULT_INSIGHT_AGE;
  return [
    ...((input.isbn ?? '').trim() === '' ? [ADMIN_MESSAGES.selectBook] : []),
    ...(Number.isInteger(age) && age >= min && age <= max ? [] : [`Reader age must be between ${min} and ${max}`]),
  ];
}
