import type { NewReaderCodeDto, ReaderCodeStatusDto } from '../../../api/generated.js';
import { BOOK_REQUEST_MESSAGES, formatReaderCode, mayHaveReaderCode, normalizeReaderCode } from '../../../../../domain/index.js';

/**
 * Reader sign-in (issue #12): a family member aged 8 or more may get a code of their own. The rule
 * and its sentence are the domain's, the same the server answers a 422 with.
 */
export const READER_SIGN_IN_MESSAGES = {
  tooYoung: BOOK_REQUEST_MESSAGES.tooYoung,
  loadFailed: 'Could not check the reader sign-in. Please try again.',
  createFailed: 'Could not make a sign-in code. Please try again.',
  turnOffFailed: 'Could not turn the sign-in code off. Please try again.',
  turnedOff: 'Sign-in code turned off',
  copied: 'Copied',
} as const;

/** Whether the parent is offered a code for this member (the domain's rule: 8 or older, age known). */
export const canHaveReaderSignIn = (age: number | null | undefined): boolean => mayHaveReaderCode(age).ok;

/** The code as shown and copied: 'ABCD-2345', whatever grouping or case the server sent. */
export const shownReaderCode = (code: string): string => formatReaderCode(normalizeReaderCode(code));

/** GET /api/family-members/:id/reader-code (never the code itself). */
export type ReaderCodeStatus = ReaderCodeStatusDto;

/** POST /api/family-members/:id/reader-code: the only answer that holds the code. */
export type CreatedReaderCode = NewReaderCodeDto;
