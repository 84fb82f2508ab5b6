import { ALL_PREFERENCE_TAGS, CATEGORY_IDS, EXAMPLE_TYPES } from '../../domain/index.js';
import type { JsonSchema } from './json-schema.js';

const text = (description: string, maxLength = 2000): JsonSchema => ({ type: 'string', description, maxLength });
const nullableText = (description: string): JsonSchema => ({ type: ['string', 'null'], description, maxLength: 300 });
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** identify: which published book(s) a query means. */
export interface AiIdentification {
  status: 'one' | 'several' | 'none';
  books: { title: string; author: string; isbn: string | null; confidence: number }[];
}
export const IDENTIFY_SCHEMA: JsonSchema = object({
  status: {
    type: 'string',
    enum: ['one', 'several', 'none'],
    description: 'one: the query clearly means one book; several: it could mean several; none: no published book matches',
  },
  books: {
    type: 'array',
    maxItems: 8,
    description: 'the book (status one) or the candidates, best first; empty for none',
    items: object({
      title: text('the full published title', 300),
      author: text('the author(s) as credited', 300),
      isbn: nullableText('an ISBN-13 of a common edition, or null when not known for sure'),
      confidence: { type: 'number', minimum: 0, maximum: 1, description: 'how sure you are, 0 to 1' },
    }),
  },
});

/** facts: the content of one book per canonical category. */
export interface AiBookFacts {
  title: string;
  author: string;
  isbn: string | null;
  summary: string;
  ageMin: number | null;
  ageMax: number | null;
  series: string | null;
  seriesVolume: number | null;
  tags: string[];
  categories: { category: string; present: boolean; severity: number; description: string }[];
}
export const FACTS_SCHEMA: JsonSchema = object({
  title: text('the full published title', 300),
  author: text('the author(s) as credited', 300),
  isbn: nullableText('an ISBN-13 of a common edition, or null when not known for sure'),
  summary: text('two or three spoiler-light sentences on what the book is about'),
  ageMin: { type: ['integer', 'null'], minimum: 0, maximum: 99, description: 'youngest usual reader age, or null' },
  ageMax: { type: ['integer', 'null'], minimum: 0, maximum: 120, description: 'oldest usual reader age, or null' },
  series: nullableText('the series name, or null'),
  seriesVolume: { type: ['integer', 'null'], minimum: 0, maximum: 1000, description: 'the number in the series, or null' },
  tags: {
    type: 'array',
    maxItems: 12,
    items: { type: 'string', enum: ALL_PREFERENCE_TAGS },
    description: 'genres, themes, settings, character types and tones that fit',
  },
  categories: {
    type: 'array',
    maxItems: CATEGORY_IDS.length,
    description: 'one entry for every content category listed in the instructions',
    items: object({
      category: { type: 'string', enum: CATEGORY_IDS },
      present: { type: 'boolean' },
      severity: { type: 'integer', minimum: 0, maximum: 5, description: '0 when absent; 1 brief or mild mention ... 5 graphic or pervasive' },
      description: text('what happens, factually, without spoilers beyond what a parent needs; empty when absent', 1000),
    }),
  },
});

/** details: the examples behind one category. */
export interface AiExamples {
  examples: { description: string; characters: string; quote: string; location: string; type: string; context: string }[];
}
export const EXAMPLES_SCHEMA: JsonSchema = object({
  examples: {
    type: 'array',
    maxItems: 6,
    items: object({
      description: text('what happens in this passage', 1000),
      characters: text('who is involved, or empty', 300),
      quote: text('a short verbatim quotation you are sure of, or empty', 500),
      location: text('where in the book (chapter or part), or empty', 200),
      type: { type: 'string', enum: [...EXAMPLE_TYPES, 'none'], description: 'for supernatural or bullying/authority content, which kind; else none' },
      context: text('why it happens in the story', 1000),
    }),
  },
});

/** reviews: how readers with one perspective receive the book. */
export interface AiReviews {
  reviews: { source: string; rating: number; text: string; reviewer: string }[];
}
export const REVIEWS_SCHEMA: JsonSchema = object({
  reviews: {
    type: 'array',
    maxItems: 5,
    items: object({
      source: text('the kind of source this view is drawn from (e.g. "parent reviews", "teacher guides")', 200),
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      text: text('the view in two to four sentences', 1500),
      reviewer: text('a description of the reviewer, never an invented personal name (e.g. "Parent of a 9-year-old")', 200),
    }),
  },
});

/** answer: a plain answer to a question about the book. */
export interface AiAnswer {
  answer: string;
}
export const ANSWER_SCHEMA: JsonSchema = object({ answer: text('the answer in at most five sentences, or empty when you do not know', 3000) });
