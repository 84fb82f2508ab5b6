import { CATALOG_NOTES_SOURCE, noWrittenReviewsYet, onlyCatalogNotes } from './catalog-notes-review.js';

describe('reviews drawn from the catalog notes are said to be so', () => {
  it.each([
    ['a book with a title is named', 'Holes', "No written reviews of “Holes” yet. What follows comes from ShelfCheck's content notes, not from a reader."],
    ['a blank title says this book', '  ', "No written reviews of this book yet. What follows comes from ShelfCheck's content notes, not from a reader."],
  ])('%s', (_rule, title, text) => {
    expect(noWrittenReviewsYet(title)).toBe(text);
  });

  it.each([
    ['only notes: no written review yet', [{ source: CATALOG_NOTES_SOURCE }], true],
    ['one written review among notes: there are reviews', [{ source: CATALOG_NOTES_SOURCE }, { source: 'Common Sense Media' }], false],
    ['no reviews at all is not the notes case', [], false],
  ])('%s', (_rule, reviews, expected) => {
    expect(onlyCatalogNotes(reviews)).toBe(expected);
  });
});
