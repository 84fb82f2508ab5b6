import { EXPORT_MESSAGES } from '../../../../../domain/index.js';

/**
 * Wording of the admin screens that the domain does not hold (the specification's own messages come
 * from ADMIN_MESSAGES, IMPORT_MESSAGES, INSIGHT_MESSAGES and EXPORT_MESSAGES).
 */
export const ADMIN_COPY = {
  notAdmin: 'You do not have access to the admin area',
  notAdminHint: 'This area is for ShelfCheck administrators. If you think you should have access, ask an administrator.',
  unlockHint: 'For your safety, confirm your own account password. The admin tools stay unlocked for 30 minutes.',
  passwordRequired: 'Password is required',
  unavailable: 'The admin area could not be reached. Please try again.',
  isbnRequired: 'Enter an ISBN',
  nothingToFix: 'Book data checked: nothing needed fixing.',
  /** A previewed book's series: 'Series: Narnia, book 2' (or without the volume when the row leaves it blank). */
  previewSeries: (name: string, volume: number | null) => `Series: ${name}${volume === null ? '' : `, book ${volume}`}`,
  refusedRows: 'Refused rows (not imported)',
  refusedRowsHint: 'Nothing of these rows is written. Rows are numbered as in a spreadsheet (the header is row 1).',
  fieldCountHint: 'Their values are never shifted between columns: put quotes around any text that holds a comma.',
  seriesTemplate: 'Series template (optional series columns)',
} as const;

/** 'Export Failed - Could not export books. Please try again.' as a toast's title and message. */
export const EXPORT_FAILED_TOAST = (() => {
  const [title, ...rest] = EXPORT_MESSAGES.failed.split(' - ');
  return { title: title ?? EXPORT_MESSAGES.failed, message: rest.join(' - ') };
})();

/** The book tools linked from the dashboard and from each tool page. */
export const ADMIN_TOOLS = [
  { to: '/import-book-data', label: 'Import Book Data', description: 'Paste or load a CSV, preview it, then import.' },
  { to: '/clean-import', label: 'Clean Import', description: 'Strict import: every flag must be yes or no.' },
  { to: '/export-books', label: 'Export Books', description: 'Download the catalog as a CSV file.' },
  { to: '/fix-book-data', label: 'Fix Book Data', description: "Repair one book's data by its ISBN." },
  { to: '/import-test', label: 'Insight Test', description: 'Generate insights on a book for a reader.' },
] as const;

export type AdminToolPath = (typeof ADMIN_TOOLS)[number]['to'];
