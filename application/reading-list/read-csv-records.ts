import { parse } from 'csv-parse/sync';
import { failure, success, AppError, type Outcome } from '../shared/app-error.js';

/** Why a text is not CSV, worded for the person who chose the file. */
export const csvUnreadable = (detail: string) => `This file could not be read as CSV: ${detail}`;

/**
 * The rows of a CSV text as cells (RFC 4180 quoting, a leading byte-order mark dropped, blank lines
 * skipped, rows of any length). csv-parse is a pure library without I/O, so the use case calls it
 * directly instead of through a port; a text it cannot read is a 400, never a crash.
 */
export function readCsvRecords(text: string): Outcome<string[][]> {
  try {
    return success(parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }));
  } catch (error) {
    return failure(AppError.validation([csvUnreadable(error instanceof Error ? error.message : String(error))]));
  }
}
