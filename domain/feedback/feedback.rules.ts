import { EMAIL_MAX } from '../accounts/email.rules.js';
import type { Validation } from '../shared/validation.js';
import { validated } from '../shared/validation.js';
import { sanitizeText } from '../text/sanitize-text.js';

/** The feedback form: text 1 to 3000, optional email up to 254, category up to 50, rating 1 to 5 or none. */
export const FEEDBACK_TEXT_MIN = 1;
export const FEEDBACK_TEXT_MAX = 3000;
export const FEEDBACK_EMAIL_MAX = EMAIL_MAX;
export const FEEDBACK_CATEGORY_MAX = 50;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The categories the form offers; admins see own icons for these and for security and privacy. */
export const FEEDBACK_CATEGORIES = ['bug_report', 'feature_request', 'content', 'security', 'general'] as const;
export const FEEDBACK_ICON_CATEGORIES = ['bug_report', 'feature_request', 'content', 'security', 'privacy'] as const;

/** What a person reads for each category, on the form and in the admin's list. */
export const FEEDBACK_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  bug_report: 'Something is not working',
  feature_request: 'An idea or feature request',
  content: 'A book’s content or analysis',
  security: 'Security or privacy',
  privacy: 'Security or privacy',
  general: 'General feedback',
};

/**
 * The label of a stored category: its own words, or the stored text made readable ('some_thing' →
 * 'Some thing') for categories sent before the form offered them; null stays null.
 * @example feedbackCategoryLabel('security') // 'Security or privacy'
 */
export function feedbackCategoryLabel(category: string | null): string | null {
  if (category === null || category.trim() === '') return null;
  const known = FEEDBACK_CATEGORY_LABELS[category];
  if (known) return known;
  const words = category.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const FEEDBACK_MESSAGES = {
  fallback: 'Please check your input',
  rating: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  thanks: 'Thank you for your feedback! We appreciate your input.',
  failed: 'Failed to submit feedback. Please try again.',
} as const;

export interface FeedbackInput {
  readonly feedback_text: string;
  readonly email?: string | null;
  readonly category?: string | null;
  readonly rating?: number | null;
}

export interface Feedback {
  readonly feedback_text: string;
  readonly email: string | null;
  readonly category: string | null;
  readonly rating: number | null;
}

const isRating = (rating: number) => Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;

/** Checks every field with the generic text check (text required, email typed), and the rating. */
export function validateFeedback(input: FeedbackInput): Validation<Feedback> {
  const text = sanitizeText(input.feedback_text, { required: true, minLength: FEEDBACK_TEXT_MIN, maxLength: FEEDBACK_TEXT_MAX });
  const email = sanitizeText(input.email, { type: 'email', maxLength: FEEDBACK_EMAIL_MAX });
  const category = sanitizeText(input.category, { maxLength: FEEDBACK_CATEGORY_MAX });
  const rating = input.rating ?? null;
  const errors = [...text.errors, ...email.errors, ...category.errors, ...(rating === null || isRating(rating) ? [] : [FEEDBACK_MESSAGES.rating])];
  return validated(errors, {
    feedback_text: text.value,
    email: email.value || null,
    category: category.value || null,
    rating,
  });
}

/** What the form shows: the first message, or 'Please check your input' when there is none to show. */
export const feedbackErrorMessage = (errors: readonly string[]): string => errors[0] ?? FEEDBACK_MESSAGES.fallback;
