import { BOOK_REQUEST_MESSAGES } from '../../domain/index.js';

/** Answers of the ask-and-approve routes, for the OpenAPI document. */
const errorBody = (code: string, message: string) => ({ code, message, errors: [message] });

export const MEMBER_ID_EXAMPLE = '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10';

export const NEW_CODE_EXAMPLE = { member_id: MEMBER_ID_EXAMPLE, code: 'K7PM-Q2XD', created_at: '2026-11-23T18:00:00.000Z' };
export const CODE_STATUS_EXAMPLE = {
  member_id: MEMBER_ID_EXAMPLE,
  active: true,
  created_at: '2026-11-23T18:00:00.000Z',
  last_used_at: '2026-11-23T18:05:00.000Z',
};
export const TOO_YOUNG_EXAMPLE = errorBody('unprocessable', BOOK_REQUEST_MESSAGES.tooYoung);
export const MEMBER_NOT_FOUND_EXAMPLE = errorBody('not_found', 'Family member not found');

export const READER_SESSION_EXAMPLE = {
  access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…',
  token_type: 'bearer',
  expires_in: 604800,
  expires_at: 1764526800,
  reader: { id: MEMBER_ID_EXAMPLE, name: 'Mia', age: 9 },
};
export const INVALID_CODE_EXAMPLE = errorBody('invalid_credentials', BOOK_REQUEST_MESSAGES.invalidCode);
export const READER_ME_EXAMPLE = { id: MEMBER_ID_EXAMPLE, name: 'Mia', age: 9, parent_first_name: 'Sam' };

export const READER_REQUEST_EXAMPLE = {
  id: '5d7e1c2b-3a4f-4b6c-9d8e-7f6a5b4c3d2e',
  title: 'Holes',
  author: 'Louis Sachar',
  isbn: '9780440414803',
  reader_note: 'My friend Zoe loved it!',
  status: 'pending',
  parent_note: null,
  created_at: '2026-11-23T18:10:00.000Z',
  decided_at: null,
};

export const PARENT_REQUEST_EXAMPLE = {
  ...READER_REQUEST_EXAMPLE,
  reader_id: MEMBER_ID_EXAMPLE,
  reader_name: 'Mia',
  match: { match_level: 'decent', match_score: 70, conflicts: [{ category: 'violence', label: 'Violence', level: 3, limit: 1 }] },
};
export const APPROVED_EXAMPLE = { ...PARENT_REQUEST_EXAMPLE, status: 'approved', parent_note: 'Enjoy it!', decided_at: '2026-11-23T19:00:00.000Z' };
export const DECLINED_EXAMPLE = {
  ...PARENT_REQUEST_EXAMPLE,
  status: 'declined',
  parent_note: "Let's read it together next year.",
  decided_at: '2026-11-23T19:00:00.000Z',
};

export const ALREADY_ANSWERED_EXAMPLE = errorBody('conflict', BOOK_REQUEST_MESSAGES.alreadyAnswered);
export const REQUEST_NOT_FOUND_EXAMPLE = errorBody('not_found', BOOK_REQUEST_MESSAGES.requestNotFound);
export const ALREADY_ASKED_EXAMPLE = errorBody('conflict', BOOK_REQUEST_MESSAGES.alreadyAsked);
export const TITLE_REQUIRED_EXAMPLE = errorBody('unprocessable', BOOK_REQUEST_MESSAGES.titleRequired);
export const NOTE_TOO_LONG_EXAMPLE = errorBody('unprocessable', BOOK_REQUEST_MESSAGES.parentNoteTooLong);

export const READER_LIST_ITEM_EXAMPLE = {
  id: '8c9d0e1f-2a3b-4c5d-8e6f-7a8b9c0d1e2f',
  user_id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  reader_id: MEMBER_ID_EXAMPLE,
  reader_name: 'Mia (Age 9)',
  title: 'Holes',
  author: 'Louis Sachar',
  reading_status: 'to_read',
  started_reading_at: null,
  completed_reading_at: null,
  analysis: null,
  created_at: '2026-11-23T19:00:00.000Z',
  ready_for_review: false,
};
