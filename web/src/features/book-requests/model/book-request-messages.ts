/** The wording of the parent's Requests view, in one place. */
export const BOOK_REQUEST_MESSAGES = {
  loadFailed: 'Could not load the requests. Please try again.',
  approved: (reader: string, title: string) => `${title} is on ${reader}’s reading list`,
  declined: (reader: string) => `${reader} will see your answer`,
  answerFailed: 'Could not save your answer. Please try again.',
  noneWaiting: 'No requests waiting. When a reader asks for a book, it shows up here.',
  noneAnswered: 'Nothing answered yet.',
  notInCatalog: 'This book is not in our catalog yet, so there is no match to show. Scan or search it to check it first.',
  noConflicts: 'Nothing above their comfort levels',
} as const;

export { PARENT_NOTE_MAX } from '../../../../../domain/index.js';
