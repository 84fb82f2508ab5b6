const FORMULA_TEXT = /^="(.*)"$/s;

/**
 * A cell's text without the spreadsheet formula wrapper Goodreads puts around ISBNs (so that
 * spreadsheets keep leading zeros), and without outer spaces: `unwrapSpreadsheetText('="0439023483"')` → '0439023483'.
 */
export const unwrapSpreadsheetText = (cell: string): string => {
  const trimmed = cell.trim();
  return (FORMULA_TEXT.exec(trimmed)?.[1] ?? trimmed).trim();
};
