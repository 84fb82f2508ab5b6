import { categoryLabel, preferenceTagLabel, toCategoryId, toleranceLabel, TOLERANCE_LABELS, type CategoryId } from '../../domain/index.js';
import type { SummaryRequest } from '../../application/ports/profile-summary-writer.port.js';

/** A catalog book picked for the reader, with the interests it shares. */
export interface Suggestion {
  readonly title: string;
  readonly author: string;
  readonly shared: readonly string[];
}

export const SUGGESTIONS_WANTED = { min: 8, max: 12, preferred: 10 } as const;
const TOP_TAGS = 3;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []);
/** 'a', 'a and b', 'a, b and c'. */
export const listing = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The quiz's preference group, most chosen first (the quiz tallies them so), as words. */
const top = (prefs: Record<string, unknown>, group: string): string[] => strings(prefs[group]).slice(0, TOP_TAGS).map(preferenceTagLabel);

/** Comfort levels grouped by level, strictest first, in the tolerance scale's words. */
function comfortLines(tolerance: unknown): string[] {
  if (!isRecord(tolerance)) return [];
  const byLevel = new Map<number, Set<CategoryId>>();
  for (const [key, value] of Object.entries(tolerance)) {
    const id = toCategoryId(key);
    if (id === null || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const level = TOLERANCE_LABELS.indexOf(toleranceLabel(value));
    byLevel.set(level, (byLevel.get(level) ?? new Set()).add(id));
  }
  return [...byLevel.entries()].sort(([a], [b]) => a - b).map(([level, ids]) => `• ${TOLERANCE_LABELS[level]}: ${listing([...ids].map(categoryLabel))}`);
}

/**
 * The locally written reading summary: who the reader is, what they love, their comfort levels in
 * the scale's words, what to screen, and the catalog books picked for them (or an honest note that
 * the catalog has none yet). Same input, same text.
 */
export function composeLocalSummary(r: SummaryRequest, picks: readonly Suggestion[], catalogHasBooks: boolean): string {
  const q = r.quizData;
  const prefs = isRecord(q.book_preferences) ? q.book_preferences : {};
  const name = r.name;
  const paragraphs: string[] = [];

  paragraphs.push(`Meet ${name}, age ${r.age}${r.readingLevel ? `, reading at the ${r.readingLevel} level` : ''}.`);

  const loves: string[] = [];
  const loved = text(q.loved_books);
  if (loved) loves.push(`${name} has loved ${loved}.`);
  const genres = top(prefs, 'genres');
  const themes = top(prefs, 'themes');
  const tones = top(prefs, 'tones');
  const settings = top(prefs, 'settings');
  const characters = top(prefs, 'characters');
  if (genres.length) loves.push(`Favourite kinds of story: ${listing(genres)}.`);
  if (themes.length) loves.push(`Themes that hit home: ${listing(themes)}.`);
  if (tones.length) loves.push(`Books that feel ${listing(tones)} land best.`);
  if (settings.length) loves.push(`Favourite settings: ${listing(settings)}.`);
  if (characters.length) loves.push(`Characters that work: ${listing(characters)}.`);
  const character = text(q.favorite_book_character);
  if (character) loves.push(`Favourite book character: ${character}.`);
  if (r.booksLiked) loves.push(`Recently enjoyed: ${r.booksLiked}.`);
  if (r.booksDisliked) loves.push(`Not a fan of: ${r.booksDisliked}, so we will steer away from books like these.`);
  paragraphs.push(loves.length ? loves.join(' ') : `${name} has not told us much about favourite books yet; every scan helps us learn.`);

  const comfort = comfortLines(q.content_tolerance);
  if (comfort.length) paragraphs.push([`Comfort levels for ${name}:`, ...comfort].join('\n'));

  const screening = [
    ...new Set(
      strings(q.content_screening)
        .map(toCategoryId)
        .filter((c): c is CategoryId => c !== null),
    ),
  ].map(categoryLabel);
  const extra = text(q.additional_content_screening);
  if (screening.length || extra) {
    paragraphs.push(
      `Always flag${screening.length ? `: ${listing(screening)}` : ''}${extra ? `${screening.length ? '. Also watch for' : ':'} ${extra}` : ''}.`,
    );
  }

  if (picks.length > 0) {
    const note =
      picks.length < SUGGESTIONS_WANTED.min ? `\nThat is every book in the ShelfCheck catalog that fits ${name} today; the list grows with the catalog.` : '';
    const lines = picks.map((p) => `• ${p.title} by ${p.author}${p.shared.length ? ` (${listing(p.shared.map(preferenceTagLabel))})` : ''}`);
    paragraphs.push([`Books to try:`, ...lines].join('\n') + note);
  } else {
    paragraphs.push(
      catalogHasBooks
        ? `Books to try: none of the books in the ShelfCheck catalog fits ${name}'s comfort levels yet. Scan or search any book to check it.`
        : 'Books to try: the ShelfCheck catalog has no books yet, so there are no recommendations to make. Scan or search any book to check it.',
    );
  }
  return paragraphs.join('\n\n');
}
