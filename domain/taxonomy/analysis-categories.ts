import type { CategoryId } from './content-categories.js';

/** The 17 flagged-content categories that a book analysis reports, worded as the analysis words them. */
export const ANALYSIS_CATEGORIES = [
  'Profanity or Crude Language',
  'Sexual Content or Innuendo',
  'Violence or Graphic Descriptions',
  'Bullying, Cruelty, or Mean-Spirited Humor',
  'Substance Abuse',
  'Suicide or Self-Harm',
  'Mental Health',
  'Occult, Witchcraft, or Supernatural Themes',
  'Hate Speech or Intolerance',
  'Animal Abuse or Neglect',
  'Irreverence Toward Grief or Death',
  'Unhealthy Relationships or Manipulation',
  'LGBTQ+ Themes',
  'Political or Controversial Social Issues',
  'Religious Irreverence or Mockery',
  'Discrimination/Prejudice',
  'Romance/Dating Content',
] as const;

export type AnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

/**
 * Analysis label → canonical category (17 onto 20, many-to-one). The labels with no comfort question
 * of their own go under the nearest one: animal abuse under violence, romance under sexual content,
 * hate speech under discrimination, unhealthy relationships (one person mistreating another) under
 * malicious bullying.
 */
export const CATEGORY_BY_ANALYSIS_CATEGORY: Readonly<Record<AnalysisCategory, CategoryId>> = {
  'Profanity or Crude Language': 'profanity',
  'Sexual Content or Innuendo': 'sexual_content',
  'Violence or Graphic Descriptions': 'violence',
  'Bullying, Cruelty, or Mean-Spirited Humor': 'bullying_malicious',
  'Substance Abuse': 'drugs_alcohol',
  'Suicide or Self-Harm': 'suicide_self_harm',
  'Mental Health': 'mental_health',
  'Occult, Witchcraft, or Supernatural Themes': 'supernatural_dark',
  'Hate Speech or Intolerance': 'discrimination',
  'Animal Abuse or Neglect': 'violence',
  'Irreverence Toward Grief or Death': 'death_grief',
  'Unhealthy Relationships or Manipulation': 'bullying_malicious',
  'LGBTQ+ Themes': 'lgbtq_content',
  'Political or Controversial Social Issues': 'controversial_political',
  'Religious Irreverence or Mockery': 'religious_irreverence',
  'Discrimination/Prejudice': 'discrimination',
  'Romance/Dating Content': 'sexual_content',
};
