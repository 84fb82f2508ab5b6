import fc from 'fast-check';
import { CATALOG_FLAGS } from '../taxonomy/catalog-flags.js';
import { CSV_HEADER } from './csv-header.js';
import { isFlagWord, LENIENT_FLAG_WORDS, readLenientFlag, readStrictFlag } from './csv-flag.js';
import { restoreMissingExamples } from './csv-row.aligner.js';
import { isFieldCountError, normalizeCsvRow } from './csv-row.normalizer.js';

/** A clean 36-field row: violence and scary_horror flagged with examples, every other flag no. */
const cleanRow = (): string[] => [
  '9780306406157',
  'The Book',
  'Ann Author',
  'A summary.',
  ...CATALOG_FLAGS.flatMap((flag) => (flag === 'violence' || flag === 'scary_horror' ? ['yes', `A ${flag} scene.`] : ['no', ''])),
];
const at = (column: string) => CSV_HEADER.indexOf(column);
/** The clean row with cells replaced from a column on. */
const splice = (column: string, remove: number, ...insert: string[]) => {
  const cells = cleanRow();
  cells.splice(at(column), remove, ...insert);
  return cells;
};

describe('CSV header', () => {
  it('has 36 names: isbn, title, author, summary, then a flag and an example column per catalog flag', () => {
    expect([CSV_HEADER.length, ...CSV_HEADER.slice(0, 6), CSV_HEADER[35]]).toEqual([
      36,
      'isbn',
      'title',
      'author',
      'summary',
      'violence_flag',
      'violence_example',
      'suicide_self_harm_example',
    ]);
  });
});

describe('CSV column positions', () => {
  it.each(CATALOG_FLAGS.map((flag) => [flag]))('the %s flag column is followed by its example column', (flag) => {
    expect(CSV_HEADER[CSV_HEADER.indexOf(`${flag}_flag`) + 1]).toBe(`${flag}_example`);
  });
});

describe('36-field row normaliser', () => {
  it('takes a 36-field row as it is, trimming cells', () => {
    const cells = cleanRow();
    cells[1] = '  The Book ';
    expect(normalizeCsvRow(cells)).toEqual({ ok: true, fields: cleanRow(), autoFixed: [] });
  });

  it.each([
    ['yes, y and true count as yes, in any case and with spaces', ['YES', ' y ', 'True'], ['yes', 'yes', 'yes']],
    ['anything else counts as no', ['no', 'maybe', ''], ['no', 'no', 'no']],
  ])('lenient flags: %s', (_rule, flags, expected) => {
    const cells = cleanRow();
    flags.forEach((flag, k) => (cells[4 + 2 * k] = flag));
    const result = normalizeCsvRow(cells);
    expect([0, 1, 2].map((k) => result.fields?.[4 + 2 * k])).toEqual(expected);
  });

  it.each([
    ['a trailing empty example that is missing is added back', cleanRow().slice(0, 35), ['Added the missing empty suicide_self_harm_example']],
    ['a missing empty example in the middle is added back', splice('lgbtq_content_example', 1), ['Added the missing empty lgbtq_content_example']],
    [
      'two missing empty examples are both added back',
      splice('lgbtq_content_example', 1).slice(0, 34),
      ['Added the missing empty lgbtq_content_example', 'Added the missing empty suicide_self_harm_example'],
    ],
  ])('the one repair the specification lists, rows missing an empty example field: %s', (_rule, cells, fixes) => {
    const result = normalizeCsvRow(cells);
    expect(result.autoFixed).toEqual(fixes);
    expect(result.fields).toEqual(cleanRow());
  });

  /** The 40-field row of issue #18: a summary with two unquoted commas and a stray "y" after the last example. */
  const issueRow = ['9780306406157', 'River Song', 'Ann Author', 'A boy', ' a boat', ' a river', ...CATALOG_FLAGS.flatMap(() => ['no', '']), 'y', ''];

  it.each([
    ['the 40-field row of the issue (summary split by commas, a stray "y" at the end)', issueRow, 40],
    ['a summary split by an unquoted comma', splice('summary', 1, 'A summary', ' with a comma.'), 37],
    ['an example split by unquoted commas', splice('violence_example', 1, 'A fight', ' a chase', ' a fall.'), 38],
    ['a stray "yes" inside the summary', splice('summary', 1, 'Once', ' yes', ' upon a time.'), 38],
    ['a 35-field row that lost its summary, not an empty example', splice('summary', 1), 35],
    ['a short row two readings fit (a "no" where an example could be)', [...cleanRow().slice(0, 4), 'no', 'no', 'no', ...cleanRow().slice(8)], 35],
    ['a short row of flag words only, which many readings fit', [...cleanRow().slice(0, 4), ...Array<string>(24).fill('no')], 28],
    ['too few fields to hold 16 flags', ['a', 'b', 'c'], 3],
    ['no reading of the flags fits', [...cleanRow().slice(0, 4), ...Array<string>(31).fill('text')], 35],
    ['an absurdly long row', Array<string>(301).fill('yes'), 301],
  ])('a row that cannot be aligned without guessing is refused with its field count, never shifted: %s', (_rule, cells, got) => {
    expect(normalizeCsvRow(cells, { rowNumber: 12 })).toEqual({
      ok: false,
      code: 'field_count',
      error: `Row 12: Could not normalize to 36 fields (got ${got}). Check for stray commas or unmatched quotes.`,
    });
  });

  it('restoreMissingExamples tells an ambiguous row from one no reading fits', () => {
    expect([
      restoreMissingExamples([...cleanRow().slice(0, 4), 'no', 'no', 'no', ...cleanRow().slice(8)], false),
      restoreMissingExamples(['a', 'b', 'c'], false),
    ]).toEqual([
      { ok: false, reason: 'ambiguous' },
      { ok: false, reason: 'no_reading' },
    ]);
  });

  it('prefixes the error with the row number when given', () => {
    expect(normalizeCsvRow(['a'], { rowNumber: 7 }).error).toBe('Row 7: Could not normalize to 36 fields (got 1). Check for stray commas or unmatched quotes.');
  });

  it.each([
    ['accepts yes and no in any case', ['Yes', ' NO '], { ok: true }],
    ['refuses y', ['y', 'no'], { ok: false, code: 'invalid_flag', error: 'Row 2: violence_flag must be yes or no (got "y")' }],
    [
      'names every bad column',
      ['true', ''],
      { ok: false, code: 'invalid_flag', error: 'Row 2: violence_flag must be yes or no (got "true"); sexual_content_flag must be yes or no (got "")' },
    ],
  ])('strict flags (clean import): %s', (_rule, flags, expected) => {
    const cells = cleanRow();
    flags.forEach((flag, k) => (cells[4 + 2 * k] = flag));
    expect(normalizeCsvRow(cells, { strictFlags: true, rowNumber: 2 })).toMatchObject(expected);
  });

  it('strict flags still allow repairs, locating only yes and no', () => {
    expect(normalizeCsvRow(cleanRow().slice(0, 35), { strictFlags: true }).autoFixed).toEqual(['Added the missing empty suicide_self_harm_example']);
  });

  it.each([
    ['lenient yes', readLenientFlag(' TRUE '), true],
    ['lenient other', readLenientFlag('nope'), false],
    ['strict yes', readStrictFlag('Yes'), true],
    ['strict no', readStrictFlag('no'), false],
    ['strict other', readStrictFlag('y'), null],
    ['n is a flag word when lenient', isFlagWord('n', false), true],
    ['n is not a flag word when strict', isFlagWord('n', true), false],
  ])('flag reading: %s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('row repair properties', () => {
  const word = fc.stringMatching(/^[a-z]{1,6}$/).filter((w) => !(LENIENT_FLAG_WORDS as readonly string[]).includes(w));
  const text = fc.array(word, { maxLength: 3 }).map((words) => words.join(', '));
  const row = fc
    .tuple(fc.constantFrom('9780306406157', ''), word, word, text, fc.array(fc.tuple(fc.boolean(), text), { minLength: 16, maxLength: 16 }))
    .map(([isbn, title, author, summary, pairs]) => [isbn, title, author, summary, ...pairs.flatMap(([flag, example]) => [flag ? 'yes' : 'no', example])]);

  it('property: a row written without quoting whose texts hold commas is refused, never re-aligned', () => {
    fc.assert(
      fc.property(row, (cells) => {
        const unquoted = cells.join(',').split(',');
        fc.pre(unquoted.length !== cells.length);
        expect(normalizeCsvRow(unquoted)).toMatchObject({ ok: false, code: 'field_count' });
      }),
    );
  });

  it('property: a stray cell put anywhere in a whole row is refused, never absorbed by shifting', () => {
    fc.assert(
      fc.property(row, fc.nat(36), fc.constantFrom('y', 'no', 'yes', 'text', ''), (cells, at, stray) => {
        const longer = [...cells.slice(0, at), stray, ...cells.slice(at)];
        expect(normalizeCsvRow(longer)).toMatchObject({
          ok: false,
          error: 'Could not normalize to 36 fields (got 37). Check for stray commas or unmatched quotes.',
        });
      }),
    );
  });

  it('property: a row that lost any one empty example field is repaired to the same fields', () => {
    fc.assert(
      fc.property(row, fc.nat(), (cells, pick) => {
        const empties = cells.map((cell, i) => (i >= 5 && (i - 5) % 2 === 0 && cell === '' ? i : -1)).filter((i) => i >= 0);
        fc.pre(empties.length > 0);
        const lost = cells.filter((_, i) => i !== empties[pick % empties.length]);
        expect(normalizeCsvRow(lost).fields).toEqual(cells);
      }),
    );
  });
});

describe('a field-count refusal is told apart from the other refusals', () => {
  it.each([
    ['the normalizer’s refusal', 'Row 12: Could not normalize to 36 fields (got 40). Check for stray commas or unmatched quotes.', true],
    ['an ISBN refusal', 'Row 3: 9790260000438 is an ISMN (printed music), not a book ISBN', false],
  ])('%s', (_rule, message, expected) => {
    expect(isFieldCountError(message)).toBe(expected);
  });
});
