/** Answers of the reading-list routes, for the OpenAPI document. */
export const READING_LIST_ITEM_EXAMPLE = {
  id: '3d5c9a1e-2b4f-4e6a-9c8d-7f1e2a3b4c5d',
  user_id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  reader_id: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10',
  reader_name: 'Mia (Age 9)',
  title: 'Wonder',
  author: 'R. J. Palacio',
  reading_status: 'currently_reading',
  started_reading_at: '2026-11-20T18:00:00.000Z',
  completed_reading_at: null,
  analysis: { matchLevel: 'good', matchScore: 92 },
  created_at: '2026-11-19T09:30:00.000Z',
  ready_for_review: true,
};

export const DUPLICATE_EXAMPLE = { code: 'conflict', message: 'Book already in reading list', errors: ['Book already in reading list'] };
export const ITEM_NOT_FOUND_EXAMPLE = { code: 'not_found', message: 'Book not found in the reading list', errors: ['Book not found in the reading list'] };
export const READING_GOAL_EXAMPLE = { reader_id: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10', year: 2026, target: 24, completed: 7 };

export const IMPORT_REPORT_EXAMPLE = {
  dryRun: true,
  format: 'goodreads',
  total: 4,
  imported: 2,
  skipped: 1,
  errors: 1,
  rows: [
    { row: 2, title: 'Wonder', author: 'R. J. Palacio', status: 'completed', outcome: 'would_import' },
    { row: 3, title: 'Holes', author: 'Louis Sachar', status: 'to_read', outcome: 'would_import' },
    { row: 4, title: 'Dune', author: 'Frank Herbert', status: 'currently_reading', outcome: 'duplicate', reason: 'Book already in reading list' },
    { row: 5, title: '', author: 'Anonymous', status: 'read', outcome: 'error', reason: 'Title is required' },
  ],
};
export const UNKNOWN_FORMAT_EXAMPLE = {
  code: 'validation_failed',
  message:
    'This file is not a Goodreads or StoryGraph export. Expected a header row with Title, Author, Exclusive Shelf (Goodreads) or Title, Authors, Read Status (StoryGraph).',
  errors: [
    'This file is not a Goodreads or StoryGraph export. Expected a header row with Title, Author, Exclusive Shelf (Goodreads) or Title, Authors, Read Status (StoryGraph).',
  ],
};
