import type { ReadingHistoryFormat } from '../../domain/index.js';

export type ReadingHistoryRowOutcome = 'imported' | 'would_import' | 'duplicate' | 'skipped' | 'error';

/** One data row of the file as the report shows it; `row` is its spreadsheet row (the header is row 1). */
export interface ReadingHistoryReportRow {
  readonly row: number;
  readonly title: string;
  readonly author: string;
  /** Our status for a book (a ReadingStatus); the export's own word for a skipped or refused row. */
  readonly status: string;
  readonly outcome: ReadingHistoryRowOutcome;
  readonly reason?: string;
}

/**
 * The answer of an import: `imported` counts the books written (in a dry run: those that would be),
 * `skipped` the duplicates and the rows left out by choice, `errors` the unusable rows.
 */
export interface ReadingHistoryImportReport {
  readonly dryRun: boolean;
  readonly format: ReadingHistoryFormat;
  readonly total: number;
  readonly imported: number;
  readonly skipped: number;
  readonly errors: number;
  readonly rows: readonly ReadingHistoryReportRow[];
}

/** The report of a set of rows: the counts follow from the outcomes. */
export function toImportReport(dryRun: boolean, format: ReadingHistoryFormat, rows: readonly ReadingHistoryReportRow[]): ReadingHistoryImportReport {
  const count = (...outcomes: ReadingHistoryRowOutcome[]) => rows.filter((r) => outcomes.includes(r.outcome)).length;
  return {
    dryRun,
    format,
    total: rows.length,
    imported: count('imported', 'would_import'),
    skipped: count('duplicate', 'skipped'),
    errors: count('error'),
    rows,
  };
}
