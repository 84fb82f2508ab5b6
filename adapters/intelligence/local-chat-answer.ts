import { categoryLabel, CATALOG_FLAG_BY_CATEGORY, effectiveTolerance, isScreened, matchBook, toleranceLabel, type CategoryId } from '../../domain/index.js';
import type { CatalogBook } from '../../application/ports/book-catalog.port.js';
import type { ReaderSnapshot } from '../../application/ports/reader-directory.port.js';
import { profileOf } from '../../application/books/reader-profile.js';

/** What the local answer says when the notes do not cover a question. */
export const CANNOT_KNOW = "I can only answer from ShelfCheck's content notes for this book; they don't cover that.";

/** Words in a question and the categories they ask about. */
const TOPICS: ReadonlyArray<readonly [RegExp, readonly CategoryId[]]> = [
  [/swear|curs(e|ing)|cuss|language|profan|bad word|crude/i, ['profanity']],
  [/violen|fight|blood|gore|kill|war\b|weapon|battle/i, ['violence']],
  [/sex|romance|romantic|kiss|dating|love scene|intimate|innuendo/i, ['sexual_content']],
  [/scar|frighten|horror|creepy|nightmare|spooky/i, ['scary_horror']],
  [/magic|witch|wizard|occult|supernatural|spell|ghost|demon/i, ['supernatural_whimsical', 'supernatural_dark']],
  [/death|\bdie|dies|dying|grief|loss|funeral/i, ['death_grief']],
  [/drug|alcohol|drink|smok|substance/i, ['drugs_alcohol']],
  [/bull(y|ies|ied|ying)|mean-spirited|\bmean to\b|cruel|disrespect/i, ['bullying_malicious', 'bullying_constructive']],
  [/suicid|self-harm|self harm/i, ['suicide_self_harm']],
  [/lgbt|gay|lesbian|queer|trans/i, ['lgbtq_content']],
  [/relig|\bgod\b|church|faith|christian|prayer/i, ['religious_themes', 'religious_irreverence']],
  [/racis|prejudice|discriminat/i, ['discrimination']],
  [/divorce|separat/i, ['divorce_separation']],
  [/depress|anxiety|mental/i, ['mental_health']],
  [/politic|government|protest/i, ['political_processes', 'controversial_political']],
  [/body image|eating|weight|diet/i, ['body_image']],
];
const SUITABILITY = /appropriate|suitable|okay for|ok for|good for|right for|fit for|safe for|should (i|we) let/i;
const AGE = /\bage\b|old enough|how old|grade|ready for/i;
const SERIES = /series|sequel|next book|volume/i;
const PLOT = /about|plot|summary|what happens|story/i;

function aboutCategory(book: CatalogBook, category: CategoryId, reader: ReaderSnapshot): string | null {
  const fact = book.facts.categories.find((c) => c.present && CATALOG_FLAG_BY_CATEGORY[c.category] === CATALOG_FLAG_BY_CATEGORY[category]);
  if (!fact) return null;
  // judged as matchBook judges it: the reader's answer, the age default, or 0 when screened
  const profile = profileOf(reader);
  const tolerance = effectiveTolerance(profile, fact.category);
  const fit =
    fact.severity <= tolerance
      ? ` That is within ${reader.name}'s comfort level (${toleranceLabel(tolerance)}).`
      : isScreened(profile, fact.category)
        ? ` It is on ${reader.name}'s screening list.`
        : ` That is above ${reader.name}'s comfort level (${toleranceLabel(tolerance)}).`;
  return `${categoryLabel(fact.category)}: level ${fact.severity} of 5. ${fact.description}${fit}`;
}

/**
 * Answers a question about a book from the catalog, honestly: content questions from the flags,
 * severities and notes (judged against the reader's comfort levels), suitability from the domain's
 * match, age, series and plot from the record; anything else says plainly that the notes do not
 * cover it. Nothing is made up.
 */
export function localChatAnswer(book: CatalogBook, question: string, reader: ReaderSnapshot): string {
  const topics = TOPICS.filter(([re]) => re.test(question));
  if (topics.length > 0) {
    const categories = [...new Set(topics.flatMap(([, c]) => c))];
    const found = [...new Set(categories.map((c) => aboutCategory(book, c, reader)).filter((s): s is string => s !== null))];
    if (found.length > 0) return found.join(' ');
    // a category nobody rated is not a clean bill: say so instead of "flag no"
    const rated = new Set(book.facts.categories.map((c) => c.category));
    const unrated = categories.filter((c) => !rated.has(c) && (book.facts.unrated ?? []).includes(c));
    const clean = categories.filter((c) => !unrated.includes(c));
    const labels = (ids: readonly CategoryId[]) => [...new Set(ids.map((c) => categoryLabel(c).toLowerCase()))].join(' or ');
    return [
      ...(clean.length > 0 ? [`ShelfCheck's notes for ${book.title} flag no ${labels(clean)}.`] : []),
      ...(unrated.length > 0
        ? [`ShelfCheck's notes for ${book.title} do not rate ${labels(unrated)} (not rated), so they cannot say whether it is there.`]
        : []),
    ].join(' ');
  }
  if (SUITABILITY.test(question)) {
    const match = matchBook(book.facts, profileOf(reader));
    const alerts = match.parentAlerts.length > 0 ? ` ${match.parentAlerts.join('. ')}.` : ` ${match.matchReason.join('. ')}.`;
    return `For ${reader.name}, ${book.title} is a ${match.matchLevel} match (${match.matchScore}%).${alerts}`;
  }
  if (AGE.test(question)) {
    return book.ageMin !== null
      ? `${book.title} is usually read from age ${book.ageMin}${book.ageMax ? ` to ${book.ageMax}` : ''}. ${reader.name} is ${reader.age}.`
      : `ShelfCheck's notes don't record an age range for ${book.title}.`;
  }
  if (SERIES.test(question)) {
    return book.series
      ? `${book.title} is book ${book.seriesVolume ?? '?'} of the ${book.series} series.`
      : `ShelfCheck's notes don't list ${book.title} as part of a series.`;
  }
  if (PLOT.test(question) && book.summary.trim() !== '') return book.summary;
  return CANNOT_KNOW;
}
