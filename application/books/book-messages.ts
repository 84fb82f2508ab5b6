/** Messages of the analysis area: the specification's wording where it gives one (§8). */
export const BOOK_MESSAGES = {
  analysisFailed: 'Analysis Failed: Could not analyze this book. Please try again.',
  notFound: "We couldn't find that book in ShelfCheck's catalog. Check the spelling, or try the title with the author's name.",
  /** An ISBN alone (a scanned barcode) that names no book: no spelling to check. */
  isbnNotFound: (isbn: string) => `No book with ISBN ${isbn} is in ShelfCheck's catalog yet. Try searching its title with the author's name.`,
  bookRequired: 'Please enter a title, an author or an ISBN',
  noReader: 'Please select a family member or yourself',
  quotaUsed: (limit: number) => `You have used all ${limit} free scans. Upgrade to keep scanning.`,
  unknownCategory: (category: string) => `Unknown content category: ${category}`,
  chatFailed: 'Chat Error: Could not get response. Please try again.',
  reviewsFailed: 'Error: Could not fetch reviews. Please try again.',
  detailsFailed: 'Failed to load book details',
  /** The answer when the intelligence has none (the specification's "default answer" for an empty chat response). */
  chatDefault: "I can only answer from ShelfCheck's content notes for this book; they don't cover that.",
} as const;

/** Longest accepted search query, question and perspective (after trimming). */
export const SEARCH_MAX = 300;
export const QUESTION_MAX = 1000;
export const PERSPECTIVE_MAX = 200;

/** The 404 of an analysis: an ISBN asked alone (a scanned barcode) gets its own words. */
export const notFoundMessage = (book: { title?: string; author?: string; isbn?: string; originalQuery?: string }): string => {
  const isbn = book.isbn?.trim();
  return isbn && ![book.title, book.author, book.originalQuery].some((s) => s?.trim()) ? BOOK_MESSAGES.isbnNotFound(isbn) : BOOK_MESSAGES.notFound;
};
