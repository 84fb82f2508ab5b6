import { ANALYSIS_CATEGORIES, CATEGORY_BY_ANALYSIS_CATEGORY } from './analysis-categories.js';
import { CATALOG_FLAGS, CATALOG_FLAG_BY_CATEGORY, CATEGORY_BY_CATALOG_FLAG } from './catalog-flags.js';
import { toCategoryId } from './category-resolver.js';
import { CATEGORY_IDS, categoryLabel, isCategoryId, type CategoryId } from './content-categories.js';
import { QUIZ_COMFORT_QUESTIONS } from './quiz-comfort.js';
import { CATEGORY_BY_SCREENING_KEY, SCREENING_KEYS, SCREENING_KEY_BY_CATEGORY } from './screening-keys.js';

describe('the four vocabularies', () => {
  it.each([
    ['the catalog has 16 flag columns', CATALOG_FLAGS.length, 16],
    ['the quiz asks 20 comfort questions', QUIZ_COMFORT_QUESTIONS.length, 20],
    ['the analysis reports 17 categories', ANALYSIS_CATEGORIES.length, 17],
    ['the analysis prompt takes 16 screening keys', SCREENING_KEYS.length, 16],
    ['the canonical list is the 20 quiz comfort ids', CATEGORY_IDS.length, 20],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each(CATALOG_FLAGS.map((flag) => [flag]))('catalog flag %s maps to a canonical category that maps back to it', (flag) => {
    const id = CATEGORY_BY_CATALOG_FLAG[flag];
    expect(isCategoryId(id)).toBe(true);
    expect(CATALOG_FLAG_BY_CATEGORY[id]).toBe(flag);
  });

  it.each(QUIZ_COMFORT_QUESTIONS.map((q) => [q.id, q.label]))('quiz comfort id %s is canonical, labelled %s', (id, label) => {
    expect(isCategoryId(id)).toBe(true);
    expect(categoryLabel(id)).toBe(label);
  });

  it.each(ANALYSIS_CATEGORIES.map((label) => [label]))('analysis category "%s" maps to a canonical category', (label) => {
    expect(isCategoryId(CATEGORY_BY_ANALYSIS_CATEGORY[label])).toBe(true);
  });

  it.each(SCREENING_KEYS.map((key) => [key]))('screening key %s maps to a canonical category', (key) => {
    expect(isCategoryId(CATEGORY_BY_SCREENING_KEY[key])).toBe(true);
  });

  it.each(CATEGORY_IDS.map((id) => [id]))('canonical category %s is stored in one catalog column', (id) => {
    expect(CATALOG_FLAGS).toContain(CATALOG_FLAG_BY_CATEGORY[id]);
  });

  it.each(Object.entries(SCREENING_KEY_BY_CATEGORY))('canonical category %s is screened as %s, which maps back to it or its split pair', (id, key) => {
    expect(CATALOG_FLAG_BY_CATEGORY[CATEGORY_BY_SCREENING_KEY[key]]).toBe(CATALOG_FLAG_BY_CATEGORY[id as CategoryId]);
  });

  it.each([
    ['many-to-one: animal abuse is judged as violence', 'Animal Abuse or Neglect', 'violence'],
    ['many-to-one: romance is judged as sexual content', 'Romance/Dating Content', 'sexual_content'],
    ['many-to-one: hate speech is judged as discrimination', 'hate_speech', 'discrimination'],
    ['many-to-one: disrespect of authority is judged as malicious disrespect', 'disrespect_authority', 'bullying_malicious'],
    ['a coarse catalog flag takes its plausible half', 'supernatural_occult', 'supernatural_dark'],
    ['case and surrounding spaces are ignored', '  substance abuse ', 'drugs_alcohol'],
    ['a canonical id resolves to itself', 'supernatural_whimsical', 'supernatural_whimsical'],
    ['a canonical label resolves to its id', 'Drugs & Alcohol', 'drugs_alcohol'],
    ['spaces or hyphens may stand for underscores', 'Sexual Content', 'sexual_content'],
    ['hyphens may stand for underscores', 'suicide-self-harm', 'suicide_self_harm'],
    ['an unknown term resolves to nothing', 'knitting', null],
  ])('%s', (_rule, term, expected) => {
    expect(toCategoryId(term)).toBe(expected);
  });

  it.each([
    ['a canonical id is recognised', 'body_image', true],
    ['a catalog flag that is not canonical is not', 'body_image_eating', false],
    ['a non-string is not', 3, false],
  ])('isCategoryId: %s', (_rule, value, expected) => {
    expect(isCategoryId(value)).toBe(expected);
  });
});
