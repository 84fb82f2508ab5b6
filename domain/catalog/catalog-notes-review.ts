/**
 * A "review" written from ShelfCheck's own content notes, for a book nobody has reviewed in writing
 * yet. It is labelled as such wherever it is shown, and never repeats the summary the card shows.
 */
export const CATALOG_NOTES_SOURCE = 'ShelfCheck catalog';
export const CATALOG_NOTES_REVIEWER = 'ShelfCheck (written from our catalog notes, not a reader review)';

/** What a parent reads above notes-only reviews: said plainly, with the book's title. */
export const noWrittenReviewsYet = (title: string): string =>
  `No written reviews of ${title.trim() === '' ? 'this book' : `“${title.trim()}”`} yet. What follows comes from ShelfCheck's content notes, not from a reader.`;

/** True when every review given is drawn from the catalog notes (so none is a written review). */
export const onlyCatalogNotes = (reviews: readonly { source: string }[]): boolean =>
  reviews.length > 0 && reviews.every((review) => review.source === CATALOG_NOTES_SOURCE);
