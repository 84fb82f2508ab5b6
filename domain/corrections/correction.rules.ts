import { isCategoryId, type CategoryId } from '../taxonomy/content-categories.js';
import type { Validation } from '../shared/validation.js';
import { validated } from '../shared/validation.js';
import { sanitizeText } from '../text/sanitize-text.js';
import { isCorrectionKind, type CorrectionKind } from './correction-kinds.js';

/** A note is at most 1000 characters. */
export const CORRECTION_NOTE_MAX = 1000;

/**
 * Kinds whose meaning lies in the note: "too lenient" and "too strict" say by themselves which
 * way the rating is off, the other three say nothing an editor could act on without words.
 */
export const NOTE_REQUIRED_KINDS: readonly CorrectionKind[] = ['factual_error', 'missing_content', 'other'];

export const CORRECTION_MESSAGES = {
  kind: 'Choose what is wrong with this rating',
  category: 'Choose a content category',
  noteRequired: 'Please describe the problem in a note',
  thanks: 'Thanks — an editor will review this rating.',
  bookNotFound: "We couldn't find that book in ShelfCheck's catalog, so its rating cannot be corrected.",
  notFound: 'Correction not found',
} as const;

export interface CorrectionInput {
  readonly kind: unknown;
  readonly category: unknown;
  readonly note?: string | null;
}

export interface CorrectionReport {
  readonly kind: CorrectionKind;
  readonly category: CategoryId;
  /** Cleaned; '' when none was given. */
  readonly note: string;
}

/** True when a kind needs a note: `correctionNoteRequired('other')` → true. */
export const correctionNoteRequired = (kind: CorrectionKind): boolean => NOTE_REQUIRED_KINDS.includes(kind);

/** Checks a report: a known kind and category, and the note (required for three kinds, ≤ 1000, sanitizeText's rules). */
export function validateCorrection(input: CorrectionInput): Validation<CorrectionReport> {
  const kindOk = isCorrectionKind(input.kind);
  const note = sanitizeText(input.note, { maxLength: CORRECTION_NOTE_MAX });
  const missingNote = kindOk && correctionNoteRequired(input.kind) && note.value === '' && note.errors.length === 0;
  const errors = [
    ...(kindOk ? [] : [CORRECTION_MESSAGES.kind]),
    ...(isCategoryId(input.category) ? [] : [CORRECTION_MESSAGES.category]),
    ...(missingNote ? [CORRECTION_MESSAGES.noteRequired] : []),
    ...note.errors,
  ];
  return validated(errors, { kind: input.kind as CorrectionKind, category: input.category as CategoryId, note: note.value });
}
