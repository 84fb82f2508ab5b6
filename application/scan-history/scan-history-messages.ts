/** Wording of scan-history answers that the domain package does not hold. */
export const SCAN_HISTORY_MESSAGES = {
  notFound: 'Scan not found in history',
  titleRequired: 'Book title is required',
  booksFound: 'books_found must be a whole number from 0 to 100',
} as const;

/** How many books one scan may report (a shelf photo finds several). */
export const BOOKS_FOUND_MAX = 100;
