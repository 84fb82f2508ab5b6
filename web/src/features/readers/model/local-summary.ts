import { categoryLabel, isCategoryId, preferenceTagLabel, TOLERANCE_LABELS, toleranceLabel, type CategoryId } from '../../../../../domain/index.js';
import type { QuizData } from './reader.types.js';

/** 'a', 'a and b', 'a, b and c'. */
const listing = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const top = (tags: readonly string[] | undefined, n = 3): string[] => (tags ?? []).slice(0, n).map(preferenceTagLabel);

/**
 * The reading summary written in the browser when the AI service fails (the specification falls
 * back silently): who the reader is, what they love, and their comfort levels in the scale's words.
 * @example buildLocalSummary({ name: 'Mia', age: 9, ... }) // 'Meet Mia, age 9, reading at the Elementary level.\n\n…'
 */
export function buildLocalSummary(quiz: QuizData): string {
  const { name } = quiz;
  const paragraphs = [`Meet ${name}, age ${quiz.age}${quiz.reading_level ? `, reading at the ${quiz.reading_level} level` : ''}.`];

  const prefs = quiz.book_preferences;
  const line = (label: string, items: readonly string[]) => (items.length > 0 ? `• ${label}: ${listing(items)}` : null);
  const loves = [
    quiz.loved_books ? `• Loved books: ${quiz.loved_books}` : null,
    line('Kinds of story', top(prefs.genres)),
    line('Themes', top(prefs.themes)),
    line('Feel', top(prefs.tones)),
    line('Settings', top(prefs.settings)),
    line('Characters', top(prefs.characters)),
    quiz.favorite_book_character ? `• Favourite character: ${quiz.favorite_book_character}` : null,
  ].filter((s): s is string => s !== null);
  paragraphs.push(
    loves.length > 0 ? [`What ${name} enjoys:`, ...loves].join('\n') : `${name} has not told us much about favourite books yet; every scan helps us learn.`,
  );

  const byLevel = new Map<number, CategoryId[]>();
  for (const [id, level] of Object.entries(quiz.content_tolerance)) {
    if (!isCategoryId(id) || typeof level !== 'number') continue;
    const index = TOLERANCE_LABELS.indexOf(toleranceLabel(level));
    byLevel.set(index, [...(byLevel.get(index) ?? []), id]);
  }
  const comfort = [...byLevel.entries()].sort(([a], [b]) => a - b).map(([level, ids]) => `• ${TOLERANCE_LABELS[level]}: ${listing(ids.map(categoryLabel))}`);
  if (comfort.length > 0) paragraphs.push([`Comfort levels for ${name}:`, ...comfort].join('\n'));

  if (quiz.additional_content_screening) paragraphs.push(`Also watch for: ${quiz.additional_content_screening}.`);
  return paragraphs.join('\n\n');
}
