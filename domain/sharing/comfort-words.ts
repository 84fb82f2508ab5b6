import type { ReaderProfile } from '../matching/book-facts.js';
import { effectiveTolerance } from '../matching/default-tolerance.js';
import { CATEGORY_IDS, CATEGORY_LABELS, type CategoryId } from '../taxonomy/content-categories.js';
import type { Tolerance } from '../taxonomy/tolerance-scale.js';

/** Each category in the everyday words a card uses, and whether they take "are". */
export const CATEGORY_PLAIN_WORDS: Readonly<Record<CategoryId, { readonly words: string; readonly plural: boolean }>> = {
  violence: { words: 'violence', plural: false },
  sexual_content: { words: 'romance or sexual content', plural: false },
  profanity: { words: 'bad language', plural: false },
  lgbtq_content: { words: 'LGBTQ+ content', plural: false },
  drugs_alcohol: { words: 'drugs or alcohol', plural: true },
  death_grief: { words: 'death and grief', plural: false },
  divorce_separation: { words: 'divorce or separation', plural: false },
  religious_themes: { words: 'religious themes', plural: true },
  religious_irreverence: { words: 'mocking of religion', plural: false },
  supernatural_whimsical: { words: 'magic and whimsical fantasy', plural: false },
  supernatural_dark: { words: 'dark occult themes', plural: true },
  scary_horror: { words: 'scary or horror scenes', plural: true },
  mental_health: { words: 'mental health topics', plural: true },
  bullying_constructive: { words: 'characters standing up to authority', plural: true },
  bullying_malicious: { words: 'bullying and cruel disrespect', plural: false },
  political_processes: { words: 'politics and elections', plural: true },
  controversial_political: { words: 'controversial political topics', plural: true },
  discrimination: { words: 'discrimination and prejudice', plural: false },
  body_image: { words: 'body image and eating issues', plural: true },
  suicide_self_harm: { words: 'suicide or self-harm', plural: false },
};

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A comfort level in plain words: 0 "No violence at all", 1 "Only a hint of violence",
 * 2 "Mild violence is fine", 3 "Some violence is fine", 4 "Strong violence is fine",
 * 5 "Any violence is fine" (plural words take "are").
 * @example comfortInWords('sexual_content', 0) // 'No romance or sexual content at all'
 */
export function comfortInWords(category: CategoryId, level: Tolerance): string {
  const { words, plural } = CATEGORY_PLAIN_WORDS[category];
  const fine = plural ? 'are fine' : 'is fine';
  switch (level) {
    case 0:
      return `No ${words} at all`;
    case 1:
      return `Only a hint of ${words}`;
    case 2:
      return `Mild ${words} ${fine}`;
    case 3:
      return `Some ${words} ${fine}`;
    case 4:
      return `Strong ${words} ${fine}`;
    default:
      return capitalised(`any ${words} ${fine}`);
  }
}

/** One line of a card's comfort levels. */
export interface ComfortLine {
  readonly category: CategoryId;
  readonly label: string;
  readonly level: Tolerance;
  readonly words: string;
}

/**
 * The reader's comfort level in every category, in canonical order, as books are judged against
 * them: a screened category is "No … at all", an unanswered one takes the age default (so the
 * card says what the verdicts use, never more about the reader than the limits).
 */
export const comfortLines = (reader: ReaderProfile): ComfortLine[] =>
  CATEGORY_IDS.map((category) => {
    const level = effectiveTolerance(reader, category);
    return { category, label: CATEGORY_LABELS[category], level, words: comfortInWords(category, level) };
  });
