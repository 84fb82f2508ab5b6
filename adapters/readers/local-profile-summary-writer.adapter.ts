import type { MikroORM } from '@mikro-orm/postgresql';
import { categoryLabel, toCategoryId, toleranceLabel } from '../../domain/index.js';
import type { ProfileSummaryWriter, SummaryRequest } from '../../application/readers/profile-summary-writer.port.js';
import { sql } from '../persistence/sql.js';

const words = (tags: readonly string[]) => tags.map((t) => t.replaceAll('_', ' '));
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const RECOMMENDATIONS = 10;

/**
 * The summary written by rules, with no AI: who the reader is, what they enjoy, their comfort
 * levels in words, what to screen, and 8 to 12 catalog books that share their tags and fit their age.
 */
export class LocalProfileSummaryWriter implements ProfileSummaryWriter {
  constructor(private readonly orm: MikroORM) {}

  async write(r: SummaryRequest): Promise<string> {
    const q = r.quizData;
    const prefs = (q.book_preferences ?? {}) as Record<string, string[]>;
    const tags = Object.values(prefs).flat().filter((t): t is string => typeof t === 'string');
    const tolerance = Object.entries((q.content_tolerance ?? {}) as Record<string, number>)
      .map(([k, v]) => [toCategoryId(k), v] as const)
      .filter((e): e is readonly [NonNullable<ReturnType<typeof toCategoryId>>, number] => e[0] !== null && typeof e[1] === 'number');
    const strict = tolerance.filter(([, v]) => v <= 1).map(([c]) => categoryLabel(c).toLowerCase());
    const relaxed = tolerance.filter(([, v]) => v >= 4).map(([c]) => categoryLabel(c).toLowerCase());
    const lines: string[] = [];
    lines.push(`${r.name} is ${r.age}${r.readingLevel ? `, reading at ${r.readingLevel} level` : ''}.`);
    if (prefs.genres?.length) lines.push(`${r.name} is drawn to ${list(words(prefs.genres))}.`);
    if (prefs.themes?.length) lines.push(`Favourite themes: ${list(words(prefs.themes))}.`);
    if (prefs.tones?.length) lines.push(`Books that feel ${list(words(prefs.tones))} land best.`);
    if (typeof q.loved_books === 'string' && q.loved_books.trim()) lines.push(`Loved so far: ${q.loved_books.trim()}.`);
    if (typeof q.favorite_book_character === 'string' && q.favorite_book_character.trim()) lines.push(`Favourite character: ${q.favorite_book_character.trim()}.`);
    if (r.booksLiked) lines.push(`Recently enjoyed: ${r.booksLiked}.`);
    if (r.booksDisliked) lines.push(`Did not enjoy: ${r.booksDisliked}; we will steer away from books like these.`);
    if (strict.length) lines.push(`Keep ${list(strict)} to a minimum (${toleranceLabel(0)} or ${toleranceLabel(1)}).`);
    if (relaxed.length) lines.push(`Comfortable with ${list(relaxed)}.`);
    const screening = Array.isArray(q.content_screening) ? (q.content_screening as string[]).map(toCategoryId).filter((c) => c !== null) : [];
    if (screening.length) lines.push(`Always flag: ${list(screening.map((c) => categoryLabel(c!).toLowerCase()))}.`);
    const picks = await this.recommend(tags, r.age);
    lines.push(
      picks.length > 0
        ? `\nBooks to try:\n${picks.map((p) => `• ${p.title} by ${p.author}`).join('\n')}`
        : '\nShelfCheck has no catalog books to suggest yet; search or scan a book to check it.',
    );
    return lines.join(' ').replace(/ \n/g, '\n');
  }

  private async recommend(tags: readonly string[], age: number): Promise<{ title: string; author: string }[]> {
    const rows = await sql(
      this.orm,
      `select title, author from book_content_analysis
        where (age_min is null or age_min <= ?) and (age_max is null or age_max + 2 >= ?)
        order by cardinality(array(select unnest(tags) intersect select jsonb_array_elements_text(?::jsonb))) desc, title asc
        limit ?`,
      [age, age, JSON.stringify(tags), RECOMMENDATIONS],
    );
    return rows.map((r) => ({ title: String(r.title), author: String(r.author) }));
  }
}
