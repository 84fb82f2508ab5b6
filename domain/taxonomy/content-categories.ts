/**
 * The canonical content categories of ShelfCheck: the 20 comfort questions of the quiz.
 *
 * Why these 20 and not one of the other three vocabularies (catalog flags, analysis labels, prompt
 * screening keys):
 * - they are the vocabulary in which a reader's tolerance is recorded (quiz `content_tolerance`
 *   maps these ids to 0..5), so every content fact, once mapped, meets a tolerance the reader gave;
 * - wherever the vocabularies overlap, this one is the finest: it splits supernatural (whimsical /
 *   dark), bullying (constructive / malicious), political (processes / controversial) and religious
 *   (themes / irreverence) content, which the others lump together;
 * - the concepts only the other vocabularies name (animal abuse, romance, hate speech, unhealthy
 *   relationships, disrespect of authority, unresolved emotions) each fit under one of these
 *   questions, so every term of every vocabulary maps many-to-one onto this list.
 */
export const CATEGORY_IDS = [
  'violence',
  'sexual_content',
  'profanity',
  'lgbtq_content',
  'drugs_alcohol',
  'death_grief',
  'divorce_separation',
  'religious_themes',
  'religious_irreverence',
  'supernatural_whimsical',
  'supernatural_dark',
  'scary_horror',
  'mental_health',
  'bullying_constructive',
  'bullying_malicious',
  'political_processes',
  'controversial_political',
  'discrimination',
  'body_image',
  'suicide_self_harm',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Human labels, used in alerts, considerations and the comfort questions. */
export const CATEGORY_LABELS: Readonly<Record<CategoryId, string>> = {
  violence: 'Violence',
  sexual_content: 'Sexual Content',
  profanity: 'Profanity & Crude Language',
  lgbtq_content: 'LGBTQ+ Content',
  drugs_alcohol: 'Drugs & Alcohol',
  death_grief: 'Death & Grief',
  divorce_separation: 'Divorce & Separation',
  religious_themes: 'Religious Themes',
  religious_irreverence: 'Religious Irreverence',
  supernatural_whimsical: 'Supernatural: Whimsical Fantasy',
  supernatural_dark: 'Supernatural: Dark Occult/Horror',
  scary_horror: 'Scary & Horror',
  mental_health: 'Mental Health',
  bullying_constructive: 'Bullying & Authority: Constructive Challenge',
  bullying_malicious: 'Bullying & Authority: Malicious Disrespect',
  political_processes: 'Political Processes',
  controversial_political: 'Controversial Political Topics',
  discrimination: 'Discrimination & Prejudice',
  body_image: 'Body Image & Eating',
  suicide_self_harm: 'Suicide & Self-Harm',
};

/** True when the value is one of the canonical category ids. */
export const isCategoryId = (value: unknown): value is CategoryId => typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);

/** The human label of a canonical category: `categoryLabel('drugs_alcohol')` → 'Drugs & Alcohol'. */
export const categoryLabel = (id: CategoryId): string => CATEGORY_LABELS[id];
