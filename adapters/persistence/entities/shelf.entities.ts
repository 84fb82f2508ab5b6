import { defineEntity, p } from '@mikro-orm/core';

/** A shelf-mode session (migration 20261126050000). */
export const ShelfSessionEntity = defineEntity({
  name: 'ShelfSessionRow',
  tableName: 'shelf_sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    reader_ids: p.array(),
    started_at: p.datetime().defaultRaw('now()'),
    ended_at: p.datetime().nullable(),
  },
});

/** A book scanned in a shelf session, with the verdicts shown then. */
export const ShelfSessionBookEntity = defineEntity({
  name: 'ShelfSessionBookRow',
  tableName: 'shelf_session_books',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    session_id: p.uuid(),
    isbn: p.text(),
    title: p.text().nullable(),
    author: p.text().nullable(),
    in_catalog: p.boolean(),
    verdicts: p.json<unknown[]>().defaultRaw("'[]'::jsonb"),
    added_at: p.datetime().defaultRaw('now()'),
  },
});
