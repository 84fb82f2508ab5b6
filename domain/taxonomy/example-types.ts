import type { CategoryId } from './content-categories.js';

/** The types a detailed content example can carry, for the two content families that are split. */
export const EXAMPLE_TYPES = ['whimsical_fantasy', 'dark_occult', 'constructive', 'malicious'] as const;

export type ExampleType = (typeof EXAMPLE_TYPES)[number];

export const EXAMPLE_TYPE_LABELS: Readonly<Record<ExampleType, string>> = {
  whimsical_fantasy: 'Whimsical Fantasy',
  dark_occult: 'Dark Occult/Horror',
  constructive: 'Constructive Challenge',
  malicious: 'Malicious Disrespect',
};

/** Which family each type belongs to and the canonical category it pins the content to. */
const REFINEMENT: Readonly<Record<ExampleType, { family: readonly CategoryId[]; to: CategoryId }>> = {
  whimsical_fantasy: { family: ['supernatural_whimsical', 'supernatural_dark'], to: 'supernatural_whimsical' },
  dark_occult: { family: ['supernatural_whimsical', 'supernatural_dark'], to: 'supernatural_dark' },
  constructive: { family: ['bullying_constructive', 'bullying_malicious'], to: 'bullying_constructive' },
  malicious: { family: ['bullying_constructive', 'bullying_malicious'], to: 'bullying_malicious' },
};

/** True when the value is one of the four example types. */
export const isExampleType = (value: unknown): value is ExampleType => typeof value === 'string' && (EXAMPLE_TYPES as readonly string[]).includes(value);

/** The label of an example type: `exampleTypeLabel('dark_occult')` → 'Dark Occult/Horror'; null when unknown. */
export const exampleTypeLabel = (type: string): string | null => (isExampleType(type) ? EXAMPLE_TYPE_LABELS[type] : null);

/**
 * Pins a supernatural or bullying category to the half its example's type names; any other pair
 * is returned unchanged. @example refineCategoryByExampleType('supernatural_dark', 'whimsical_fantasy') // 'supernatural_whimsical'
 */
export const refineCategoryByExampleType = (category: CategoryId, type: string): CategoryId => {
  if (!isExampleType(type)) return category;
  const { family, to } = REFINEMENT[type];
  return family.includes(category) ? to : category;
};

/** The canonical category each example type pins content to, read backwards: the type a split category stands for. */
const TYPE_OF_CATEGORY: Readonly<Partial<Record<CategoryId, ExampleType>>> = Object.fromEntries(EXAMPLE_TYPES.map((type) => [REFINEMENT[type].to, type]));

/**
 * The example type a canonical category stands for (the split families only), else null.
 * @example exampleTypeOf('supernatural_dark') // 'dark_occult'
 */
export const exampleTypeOf = (category: CategoryId): ExampleType | null => TYPE_OF_CATEGORY[category] ?? null;
