import fc from 'fast-check';
import { isValidIsbn13 } from '../catalog/isbn.js';
import { bookIsbnFromBarcode, firstBookIsbn } from './book-barcode.js';

/** The 13 digits of a 12-digit start with its EAN/ISBN check digit. */
const withCheck = (first12: string) => first12 + String((10 - ([...first12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0) % 10)) % 10);

describe('bookIsbnFromBarcode: which decoded barcode is a book ISBN', () => {
  it.each([
    ["Charlotte's Web (978)", '9780064400558', '9780064400558'],
    ['a 979-10 ISBN (France)', '9791032305690', '9791032305690'],
    ['surrounding white space', ' 9780064400558\n', '9780064400558'],
    ['a price add-on after the EAN-13 (EAN-5)', '9780064400558 51299', '9780064400558'],
  ])('reads %s as its ISBN-13', (_name, text, isbn) => {
    expect(bookIsbnFromBarcode(text)).toBe(isbn);
  });

  it.each([
    ['a wrong check digit', '9780064400559'],
    ['a grocery EAN (400…) with a valid check digit', '4006381333931'],
    ['a magazine ISSN barcode (977)', withCheck('977123456700')],
    ['printed music (ISMN, 979-0)', withCheck('979060016791')],
    ['a UPC-A read as EAN-13 (0…)', '0036000291452'],
    ['an ISBN-10 (never printed as a barcode)', '0064400557'],
    ['hyphens (a barcode text has none)', '978-0-06-440055-8'],
    ['12 digits', '978006440055'],
    ['14 digits', '97800644005580'],
    ['letters', '978006440055X'],
    ['nothing', ''],
    ['white space only', '   '],
  ])('refuses %s', (_name, text) => {
    expect(bookIsbnFromBarcode(text)).toBeNull();
  });

  it('property: a 978 or 979-1..9 EAN-13 with its check digit is a book ISBN, with any other check digit it is not', () => {
    fc.assert(
      fc.property(fc.constantFrom('978', '9791', '9792', '9798'), fc.stringMatching(/^\d{9}$/), fc.integer({ min: 1, max: 9 }), (prefix, rest, shift) => {
        const good = withCheck((prefix + rest).slice(0, 12));
        expect(bookIsbnFromBarcode(good)).toBe(good);
        expect(isValidIsbn13(good)).toBe(true);
        const bad = good.slice(0, 12) + String((Number(good[12]) + shift) % 10);
        expect(bookIsbnFromBarcode(bad)).toBeNull();
      }),
    );
  });
});

describe('firstBookIsbn', () => {
  it('skips barcodes that are not books and answers the first ISBN', () => {
    expect(firstBookIsbn(['4006381333931', '9780064400558', '9780439023528'])).toBe('9780064400558');
  });
  it('answers null when no barcode is a book', () => {
    expect(firstBookIsbn(['4006381333931', '9780064400559'])).toBeNull();
    expect(firstBookIsbn([])).toBeNull();
  });
});
