import { tokenizeCsv } from './csv.tokenizer.js';

const fields = (text: string) => tokenizeCsv(text).map((r) => r.fields);

describe('CSV tokenizer', () => {
  it.each([
    [
      'splits fields on commas and records on line breaks',
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['accepts CRLF and lone CR line breaks', 'a,b\r\nc\rd', [['a', 'b'], ['c'], ['d']]],
    ['a final line break adds no record', 'a,b\n', [['a', 'b']]],
    ['a blank line is one empty field', 'a\n\nb', [['a'], [''], ['b']]],
    ['a quoted field may hold commas', '"a,b",c', [['a,b', 'c']]],
    ['a quoted field may hold line breaks', '"a\r\nb",c\nd', [['a\r\nb', 'c'], ['d']]],
    ['two quotes inside quotes are one quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['spaces before an opening quote are dropped', 'a,  "b,c"', [['a', 'b,c']]],
    ['text after a closing quote is kept', '"ab"cd,e', [['abcd', 'e']]],
    ['a quote inside an unquoted field is a plain character', 'a"b,c', [['a"b', 'c']]],
    ['empty fields are kept', ',,', [['', '', '']]],
    ['a leading byte-order mark is dropped', '\uFEFFisbn,title', [['isbn', 'title']]],
  ])('%s', (_rule, text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('an unmatched quote is read as plain text on its own line, and the rows after it are still read', () => {
    expect(tokenizeCsv('a,"b,c\nd,e')).toEqual([
      { fields: ['a', '"b', 'c'], unmatchedQuote: true },
      { fields: ['d', 'e'], unmatchedQuote: false },
    ]);
  });
});
