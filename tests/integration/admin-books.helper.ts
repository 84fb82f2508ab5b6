import { randomBytes } from 'node:crypto';
import { CATALOG_FLAGS, CSV_HEADER, toCsvLine, type BookRecord, type CatalogFlag } from '../../domain/index.js';
import type { TestApp } from '../support/test-app.js';
import { sql, type TestUser } from './admin-auth.helper.js';

const byFlag = <T>(make: (flag: CatalogFlag, k: number) => T) =>
  Object.fromEntries(CATALOG_FLAGS.map((flag, k) => [flag, make(flag, k)])) as Record<CatalogFlag, T>;

/** A valid ISBN-13 from a stem of at most 9 digits (the check digit computed). */
export function isbn13(stem: number): string {
  const first12 = `978${String(stem % 1e9).padStart(9, '0')}`;
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** A unique prefix for one test's books, so that suites sharing the database never collide. */
export const bookPrefix = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

/** Book i of a test: flags yes on every fifth column, with examples. */
export function book(prefix: string, i: number, overrides: Partial<BookRecord> = {}): BookRecord {
  return {
    isbn: isbn13((parseInt(prefix.slice(-8), 16) % 100_000) * 10_000 + i),
    title: `${prefix} Title ${i}`,
    author: `${prefix} Author ${i}`,
    summary: `Summary of book ${i}, with commas, "quotes" and a line\nbreak.`,
    flags: byFlag((_f, k) => (i + k) % 5 === 0),
    examples: byFlag((f, k) => ((i + k) % 5 === 0 ? `${f} example of ${i}` : '')),
    ...overrides,
  };
}

export const HEADER_LINE = toCsvLine(CSV_HEADER);
/** A whole import text (header + lines, CRLF as the exporter writes). */
export const csvOf = (records: readonly (BookRecord | readonly string[])[], eol = '\r\n') => [HEADER_LINE, ...records.map((r) => toCsvLine(r))].join(eol);

/** The 36 stored fields of the test's books, by title (what an import is compared on). */
export async function storedBooks(t: TestApp, prefix: string): Promise<Record<string, unknown>[]> {
  return sql(t, `select ${CSV_HEADER.join(', ')} from book_content_analysis where title like $1 order by title, isbn`, [`${prefix}%`]);
}

/** POST /api/admin/books/import (or import-clean) as the admin, written (or, with dryRun, previewed). */
export const importBooksCsv = (t: TestApp, admin: TestUser, csvContent: string, options: { dryRun?: boolean; clean?: boolean } = {}) =>
  t
    .http()
    .post(options.clean ? '/api/admin/books/import-clean' : '/api/admin/books/import')
    .set(admin.auth)
    .send({ csvContent, dryRun: options.dryRun ?? false });
