import fc from 'fast-check';
import { FORMULA_TRIGGERS, neutraliseFormula, restoreFormula } from './csv-formula.js';

describe('CSV formula injection: neutraliseFormula', () => {
  it.each([
    ['= starts a formula', '=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+ starts a formula', '+1+cmd', "'+1+cmd"],
    ['- starts a formula', '-2+3', "'-2+3"],
    ['@ starts a formula', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab starts a formula', '\t=1', "'\t=1"],
    ['a carriage return starts a formula', '\r=1', "'\r=1"],
    ['a cell already quoted before a formula character gets one more quote', "'=x", "''=x"],
    ['plain text is left alone', 'Holes', 'Holes'],
    ['a formula character later in the text is left alone', 'A = B', 'A = B'],
    ['a quote before plain text is left alone', "'Tis the season", "'Tis the season"],
    ['an empty cell is left alone', '', ''],
  ])('%s', (_rule, cell, written) => {
    expect(neutraliseFormula(cell)).toBe(written);
  });
});

describe('CSV formula injection: restoreFormula (the importer)', () => {
  it.each([
    ['takes off the quote before a formula character', "'=1+1", '=1+1'],
    ['takes off only one quote', "''=x", "'=x"],
    ['leaves a quote before plain text', "'Tis", "'Tis"],
    ['leaves a formula without a quote', '=1', '=1'],
  ])('%s', (_rule, cell, read) => {
    expect(restoreFormula(cell)).toBe(read);
  });

  it('property: every text written then read is itself, and what is written never starts with a trigger', () => {
    const start = fc.constantFrom('', "'", "''", ...FORMULA_TRIGGERS);
    fc.assert(
      fc.property(start, fc.string(), (head, rest) => {
        const cell = head + rest;
        const written = neutraliseFormula(cell);
        expect(restoreFormula(written)).toBe(cell);
        expect((FORMULA_TRIGGERS as readonly string[]).includes(written[0] ?? '')).toBe(false);
      }),
    );
  });
});
