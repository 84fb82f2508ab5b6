import type { Validation } from '../shared/validation.js';
import { validated } from '../shared/validation.js';

/** "Ask us to add this book": a title of 1 to 200 characters, an optional author up to 200. */
export const CATALOG_REQUEST_TITLE_MAX = 200;
export const CATALOG_REQUEST_AUTHOR_MAX = 200;

/** The two answers an admin gives a request; 'open' is where every request starts. */
export const CATALOG_REQUEST_STATUSES = ['open', 'added', 'declined'] as const;
export type CatalogRequestStatus = (typeof CATALOG_REQUEST_STATUSES)[number];
export const CATALOG_REQUEST_DECISIONS = ['added', 'declined'] as const;
export type CatalogRequestDecision = (typeof CATALOG_REQUEST_DECISIONS)[number];

export const CATALOG_REQUEST_MESSAGES = {
  titleRequired: 'Please tell us the title of the book you would like us to add.',
  titleTooLong: `That title is too long: please keep it under ${CATALOG_REQUEST_TITLE_MAX} characters.`,
  authorTooLong: `That author name is too long: please keep it under ${CATALOG_REQUEST_AUTHOR_MAX} characters.`,
  badStatus: "A request can only be marked 'added' or 'declined'.",
  notFound: 'Book request not found',
  asked: "Thanks! We'll let you know when this book is in ShelfCheck.",
  nowAvailable: (title: string) => `“${title}” is now in ShelfCheck`,
} as const;

export interface CatalogRequestInput {
  readonly title?: string | null;
  readonly author?: string | null;
}

export interface CleanCatalogRequest {
  readonly title: string;
  readonly author: string | null;
}

/** Collapses runs of white space and trims (what a person typed, tidied, never rewritten). */
const tidy = (s: string | null | undefined): string => (s ?? '').replace(/\s+/gu, ' ').trim();

/**
 * The key two asks for one book share: case, accents, punctuation and spacing are ignored, so
 * "The  Hobbit!", "the hobbit" and "The Hóbbit" are one book.
 * @example normaliseCatalogTitle('  The  Hobbit! ') // 'the hobbit'
 */
export function normaliseCatalogTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Checks a request: a title is required (after tidying), title and author at most 200 characters. */
export function validateCatalogRequest(input: CatalogRequestInput): Validation<CleanCatalogRequest> {
  const title = tidy(input.title);
  const author = tidy(input.author);
  const errors = [
    ...(normaliseCatalogTitle(title) === '' ? [CATALOG_REQUEST_MESSAGES.titleRequired] : []),
    ...(title.length > CATALOG_REQUEST_TITLE_MAX ? [CATALOG_REQUEST_MESSAGES.titleTooLong] : []),
    ...(author.length > CATALOG_REQUEST_AUTHOR_MAX ? [CATALOG_REQUEST_MESSAGES.authorTooLong] : []),
  ];
  return validated(errors, { title, author: author === '' ? null : author });
}

/** True for the two answers an admin may give. */
export const isCatalogRequestDecision = (status: unknown): status is CatalogRequestDecision =>
  typeof status === 'string' && (CATALOG_REQUEST_DECISIONS as readonly string[]).includes(status);
