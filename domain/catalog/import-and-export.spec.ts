import { EXPORT_HEADER, exportCells, exportFileName } from './book-export.js';
import { toCsvLine } from './csv-row.writer.js';
import { importBlockedReason, IMPORT_MESSAGES, validateImportText } from './import.rules.js';

describe('import rules', () => {
  it.each([
    ['import text must be non-empty', '  ', ['Please paste CSV content before importing']],
    ['missing import text is empty', undefined, ['Please paste CSV content before importing']],
    ['any text may be previewed', 'isbn,title', []],
  ])('%s', (_rule, text, expected) => {
    expect(validateImportText(text)).toEqual(expected);
  });

  it.each([
    ['the real import is blocked until a preview has run', { previewed: false, previewErrors: 0 }, 'Please run Preview & Validate first'],
    ['the real import is blocked while the preview has errors', { previewed: true, previewErrors: 2 }, 'Please fix validation errors first'],
    ['a clean preview unblocks the real import', { previewed: true, previewErrors: 0 }, null],
  ])('%s', (_rule, gate, expected) => {
    expect(importBlockedReason(gate)).toBe(expected);
  });

  it('counts rows with field-count issues', () => {
    expect(IMPORT_MESSAGES.fieldCountIssues(3)).toBe('3 rows have field count issues');
    expect(IMPORT_MESSAGES.fieldCountIssues(1)).toBe('1 row has field count issues');
  });
});

describe('book export', () => {
  it('writes Title, Author, ISBN, Date Added, quoting as needed', () => {
    const lines = [
      EXPORT_HEADER,
      ...[
        { title: 'Oh, the Places', author: 'Dr. Seuss', isbn: '9780679805274', created_at: '2026-03-04T22:10:00Z' },
        { title: 'No ISBN', author: 'Anon', isbn: null, created_at: '2026-03-05T01:00:00Z' },
      ].map(exportCells),
    ].map(toCsvLine);
    const text = lines.join('\r\n');
    expect(text.split('\r\n')).toEqual(['Title,Author,ISBN,Date Added', '"Oh, the Places",Dr. Seuss,9780679805274,2026-03-04', 'No ISBN,Anon,,2026-03-05']);
  });

  it('downloads as books-export-{date}.csv', () => {
    expect(exportFileName(new Date('2026-03-04T10:00:00Z'))).toBe('books-export-2026-03-04.csv');
  });
});
