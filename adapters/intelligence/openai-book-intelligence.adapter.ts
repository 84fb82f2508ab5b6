import {
  CATEGORY_IDS,
  categoryLabel,
  clampSeverity,
  effectiveTolerance,
  exampleTypeLabel,
  exampleTypeOf,
  isCategoryId,
  isExampleType,
  parseIsbn,
  refineCategoryByExampleType,
  toleranceLabel,
  type CategoryId,
} from '../../domain/index.js';
import type { AnalysedBook, BookCatalog, CatalogBook, RelatedCatalogBook } from '../../application/ports/book-catalog.port.js';
import type { BookIntelligence, BookQuery, BookRef, ContentExample, Identification, Review } from '../../application/ports/book-intelligence.port.js';
import type { ReaderSnapshot } from '../../application/ports/reader-directory.port.js';
import { BOOK_MESSAGES } from '../../application/books/book-messages.js';
import { profileOf } from '../../application/books/reader-profile.js';
import type { OpenAiJsonClient } from './openai-json-client.js';
import {
  ANSWER_SCHEMA,
  EXAMPLES_SCHEMA,
  FACTS_SCHEMA,
  IDENTIFY_SCHEMA,
  REVIEWS_SCHEMA,
  type AiAnswer,
  type AiBookFacts,
  type AiExamples,
  type AiIdentification,
  type AiReviews,
} from './openai-book-schemas.js';
import { resolveCatalogBook } from './resolve-catalog-book.js';

const CATEGORY_GUIDE = CATEGORY_IDS.map((id) => `${id} (${categoryLabel(id)})`).join('; ');
const INSTRUCTIONS = {
  identify: 'Task: identify the published book the query in the data means. Use title, author, ISBN and free text alike; allow for typos and partial titles.',
  facts: [
    'Task: report the content facts of the book in the data, for parents deciding whether it suits a reader.',
    `Give one entry for each of these content categories: ${CATEGORY_GUIDE}.`,
    'Severity runs 0 to 5: 0 absent, 1 a brief or mild mention, 2 mild, 3 moderate (on the page, not graphic), 4 strong, 5 graphic or pervasive.',
    'Supernatural content is either whimsical (fairy-tale magic, friendly wizards) or dark (occult, demonic, horror); bullying content is either a constructive challenge',
    '(standing up to unfair authority, teasing the story resolves) or malicious (cruelty, contempt); mark only the half that applies, or both when both occur.',
  ].join(' '),
  examples:
    'Task: give up to six concrete examples of the named content category in the book in the data, in reading order. No examples when the category does not occur.',
  reviews:
    'Task: summarise how readers with the perspective in the data generally receive the book, as up to five short reviews drawn from its published reception. No reviews when you do not know the book well.',
  answer:
    "Task: answer the parent's question in the data about the book, plainly and factually. Prefer ShelfCheck's notes where they cover it. When you do not know, return an empty answer rather than guessing.",
} as const;

const blank = (s: string | null | undefined) => !s || s.trim() === '';
const validIsbn = (isbn: string | null | undefined): string | null => {
  const parsed = isbn ? parseIsbn(isbn) : null;
  return parsed?.ok ? parsed.value : null;
};
const bookData = (book: BookRef, known: CatalogBook | null) => ({
  title: known?.title ?? book.title,
  author: known?.author ?? book.author,
  isbn: known?.isbn ?? book.isbn ?? null,
  summary: (known?.summary || book.summary) ?? null,
});

/**
 * Book intelligence with an OpenAI-compatible model behind the catalog: what the catalog holds is
 * answered from it at once (no call); a book it lacks is identified and analysed by the model, and
 * the analysis is kept in the catalog (source 'ai') so the next reader gets it at once. Examples,
 * reviews and answers come from the model, grounded on the catalog's notes where there are some.
 * User text travels only inside the user message as JSON data.
 */
export class OpenAiBookIntelligence implements BookIntelligence {
  constructor(
    private readonly catalog: BookCatalog,
    private readonly local: BookIntelligence,
    private readonly ai: OpenAiJsonClient,
  ) {}

  async identify(query: BookQuery): Promise<Identification> {
    const local = await this.local.identify(query);
    if (local.kind !== 'none') return local;
    const found = await this.ai.ask<AiIdentification>({
      name: 'identify_book',
      schema: IDENTIFY_SCHEMA,
      instructions: INSTRUCTIONS.identify,
      data: {
        task: 'identify_book',
        query: { text: query.originalQuery ?? null, title: query.title ?? null, author: query.author ?? null, isbn: query.isbn ?? null },
      },
      failure: BOOK_MESSAGES.analysisFailed,
      maxTokens: 800,
    });
    const books = found.books.filter((b) => !blank(b.title) && !blank(b.author));
    if (found.status === 'none' || books.length === 0) return { kind: 'none' };
    const refs = await Promise.all(
      books.map(async (b) => {
        const known = await resolveCatalogBook(this.catalog, { title: b.title, author: b.author, isbn: validIsbn(b.isbn) });
        const ref = {
          id: known?.id ?? null,
          title: known?.title ?? b.title.trim(),
          author: known?.author ?? b.author.trim(),
          isbn: known?.isbn ?? validIsbn(b.isbn),
          score: b.confidence,
        };
        return { ref, known };
      }),
    );
    if (found.status === 'one' || refs.length === 1) return { kind: 'one', book: refs[0].ref, known: refs[0].known };
    return { kind: 'choose', matches: refs.map((r) => r.ref) };
  }

  async facts(book: BookRef): Promise<CatalogBook | null> {
    const known = await resolveCatalogBook(this.catalog, book);
    if (known) return known;
    const facts = await this.ai.ask<AiBookFacts>({
      name: 'book_facts',
      schema: FACTS_SCHEMA,
      instructions: INSTRUCTIONS.facts,
      data: { task: 'book_facts', book: bookData(book, null) },
      failure: BOOK_MESSAGES.analysisFailed,
      maxTokens: 4000,
    });
    return this.catalog.upsertFromAnalysis(analysedBook(facts, book, this.ai.model));
  }

  related(book: CatalogBook, limit: number): Promise<RelatedCatalogBook[]> {
    return this.local.related(book, limit);
  }

  /** From the catalog: volumes the AI analysed are kept there too. */
  laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    return this.local.laterInSeries(book, limit);
  }

  async contentDetails(book: BookRef, category: CategoryId): Promise<ContentExample[]> {
    const known = await resolveCatalogBook(this.catalog, book);
    const note = known?.facts.categories.find((c) => c.category === category && c.present);
    const found = await this.ai.ask<AiExamples>({
      name: 'content_examples',
      schema: EXAMPLES_SCHEMA,
      instructions: INSTRUCTIONS.examples,
      data: {
        task: 'content_examples',
        book: bookData(book, known),
        category: { id: category, label: categoryLabel(category) },
        shelfcheck_note: note?.description ?? null,
      },
      failure: BOOK_MESSAGES.detailsFailed,
    });
    return found.examples
      .filter((e) => !blank(e.description))
      .map((e) => {
        // the model's type counts when it names a half of this category's family (supernatural, bullying)
        const inFamily = isExampleType(e.type) && exampleTypeOf(refineCategoryByExampleType(category, e.type)) === e.type;
        const type = inFamily ? e.type : (exampleTypeOf(category) ?? category);
        // the model cannot prove a quotation is verbatim and ShelfCheck holds no texts to check it against
        return {
          description: e.description.trim(),
          characters: e.characters.trim(),
          quote: e.quote.trim(),
          quoteVerified: false,
          location: e.location.trim(),
          type,
          typeLabel: exampleTypeLabel(type),
          context: e.context.trim(),
        };
      });
  }

  async reviews(book: BookRef, perspective: string): Promise<Review[]> {
    const known = await resolveCatalogBook(this.catalog, book);
    const found = await this.ai.ask<AiReviews>({
      name: 'book_reviews',
      schema: REVIEWS_SCHEMA,
      instructions: INSTRUCTIONS.reviews,
      data: { task: 'book_reviews', book: bookData(book, known), perspective },
      failure: BOOK_MESSAGES.reviewsFailed,
    });
    return found.reviews
      .filter((r) => !blank(r.text))
      .map((r) => ({
        source: `${r.source.trim() || 'published reception'} (summarised by AI)`,
        rating: Math.min(5, Math.max(1, Math.round(r.rating))),
        text: r.text.trim(),
        reviewer: r.reviewer.trim() || 'Reader',
      }));
  }

  async answer(book: BookRef, question: string, reader: ReaderSnapshot): Promise<string> {
    const known = await resolveCatalogBook(this.catalog, book);
    const notes = known
      ? {
          age_range: known.ageMin !== null ? [known.ageMin, known.ageMax] : null,
          content: known.facts.categories
            .filter((c) => c.present)
            .map((c) => ({ category: categoryLabel(c.category), severity: c.severity, note: c.description })),
        }
      : null;
    // the reader's age and comfort levels only (as matchBook judges them): the model needs no name
    const profile = profileOf(reader);
    const comfort = Object.fromEntries(CATEGORY_IDS.map((id) => [categoryLabel(id), toleranceLabel(effectiveTolerance(profile, id))]));
    const found = await this.ai.ask<AiAnswer>({
      name: 'book_answer',
      schema: ANSWER_SCHEMA,
      instructions: INSTRUCTIONS.answer,
      data: { task: 'book_answer', book: bookData(book, known), shelfcheck_notes: notes, reader: { age: reader.age, comfort_levels: comfort }, question },
      failure: BOOK_MESSAGES.chatFailed,
      maxTokens: 1000,
    });
    return found.answer.trim();
  }
}

/**
 * The model's facts as a catalog entry; a category the answer leaves out stays unrated (the catalog
 * keeps it as not rated, never "no"), ages are put in order.
 */
function analysedBook(f: AiBookFacts, asked: BookRef, model: string): AnalysedBook {
  const [ageMin, ageMax] = f.ageMin !== null && f.ageMax !== null && f.ageMin > f.ageMax ? [f.ageMax, f.ageMin] : [f.ageMin, f.ageMax];
  const title = blank(f.title) ? asked.title : f.title.trim();
  const author = blank(f.author) ? asked.author : f.author.trim();
  return {
    isbn: validIsbn(f.isbn) ?? validIsbn(asked.isbn),
    title,
    author,
    summary: f.summary.trim(),
    ageMin,
    ageMax,
    series: blank(f.series) ? null : f.series!.trim(),
    seriesVolume: f.seriesVolume,
    model,
    facts: {
      title,
      author,
      tags: [...new Set(f.tags)],
      categories: f.categories
        .filter((c) => isCategoryId(c.category))
        .map((c) => ({
          category: c.category as CategoryId,
          present: c.present,
          severity: c.present ? clampSeverity(c.severity) : 0,
          description: c.present ? c.description.trim() : '',
        })),
    },
  };
}
