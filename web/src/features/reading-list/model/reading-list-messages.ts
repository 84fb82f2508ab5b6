import { READING_LIST_MESSAGES } from '../../../../../domain/index.js';

/** The reading list's wording (§5, §8): the domain's, plus the client's failures. */
export const TBR_MESSAGES = {
  ...READING_LIST_MESSAGES,
  loadFailed: 'Failed to load reading list',
  addFailed: 'Failed to add to reading list',
  addError: 'Error: Could not add to reading list.',
  /** Offline (issue 25): the list shows from the device; adding waits for a connection. */
  needsConnection: "Adding to the list needs a connection: you're offline.",
  statusFailed: 'Failed to update reading status',
  removeFailed: 'Failed to remove from reading list',
  readyForReview: 'Books ready for review',
} as const;
