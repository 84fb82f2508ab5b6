/** Example answers of the corrections routes, for the OpenAPI document. */
export const CORRECTION_EXAMPLE = {
  id: '3b0c1f4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  user_id: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10',
  book_id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  isbn: '9780440414803',
  title: 'Holes',
  author: 'Louis Sachar',
  category: 'violence',
  kind: 'too_lenient',
  note: 'Chapter 12 has a detailed fight the rating misses.',
  status: 'open',
  proposed_severity: 3,
  decided_by: null,
  decided_at: null,
  decision_note: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

export const QUEUED_CORRECTION_EXAMPLE = {
  ...CORRECTION_EXAMPLE,
  reporter_email: 'parent@example.com',
  current: { present: true, severity: 2, example: 'Boys scuffle at camp.' },
  proposed: { present: true, severity: 3, example: 'Boys scuffle at camp.' },
};
