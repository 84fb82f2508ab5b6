import fc from 'fast-check';
import { checkBookIsbn, isbn10To13, isbn13To10, isValidIsbn10, isValidIsbn13, normalizeIsbn, parseIsbn } from './isbn.js';

describe('ISBN checksums', () => {
  it.each([
    ['a valid ISBN-10 passes', '0306406152', true],
    ['hyphens and spaces are ignored', '0-306-40615 2', true],
    ['an X check character passes', '080442957X', true],
    ['a lower-case x check character passes', '080442957x', true],
    ['a wrong check digit fails', '0306406153', false],
    ['X anywhere but the end fails', '03064X6152', false],
    ['nine digits fail', '030640615', false],
  ])('ISBN-10: %s', (_rule, isbn, expected) => {
    expect(isValidIsbn10(isbn)).toBe(expected);
  });

  it.each([
    ['a valid ISBN-13 passes', '9780306406157', true],
    ['hyphens are ignored', '978-0-306-40615-7', true],
    ['a 979 ISBN-13 passes', '9791034304011', true],
    ['a wrong check digit fails', '9780306406158', false],
    ['letters fail', '978030640615X', false],
  ])('ISBN-13: %s', (_rule, isbn, expected) => {
    expect(isValidIsbn13(isbn)).toBe(expected);
  });
});

describe('ISBN means ISBN: checkBookIsbn', () => {
  it.each([
    ['10 digits with a valid check', '0306406152', '0306406152'],
    ['10 characters with X as the check', '080442957X', '080442957X'],
    ['13 digits starting 978 with a valid check', '978-0-306-40615-7', '9780306406157'],
    ['13 digits starting 979-1..9 with a valid check', '9791034304011', '9791034304011'],
  ])('is an ISBN: %s', (_rule, text, isbn) => {
    expect(checkBookIsbn(text)).toEqual({ ok: true, isbn });
  });

  it.each([
    ['a 979-0 ISMN is printed music', '9790260000438', 'ismn', '9790260000438 is an ISMN (printed music), not a book ISBN'],
    ['an EAN that does not start with 978 or 979', '5901234123457', 'not_isbn', '5901234123457 is not an ISBN (an EAN that does not start with 978 or 979)'],
    ['a magazine ISSN (977)', '9771234567003', 'not_isbn', '9771234567003 is not an ISBN (an EAN that does not start with 978 or 979)'],
    ['13 digits with a wrong check digit', '9780306406158', 'check_digit', '9780306406158 has a wrong check digit (expected 7)'],
    ['10 digits with a wrong check digit', '0306406153', 'check_digit', '0306406153 has a wrong check digit (expected 2)'],
    ['10 digits whose check should be X', '0804429570', 'check_digit', '0804429570 has a wrong check digit (expected X)'],
    ['X anywhere but last', '03064X6152', 'malformed', '"03064X6152" is not a valid ISBN-10 or ISBN-13'],
    ['neither 10 nor 13 characters', '12345', 'malformed', '"12345" is not a valid ISBN-10 or ISBN-13'],
  ])('is not an ISBN: %s', (_rule, text, problem, error) => {
    expect(checkBookIsbn(text)).toEqual({ ok: false, problem, error });
  });

  it('parseIsbn follows the same rule: an ISMN is refused', () => {
    expect(parseIsbn('9790260000438')).toEqual({
      ok: false,
      error: { code: 'invalid_isbn', message: '9790260000438 is an ISMN (printed music), not a book ISBN' },
    });
  });
});

describe('ISBN conversion', () => {
  it.each([
    ['ISBN-10 to ISBN-13 adds 978 and a new check digit', isbn10To13('0-306-40615-2'), '9780306406157'],
    ['an ISBN-10 with X converts', isbn10To13('080442957X'), '9780804429573'],
    ['an invalid ISBN-10 does not convert', isbn10To13('0306406153'), null],
    ['a 978 ISBN-13 converts back to ISBN-10', isbn13To10('978-0-306-40615-7'), '0306406152'],
    ['the converted ISBN-10 may end in X', isbn13To10('9780804429573'), '080442957X'],
    ['a 979 ISBN-13 has no ISBN-10', isbn13To10('9791034304011'), null],
    ['an invalid ISBN-13 does not convert', isbn13To10('9780306406158'), null],
    ['normalizing strips hyphens and spaces and upper-cases x', normalizeIsbn(' 0-8044-2957-x '), '080442957X'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['an ISBN-13 parses to itself', '978-0-306-40615-7', { ok: true, value: '9780306406157' }],
    ['an ISBN-10 parses to its ISBN-13', '0306406152', { ok: true, value: '9780306406157' }],
    ['anything else is an invalid_isbn error', '12345', { ok: false, error: { code: 'invalid_isbn', message: '"12345" is not a valid ISBN-10 or ISBN-13' } }],
  ])('%s', (_rule, isbn, expected) => {
    expect(parseIsbn(isbn)).toEqual(expected);
  });

  const isbn10 = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => {
    const sum = d.reduce((acc, x, i) => acc + x * (10 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    return d.join('') + (check === 10 ? 'X' : String(check));
  });

  it('property: every valid ISBN-10 becomes a valid ISBN-13 that converts back to it', () => {
    fc.assert(
      fc.property(isbn10, (isbn) => {
        const thirteen = isbn10To13(isbn) as string;
        expect(isValidIsbn13(thirteen)).toBe(true);
        expect(isbn13To10(thirteen)).toBe(isbn);
      }),
    );
  });

  it('property: changing one digit of a valid ISBN-13 breaks its checksum', () => {
    fc.assert(
      fc.property(isbn10, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (isbn, at, delta) => {
        const thirteen = isbn10To13(isbn) as string;
        const changed = thirteen.slice(0, at) + ((Number(thirteen[at]) + delta) % 10) + thirteen.slice(at + 1);
        expect(isValidIsbn13(changed)).toBe(false);
      }),
    );
  });
});
