import { countNoun } from '../text/count-noun.js';
/** The admin import screens' rules and wording. */
export const IMPORT_MESSAGES = {
  emptyContent: 'Please paste CSV content before importing',
  emptyRows: 'Please paste CSV rows...',
  failedTitle: 'Import Failed',
  fixErrorsFirst: 'Please fix validation errors first',
  previewFirst: 'Please run Preview & Validate first',
  /** The specification's 'N rows have field count issues', in the singular for one row. */
  fieldCountIssues: (rows: number) => `${countNoun(rows, 'row')} ${rows === 1 ? 'has' : 'have'} field count issues`,
  signInRequired: 'You must be signed in to import.',
} as const;

/** Previews show the first 3 books and the first 10 warnings or errors. */
export const IMPORT_PREVIEW_BOOKS = 3;
export const IMPORT_PREVIEW_ISSUES = 10;

/** The import text's messages: ['Please paste CSV content before importing'] when blank. */
export const validateImportText = (text: string | null | undefined): string[] => ((text ?? '').trim() === '' ? [IMPORT_MESSAGES.emptyContent] : []);

export interface ImportGate {
  readonly previewed: boolean;
  readonly previewErrors: number;
}

/** The real import is blocked until a preview has passed with no errors; null when it may run. */
export const importBlockedReason = (gate: ImportGate): string | null =>
  !gate.previewed ? IMPORT_MESSAGES.previewFirst : gate.previewErrors > 0 ? IMPORT_MESSAGES.fixErrorsFirst : null;
