/**
 * CSV formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with =, +,
 * -, @, a tab or a carriage return as a formula (=HYPERLINK(…), =cmd|…). Every CSV the service
 * writes puts a single quote before such a cell, which spreadsheets show as text; the importer takes
 * that one quote off again, so an export imported back gives the same values.
 *
 * So that the pair is exact for every text, a cell that already starts with quotes followed by one
 * of those characters ("'=x") gets one more quote ("''=x") and reads back as itself.
 */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** The triggers as a character class (the minus escaped): the checks below are built from the list. */
const TRIGGER = `[${FORMULA_TRIGGERS.map((c) => (c === '-' ? '\\-' : c)).join('')}]`;
const NEEDS_QUOTE = new RegExp(`^'*${TRIGGER}`);
const QUOTED = new RegExp(`^'+${TRIGGER}`);

/** The cell as a spreadsheet will show it as text: `neutraliseFormula('=1+1')` → `'=1+1`. */
export const neutraliseFormula = (cell: string): string => (NEEDS_QUOTE.test(cell) ? `'${cell}` : cell);

/** The importer's inverse: one leading quote before a formula character is removed: `restoreFormula("'=1+1")` → `=1+1`. */
export const restoreFormula = (cell: string): string => (QUOTED.test(cell) ? cell.slice(1) : cell);
