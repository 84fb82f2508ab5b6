import { defineEntity, p } from '@mikro-orm/core';
import type { BookRequestStatus, ReadingStatus, ScanType } from '../../../domain/index.js';

/** Rows of the readers area: family members, values, the own profile, reading list, scan history. */
export const FamilyMemberEntity = defineEntity({
  name: 'FamilyMemberRow',
  tableName: 'family_members',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    name: p.text(),
    age: p.integer(),
    reading_level: p.text(),
    has_completed_quiz: p.boolean().default(false),
    quiz_data: p.json<Record<string, unknown>>().nullable(),
    ai_summary: p.text().nullable(),
    book_filters: p.json<unknown>().nullable(),
    content_tolerance: p.json<Record<string, number>>().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});

export const FamilyValuesEntity = defineEntity({
  name: 'FamilyValuesRow',
  tableName: 'family_values',
  properties: {
    user_id: p.uuid().primary(),
    data: p.json<Record<string, unknown>>().default('{}'),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});

export const ReadingProfileEntity = defineEntity({
  name: 'ReadingProfileRow',
  tableName: 'user_reading_profiles',
  properties: {
    user_id: p.uuid().primary(),
    quiz_data: p.json<Record<string, unknown>>().nullable(),
    quiz_completed: p.boolean().default(false),
    reading_filter: p.text().nullable(),
    content_tolerance: p.json<Record<string, number>>().nullable(),
    first_name: p.text().nullable(),
    display_name: p.text().nullable(),
    full_name: p.text().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});

export const ReadingListEntity = defineEntity({
  name: 'ReadingListRow',
  tableName: 'reading_list',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    reader_id: p.text(),
    reader_name: p.text(),
    title: p.text(),
    author: p.text(),
    reading_status: p.text().$type<ReadingStatus>().default('to_read'),
    started_reading_at: p.datetime().nullable(),
    completed_reading_at: p.datetime().nullable(),
    analysis: p.json<Record<string, unknown>>().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

export const ScanHistoryEntity = defineEntity({
  name: 'ScanHistoryRow',
  tableName: 'scan_history',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    reader_id: p.text().nullable(),
    reader_name: p.text().nullable(),
    book_title: p.text(),
    book_author: p.text().nullable(),
    scan_image_url: p.text().nullable(),
    scan_type: p.text().$type<ScanType>().default('single-scan'),
    books_found: p.integer().default(1),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

/** A reader's yearly reading goal (one per account, reader and year). */
export const ReadingGoalEntity = defineEntity({
  name: 'ReadingGoalRow',
  tableName: 'reading_goals',
  properties: {
    user_id: p.uuid().primary(),
    reader_id: p.text().primary(),
    year: p.integer().primary(),
    target: p.integer(),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});

/** A family member's own sign-in code, as a keyed hash (one per member). */
export const ReaderCodeEntity = defineEntity({
  name: 'ReaderCodeRow',
  tableName: 'reader_codes',
  properties: {
    member_id: p.uuid().primary(),
    user_id: p.uuid(),
    code_hash: p.text(),
    created_at: p.datetime().defaultRaw('now()'),
    last_used_at: p.datetime().nullable(),
  },
});

/** A session opened with a reader's code. */
export const ReaderSessionEntity = defineEntity({
  name: 'ReaderSessionRow',
  tableName: 'reader_sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    member_id: p.uuid(),
    user_id: p.uuid(),
    created_at: p.datetime().defaultRaw('now()'),
    expires_at: p.datetime(),
  },
});

/** A book a reader asks for, and the parent's decision. */
export const BookRequestEntity = defineEntity({
  name: 'BookRequestRow',
  tableName: 'book_requests',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid(),
    member_id: p.uuid(),
    title: p.text(),
    author: p.text(),
    isbn: p.text().nullable(),
    reader_note: p.text().nullable(),
    status: p.text().$type<BookRequestStatus>().default('pending'),
    parent_note: p.text().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
    decided_at: p.datetime().nullable(),
  },
});
