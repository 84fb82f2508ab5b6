import type { CategoryId } from './content-categories.js';

/** The 16 flag columns of the book-content catalog, in the column order of the 36-field import row. */
export const CATALOG_FLAGS = [
  'violence',
  'sexual_content',
  'profanity_crude_language',
  'lgbtq_content',
  'drug_alcohol_use',
  'death_grief',
  'divorce_separation',
  'religious_content',
  'supernatural_occult',
  'scary_horror',
  'mental_health',
  'bullying_cruelty',
  'political_themes',
  'discrimination_prejudice',
  'body_image_eating',
  'suicide_self_harm',
] as const;

export type CatalogFlag = (typeof CATALOG_FLAGS)[number];

/**
 * Catalog flag → canonical category. Four flags are coarser than the canonical list; each maps to
 * the category a bare "yes" most plausibly means: "occult" and "cruelty" name the dark / malicious
 * side, "political themes" the controversial side, "religious content" neutral religious themes.
 * An example's type can refine a flag later (see `refineCategoryByExampleType`).
 */
export const CATEGORY_BY_CATALOG_FLAG: Readonly<Record<CatalogFlag, CategoryId>> = {
  violence: 'violence',
  sexual_content: 'sexual_content',
  profanity_crude_language: 'profanity',
  lgbtq_content: 'lgbtq_content',
  drug_alcohol_use: 'drugs_alcohol',
  death_grief: 'death_grief',
  divorce_separation: 'divorce_separation',
  religious_content: 'religious_themes',
  supernatural_occult: 'supernatural_dark',
  scary_horror: 'scary_horror',
  mental_health: 'mental_health',
  bullying_cruelty: 'bullying_malicious',
  political_themes: 'controversial_political',
  discrimination_prejudice: 'discrimination',
  body_image_eating: 'body_image',
  suicide_self_harm: 'suicide_self_harm',
};

/** Canonical category → the catalog column that stores it (20 onto 16: the split pairs share a column). */
export const CATALOG_FLAG_BY_CATEGORY: Readonly<Record<CategoryId, CatalogFlag>> = {
  violence: 'violence',
  sexual_content: 'sexual_content',
  profanity: 'profanity_crude_language',
  lgbtq_content: 'lgbtq_content',
  drugs_alcohol: 'drug_alcohol_use',
  death_grief: 'death_grief',
  divorce_separation: 'divorce_separation',
  religious_themes: 'religious_content',
  religious_irreverence: 'religious_content',
  supernatural_whimsical: 'supernatural_occult',
  supernatural_dark: 'supernatural_occult',
  scary_horror: 'scary_horror',
  mental_health: 'mental_health',
  bullying_constructive: 'bullying_cruelty',
  bullying_malicious: 'bullying_cruelty',
  political_processes: 'political_themes',
  controversial_political: 'political_themes',
  discrimination: 'discrimination_prejudice',
  body_image: 'body_image_eating',
  suicide_self_harm: 'suicide_self_harm',
};
