import { categoryLabel, toleranceLabel, type CategoryId } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { BookCatalog, CatalogBook } from '../ports/book-catalog.port.js';
import type { ReaderDirectory, ReaderSnapshot } from '../ports/reader-directory.port.js';
import { BOOK_MESSAGES } from './book-messages.js';
import { findCatalogBook } from './find-catalog-book.js';

/** Words in a question and the categories they ask about. */
const TOPICS: ReadonlyArray<[RegExp, CategoryId[]]> = [
  [/swear|curse|cuss|language|profan|bad word|crude/i, ['profanity']],
  [/violen|fight|blood|gore|kill|war|weapon|battle/i, ['violence']],
  [/sex|romance|kiss|dating|love scene|intimate/i, ['sexual_content']],
  [/scar|frighten|horror|creepy|nightmare/i, ['scary_horror']],
  [/magic|witch|wizard|occult|supernatural|spell|ghost|demon/i, ['supernatural_whimsical', 'supernatural_dark']],
  [/death|die|dies|grief|loss|funeral/i, ['death_grief']],
  [/drug|alcohol|drink|smok|substance/i, ['drugs_alcohol']],
  [/bull(y|ies|ied)|mean|cruel/i, ['bullying_malicious', 'bullying_constructive']],
  [/suicid|self-harm|self harm/i, ['suicide_self_harm']],
  [/lgbt|gay|lesbian|queer|trans/i, ['lgbtq_content']],
  [/relig|god|church|faith|christian/i, ['religious_themes', 'religious_irreverence']],
  [/racis|prejudice|discriminat/i, ['discrimination']],
  [/divorce|separat/i, ['divorce_separation']],
  [/depress|anxiety|mental/i, ['mental_health']],
  [/politic|government|protest/i, ['political_processes', 'controversial_political']],
  [/body image|eating|weight|diet/i, ['body_image']],
];

/**
 * Answers a question about a book from what the catalog holds, honestly: content questions from the
 * flags, severities and notes (judged against the reader's comfort level), age and series questions
 * from the record; anything else says plainly that the notes do not cover it.
 */
export class BookChatUseCase {
  constructor(
    private readonly catalog: BookCatalog,
    private readonly readers: ReaderDirectory,
  ) {}

  async execute(cmd: { book: { title: string; author: string; summary?: string }; question: string; readerId: string }, actor: Actor): Promise<Outcome<{ response: string }>> {
    const question = cmd.question.trim();
    if (question === '') return failure(AppError.validation(['This field is required']));
    const reader = await this.readers.find(actor.id, cmd.readerId);
    if (!reader) return failure(new AppError('not_found', BOOK_MESSAGES.noReader));
    const book = await findCatalogBook(this.catalog, cmd.book);
    if (!book) return success({ response: `ShelfCheck's catalog has no content notes for "${cmd.book.title}" yet, so I can't answer that reliably.` });
    return success({ response: this.answer(book, question, reader) });
  }

  private answer(book: CatalogBook, question: string, reader: ReaderSnapshot): string {
    const topic = TOPICS.find(([re]) => re.test(question));
    if (topic) return topic[1].map((c) => this.aboutCategory(book, c, reader)).filter(Boolean).join(' ') || this.aboutCategory(book, topic[1][0], reader, true);
    if (/age|old enough|how old|grade|ready/i.test(question)) {
      return book.ageMin !== null
        ? `${book.title} is usually read from age ${book.ageMin}${book.ageMax ? ` to ${book.ageMax}` : ''}. ${reader.name} is ${reader.age}.`
        : `Our notes don't record an age range for ${book.title}.`;
    }
    if (/series|sequel|next book|volume/i.test(question)) {
      return book.series ? `${book.title} is book ${book.seriesVolume ?? '?'} of the ${book.series} series.` : `Our notes don't list ${book.title} as part of a series.`;
    }
    if (/about|plot|summary|what happens/i.test(question)) return book.summary || BOOK_MESSAGES.chatFallback;
    return BOOK_MESSAGES.chatFallback;
  }

  private aboutCategory(book: CatalogBook, category: CategoryId, reader: ReaderSnapshot, sayAbsent = false): string {
    const fact = book.facts.categories.find((c) => c.category === category && c.present);
    const label = categoryLabel(category);
    if (!fact) return sayAbsent ? `Our notes for ${book.title} flag no ${label.toLowerCase()}.` : '';
    const tolerance = reader.tolerance[category];
    const fit = typeof tolerance === 'number'
      ? fact.severity > tolerance
        ? ` That is above ${reader.name}'s comfort level (${toleranceLabel(tolerance)}).`
        : ` That is within ${reader.name}'s comfort level (${toleranceLabel(tolerance)}).`
      : '';
    return `${label}: level ${fact.severity} of 5. ${fact.description}${fit}`;
  }
}
