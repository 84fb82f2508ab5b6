/** Answers of the reader routes, for the OpenAPI document. */
export const USER_ID_EXAMPLE = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

export const FAMILY_MEMBER_EXAMPLE = {
  id: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10',
  user_id: USER_ID_EXAMPLE,
  name: 'Mia',
  age: 9,
  reading_level: 'Elementary',
  has_completed_quiz: true,
  quiz_data: { loved_books: 'Matilda', book_preferences: { genres: ['fantasy'] }, content_tolerance: { violence: 1 } },
  ai_summary: 'Meet Mia, age 9, reading at the Elementary level…',
  book_filters: null,
  content_tolerance: { violence: 1 },
  created_at: '2026-11-22T12:00:00.000Z',
  updated_at: '2026-11-22T12:05:00.000Z',
};

export const READING_PROFILE_EXAMPLE = {
  user_id: USER_ID_EXAMPLE,
  quiz_data: { book_preferences: { genres: ['mystery'] }, content_tolerance: { violence: 3 } },
  quiz_completed: true,
  reading_filter: 'Meet Sam, age 30…',
  content_tolerance: { violence: 3 },
  first_name: 'Sam',
  display_name: 'Sam',
  full_name: 'Sam Rivera',
  created_at: '2026-11-22T12:00:00.000Z',
  updated_at: '2026-11-22T12:05:00.000Z',
};

export const SUMMARY_EXAMPLE = {
  summary:
    'Meet Mia, age 9, reading at the Elementary level.\n\nMia has loved Matilda. Favourite kinds of story: fantasy and mystery.\n\nComfort levels for Mia:\n• Very Low: Violence\n\nBooks to try:\n• The Wild Robot by Peter Brown (fantasy)',
  source: 'local',
};

export const VALIDATION_EXAMPLE = { code: 'validation_failed', message: 'Age must be between 1 and 120', errors: ['Age must be between 1 and 120'] };
export const NOT_FOUND_MEMBER = { code: 'not_found', message: 'Family member not found', errors: ['Family member not found'] };
export const NO_READER_EXAMPLE = {
  code: 'not_found',
  message: 'Please select a family member or yourself',
  errors: ['Please select a family member or yourself'],
};
