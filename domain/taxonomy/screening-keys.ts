import type { CategoryId } from './content-categories.js';

/** The 16 screening keys that the analysis prompt receives (a reader's `content_screening` list). */
export const SCREENING_KEYS = [
  'profanity',
  'sexual_content',
  'violence',
  'bullying',
  'substance_abuse',
  'suicide_self_harm',
  'disrespect_authority',
  'occult_supernatural',
  'hate_speech',
  'animal_abuse',
  'irreverence_death',
  'unhealthy_relationships',
  'gender_identity',
  'political_issues',
  'religious_irreverence',
  'emotional_unresolved',
] as const;

export type ScreeningKey = (typeof SCREENING_KEYS)[number];

/**
 * Screening key → canonical category (16 onto 20, many-to-one). Screening means "flag this", so
 * a key that could mean either half of a split pair maps to the half a parent screens for:
 * disrespect of authority and bullying to malicious disrespect, occult to dark supernatural.
 */
export const CATEGORY_BY_SCREENING_KEY: Readonly<Record<ScreeningKey, CategoryId>> = {
  profanity: 'profanity',
  sexual_content: 'sexual_content',
  violence: 'violence',
  bullying: 'bullying_malicious',
  substance_abuse: 'drugs_alcohol',
  suicide_self_harm: 'suicide_self_harm',
  disrespect_authority: 'bullying_malicious',
  occult_supernatural: 'supernatural_dark',
  hate_speech: 'discrimination',
  animal_abuse: 'violence',
  irreverence_death: 'death_grief',
  unhealthy_relationships: 'bullying_malicious',
  gender_identity: 'lgbtq_content',
  political_issues: 'controversial_political',
  religious_irreverence: 'religious_irreverence',
  emotional_unresolved: 'mental_health',
};

/**
 * Canonical category → the screening key that asks the analysis to look for it, where one does.
 * Divorce, neutral religious themes, scary content, body image and constructive challenge have no key.
 */
export const SCREENING_KEY_BY_CATEGORY: Readonly<Partial<Record<CategoryId, ScreeningKey>>> = {
  violence: 'violence',
  sexual_content: 'sexual_content',
  profanity: 'profanity',
  lgbtq_content: 'gender_identity',
  drugs_alcohol: 'substance_abuse',
  death_grief: 'irreverence_death',
  religious_irreverence: 'religious_irreverence',
  supernatural_whimsical: 'occult_supernatural',
  supernatural_dark: 'occult_supernatural',
  mental_health: 'emotional_unresolved',
  bullying_malicious: 'bullying',
  political_processes: 'political_issues',
  controversial_political: 'political_issues',
  discrimination: 'hate_speech',
  suicide_self_harm: 'suicide_self_harm',
};
