import fc from 'fast-check';
import { tokenizeCsv, type CsvRecord } from './csv.tokenizer.js';

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

  it('reads every text exactly as the character-at-a-time tokenizer it replaced (session 26) did', () => {
    // the CSV's own characters, blanks of every kind, and plain text, so quotes open, close, double,
    // follow text and run off the end in every order
    const piece = fc.oneof(
      fc.constantFrom('"', '""', ',', '\n', '\r', '\r\n', ' ', '\t', '\u000b', '\u00a0', '\u3000', '\uFEFF', 'a', 'bc', 'é', '😀'),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(tokenizeCsv(text)).toEqual(characterAtATime(text));
      }),
      { numRuns: 3000 },
    );
  });
});

/** The tokenizer as it was until session 26 (a field built a character at a time), kept as the oracle. */
function characterAtATime(text: string): CsvRecord[] {
  const lineBreakEnd = (t: string, i: number): number => (t[i] === '\r' && t[i + 1] === '\n' ? i + 2 : i + 1);
  const scan = (t: string, start: number, quotes: boolean) => {
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let opened = false;
    for (let i = start; i < t.length; i++) {
      const c = t[i];
      if (quoted) {
        if (c !== '"') field += c;
        else if (t[i + 1] === '"') field += t[++i];
        else quoted = false;
      } else if (c === '"' && quotes && !opened && field.trim() === '') {
        quoted = true;
        opened = true;
        field = '';
      } else if (c === ',') {
        fields.push(field);
        field = '';
        opened = false;
      } else if (c === '\r' || c === '\n') {
        return { fields: [...fields, field], end: lineBreakEnd(t, i), unterminated: false };
      } else field += c;
    }
    return { fields: [...fields, field], end: t.length, unterminated: quoted };
  };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  for (let at = 0; at < body.length;) {
    const first = scan(body, at, true);
    const record = first.unterminated ? scan(body, at, false) : first;
    records.push({ fields: record.fields, unmatchedQuote: first.unterminated });
    at = record.end;
  }
  return records;
}
