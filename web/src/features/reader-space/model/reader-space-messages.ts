import type { ReaderRequestStatus } from './reader-space.types.js';

/** The wording of the reader's own pages: short, friendly, for readers aged 8 and up. */
export const READER_SPACE_MESSAGES = {
  signInFailed: 'Could not sign in right now. Please try again.',
  sessionEnded: 'You were signed out. Type your code again, or ask your grown-up for a new one.',
  codeRequired: 'Type the code your grown-up gave you',
  askFailed: 'Could not send your request. Please try again.',
  asked: (title: string) => `Sent! We asked for ${title}.`,
  searchFailed: 'Could not search right now. Please try again.',
  noResults: 'No books found. You can still ask for it below.',
  loadFailed: 'Could not load this. Please try again.',
  noRequests: 'You have not asked for any books yet.',
  emptyList: 'Your reading list is empty. Ask for a book to get started!',
} as const;

export { READER_NOTE_MAX } from '../../../../../domain/index.js';

/** The status chip of a request, as the reader sees it. */
export const REQUEST_STATUS_CHIPS: Readonly<Record<ReaderRequestStatus, { label: string; color: string }>> = {
  pending: { label: 'Waiting', color: 'terracotta' },
  approved: { label: 'Yes! It’s on your list', color: 'sage.8' },
  declined: { label: 'Not this time', color: 'gray.7' },
};
