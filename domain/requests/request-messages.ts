/**
 * Every message of ask and approve, worded once. The numbers in the rules (the minimum age, the
 * note lengths) feed these texts, so a rule and its message never disagree.
 */
export const READER_CODE_MIN_AGE = 8;
export const READER_NOTE_MAX = 300;
export const PARENT_NOTE_MAX = 500;
export const REQUEST_TEXT_MAX = 300;

export const BOOK_REQUEST_MESSAGES = {
  tooYoung: `Reader sign-in is for readers aged ${READER_CODE_MIN_AGE} or older.`,
  invalidCode: 'Invalid sign-in code',
  titleRequired: 'Title is required',
  authorRequired: 'Author is required',
  titleTooLong: `Title must be at most ${REQUEST_TEXT_MAX} characters`,
  authorTooLong: `Author must be at most ${REQUEST_TEXT_MAX} characters`,
  isbnTooLong: 'ISBN must be at most 20 characters',
  readerNoteTooLong: `Note must be at most ${READER_NOTE_MAX} characters`,
  parentNoteTooLong: `Note must be at most ${PARENT_NOTE_MAX} characters`,
  alreadyAsked: 'You already asked for this book.',
  alreadyAnswered: 'This request has already been answered.',
  requestNotFound: 'Request not found.',
} as const;
