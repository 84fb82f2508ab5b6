/** Wording of reading-list answers that the domain package does not hold. */
export const READING_LIST_APP_MESSAGES = {
  itemNotFound: 'Book not found in the reading list',
  titleRequired: 'Title is required',
  analysisTooLarge: 'The analysis is too large to keep with the book',
} as const;

/** The analysis kept with an item is the one the client showed; a bigger document is refused. */
export const ANALYSIS_MAX_CHARS = 200_000;
