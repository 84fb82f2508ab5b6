import fc from 'fast-check';
import { containsDangerousContent } from './dangerous-patterns.js';
import { sanitizeText, TEXT_DEFAULT_MAX } from './sanitize-text.js';
import { specialCharacterRatio } from './special-characters.js';
import { stripHtml } from './strip-html.js';

describe('generic text check', () => {
  it.each([
    ['trims the text', '  hello  ', {}, { ok: true, errors: [], value: 'hello' }],
    ['required gives "This field is required"', '   ', { required: true }, { ok: false, errors: ['This field is required'], value: '' }],
    ['empty optional text is valid', undefined, {}, { ok: true, errors: [], value: '' }],
    [
      'a minimum length gives "Minimum length is {n} characters"',
      'hi',
      { minLength: 5 },
      { ok: false, errors: ['Minimum length is 5 characters'], value: 'hi' },
    ],
    [
      'a maximum length gives "Maximum length is {n} characters" and truncates',
      'hello world',
      { maxLength: 5 },
      { ok: false, errors: ['Maximum length is 5 characters'], value: 'hello' },
    ],
    ['HTML is stripped by default', '<b>bold</b> move', {}, { ok: true, errors: [], value: 'bold move' }],
    ['HTML is kept when allowed', '<b>bold</b> move and more words', { allowHtml: true }, { ok: true, errors: [], value: '<b>bold</b> move and more words' }],
    [
      'more than 30 percent special characters gives "Too many special characters detected"',
      'a!!!b',
      {},
      { ok: false, errors: ['Too many special characters detected'], value: 'a!!!b' },
    ],
    [
      'type email gives "Please enter a valid email address"',
      'ann@',
      { type: 'email' },
      { ok: false, errors: ['Please enter a valid email address'], value: 'ann@' },
    ],
    ['type email accepts an address', 'ann@example.com', { type: 'email' }, { ok: true, errors: [], value: 'ann@example.com' }],
    [
      'type url gives "Please enter a valid URL"',
      'example dot com',
      { type: 'url' },
      { ok: false, errors: ['Please enter a valid URL'], value: 'example dot com' },
    ],
    [
      'type url accepts an http(s) address, punctuation and all',
      'https://shelf.example.com/a?b=1&c=2',
      { type: 'url' },
      { ok: true, errors: [], value: 'https://shelf.example.com/a?b=1&c=2' },
    ],
    ['type number gives "Please enter a valid number"', '12a', { type: 'number' }, { ok: false, errors: ['Please enter a valid number'], value: '12a' }],
    ['type number accepts a signed decimal', '-12.5', { type: 'number' }, { ok: true, errors: [], value: '-12.5' }],
    [
      'a script that stripping would empty is still reported',
      '<script></script>',
      { required: true },
      { ok: false, errors: ['This field is required', 'Input contains potentially dangerous content'], value: '' },
    ],
  ] as const)('%s', (_rule, input, options, expected) => {
    expect(sanitizeText(input, options)).toEqual(expected);
  });

  it(`the maximum is ${TEXT_DEFAULT_MAX} characters by default`, () => {
    expect(sanitizeText('a'.repeat(1001))).toEqual({ ok: false, errors: ['Maximum length is 1000 characters'], value: 'a'.repeat(1000) });
  });

  it.each([
    ['script tags', '<script>alert(1)</script>'],
    ['javascript: URLs', 'click javascript:alert(1)'],
    ['inline handlers inside a tag', '<a href="#" onclick="x()">hi</a>'],
    ['inline handlers outside a tag', 'onerror=alert(1)'],
    ['embedded frames', '<iframe src="x">'],
    ['HTML data URLs', 'data:text/html;base64,xyz'],
    ['SQL union select', '1 UNION SELECT password FROM users'],
    ['SQL drop table', 'x; DROP TABLE books'],
    ['SQL tautologies', "' OR 1=1"],
    ['SQL comments after a statement end', 'x; -- hidden'],
    ['SQL select star', 'select * from users'],
    ['SQL insert', 'insert into users (id) values (1)'],
    ['SQL delete with a condition', 'delete from users where 1'],
    ['SQL update', 'update users set admin = true'],
    ['stored procedure calls', 'exec(xp_cmdshell)'],
    ['template markers {{ }}', 'hello {{user}}'],
    ['template markers ${ }', 'hello ${user}'],
    ['server template markers <% %>', 'hello <%= user %>'],
  ])('refuses %s as "Input contains potentially dangerous content"', (_kind, text) => {
    expect(sanitizeText(text).errors).toContain('Input contains potentially dangerous content');
  });

  it.each([
    ['choosing words that are SQL keywords', 'Please let me select a book from the list'],
    ['deleting from a list in plain words', 'I cannot delete from my reading list'],
    ['inserting into a sentence', 'Insert into the summary a note about the ending'],
    ['a word beginning with "on" before an equals sign', 'one = two is wrong'],
    ['accented and non-Latin text', 'Très bien, 谢谢, спасибо'],
  ])('accepts ordinary text: %s', (_kind, text) => {
    expect(sanitizeText(text)).toEqual({ ok: true, errors: [], value: text });
  });

  it.each([
    ['strips tags and keeps their text', '<p>One <i>two</i></p>', 'One two'],
    ['strips comments', 'a<!-- hidden -->b', 'ab'],
    ['leaves a lone less-than sign', '3 < 4', '3 < 4'],
  ])('stripHtml %s', (_rule, html, expected) => {
    expect(stripHtml(html)).toBe(expected);
  });

  it.each([
    ['empty text has no special characters', '', 0],
    ['letters, digits and spaces are not special', 'ab 12', 0],
    ['half the characters special', 'a!b?', 0.5],
  ])('special-character share: %s', (_rule, text, expected) => {
    expect(specialCharacterRatio(text)).toBe(expected);
  });

  it('property: the value never exceeds the maximum and never starts with a space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (text, maxLength) => {
        const { value } = sanitizeText(text, { maxLength });
        expect(value.length).toBeLessThanOrEqual(maxLength);
        expect(value.startsWith(' ')).toBe(false);
      }),
    );
  });

  it('property: ok exactly when there are no errors', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('text', 'email', 'url', 'number' as const), (text, type) => {
        const check = sanitizeText(text, { type, maxLength: 20 });
        expect(check.ok).toBe(check.errors.length === 0);
      }),
    );
  });

  it('property: a dangerous text is never accepted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (before, after) => {
        const text = `${before}<script>${after}`;
        expect(containsDangerousContent(text)).toBe(true);
        expect(sanitizeText(text).ok).toBe(false);
      }),
    );
  });
});
