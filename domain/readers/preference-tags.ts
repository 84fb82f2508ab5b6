/** The preference tags a reader collects in the quiz, by group. Books carry the same tags. */
export const PREFERENCE_TAGS = {
  genres: ['mystery', 'romance', 'fantasy', 'science_fiction', 'historical_fiction', 'literary_fiction', 'horror', 'realistic_fiction'],
  themes: [
    'love_relationships',
    'family_dynamics',
    'personal_growth',
    'social_justice',
    'overcoming_adversity',
    'good_vs_evil',
    'identity_belonging',
    'survival',
    'political_themes',
    'power_corruption',
  ],
  settings: ['contemporary', 'historical_past', 'small_town', 'big_city', 'workplace', 'alternate_reality', 'post_apocalyptic'],
  characters: [
    'strong_female_lead',
    'complex_male_lead',
    'ensemble_cast',
    'morally_gray',
    'anti_hero',
    'unreliable_narrator',
    'diverse_representation',
    'young_adults',
    'found_family',
  ],
  tones: [
    'dark_gritty',
    'light_humorous',
    'emotional_heartfelt',
    'suspenseful',
    'fast_paced',
    'introspective',
    'atmospheric',
    'witty_clever',
    'uplifting_hopeful',
    'thought_provoking',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PreferenceGroup = keyof typeof PREFERENCE_TAGS;
export type PreferenceTag = (typeof PREFERENCE_TAGS)[PreferenceGroup][number];

export const PREFERENCE_GROUPS = Object.keys(PREFERENCE_TAGS) as PreferenceGroup[];

/** Every tag of every group, in group order. */
export const ALL_PREFERENCE_TAGS: readonly PreferenceTag[] = PREFERENCE_GROUPS.flatMap((group) => PREFERENCE_TAGS[group]);

/** The group a tag belongs to, or null for an unknown tag. */
export const preferenceGroupOf = (tag: string): PreferenceGroup | null =>
  PREFERENCE_GROUPS.find((group) => (PREFERENCE_TAGS[group] as readonly string[]).includes(tag)) ?? null;

/** Tags whose words need more than their underscores replaced to read as people say them. */
const TAG_WORDS: Readonly<Record<string, string>> = {
  light_humorous: 'light and humorous',
  dark_gritty: 'dark and gritty',
  emotional_heartfelt: 'emotional and heartfelt',
  uplifting_hopeful: 'uplifting and hopeful',
  witty_clever: 'witty and clever',
  good_vs_evil: 'good vs. evil',
  historical_past: 'the historical past',
  morally_gray: 'morally grey characters',
  anti_hero: 'anti-heroes',
  unreliable_narrator: 'an unreliable narrator',
  young_adults: 'young adult characters',
  fast_paced: 'fast-paced',
  thought_provoking: 'thought-provoking',
  post_apocalyptic: 'post-apocalyptic',
  strong_female_lead: 'a strong female lead',
  complex_male_lead: 'a complex male lead',
  ensemble_cast: 'an ensemble cast',
};

/**
 * How a tag reads to people, in a sentence (lower case, no underscores):
 * `preferenceTagLabel('light_humorous')` → 'light and humorous', `preferenceTagLabel('small_town')` → 'small town'.
 */
export const preferenceTagLabel = (tag: string): string => TAG_WORDS[tag] ?? tag.replace(/_/g, ' ');
