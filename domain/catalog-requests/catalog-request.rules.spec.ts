import { CATALOG_REQUEST_MESSAGES as M, isCatalogRequestDecision, normaliseCatalogTitle, validateCatalogRequest } from './catalog-request.rules.js';

describe('asking us to add a book', () => {
  it.each([
    ['case is ignored', 'The Hobbit', 'the hobbit'],
    ['spacing is ignored', '  The   Hobbit ', 'the hobbit'],
    ['tabs and new lines are spacing', 'The\tHobbit\n', 'the hobbit'],
    ['punctuation is ignored', 'The Hobbit!', 'the hobbit'],
    ['punctuation between words is a space', 'Hatchet: A Novel', 'hatchet a novel'],
    ['apostrophes are ignored like other punctuation', "Charlotte's Web", 'charlotte s web'],
    ['accents are ignored', 'Le Petit Prince — Édition', 'le petit prince edition'],
    ['digits are kept', 'Harry Potter 7', 'harry potter 7'],
    ['letters of other scripts are kept', 'Маша и медведь', 'маша и медведь'],
    ['nothing but punctuation is empty', '?!…', ''],
  ])('the title key: %s', (_rule, title, key) => {
    expect(normaliseCatalogTitle(title)).toBe(key);
  });

  it.each([
    ['a title alone is enough; author is empty', { title: 'The Hobbit' }, { title: 'The Hobbit', author: null }],
    ['title and author are tidied', { title: '  The  Hobbit ', author: ' J. R. R.  Tolkien ' }, { title: 'The Hobbit', author: 'J. R. R. Tolkien' }],
    ['a blank author is no author', { title: 'Holes', author: '   ' }, { title: 'Holes', author: null }],
    ['a null author is no author', { title: 'Holes', author: null }, { title: 'Holes', author: null }],
    ['a title of 200 characters is accepted', { title: 't'.repeat(200) }, { title: 't'.repeat(200), author: null }],
  ])('accepts: %s', (_rule, input, value) => {
    expect(validateCatalogRequest(input)).toEqual({ ok: true, errors: [], value });
  });

  it.each([
    ['a missing title is refused', {}, [M.titleRequired]],
    ['an empty title is refused', { title: '' }, [M.titleRequired]],
    ['a blank title is refused', { title: '   ' }, [M.titleRequired]],
    ['a title of punctuation only is refused', { title: '!!!' }, [M.titleRequired]],
    ['a title over 200 characters is refused', { title: 't'.repeat(201) }, [M.titleTooLong]],
    ['an author over 200 characters is refused', { title: 'Holes', author: 'a'.repeat(201) }, [M.authorTooLong]],
    ['every problem is reported', { title: '', author: 'a'.repeat(201) }, [M.titleRequired, M.authorTooLong]],
  ])('refuses: %s', (_rule, input, errors) => {
    expect(validateCatalogRequest(input)).toEqual({ ok: false, errors });
  });

  it.each([
    ['added', true],
    ['declined', true],
    ['open', false],
    ['ADDED', false],
    [7, false],
    [undefined, false],
  ])('an admin may answer %p: %p', (status, expected) => {
    expect(isCatalogRequestDecision(status)).toBe(expected);
  });

  it('the messages name the limits and the title', () => {
    expect(M.titleTooLong).toContain('200');
    expect(M.authorTooLong).toContain('200');
    expect(M.nowAvailable('Holes')).toBe('“Holes” is now in ShelfCheck');
  });
});
