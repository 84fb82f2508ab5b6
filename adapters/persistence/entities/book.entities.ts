import { defineEntity, p } from '@mikro-orm/core';

/**
 * The book-content catalog. Its 16 flag/example column pairs are read and written by the catalog
 * adapter with plain SQL (bulk import and trigram search need it), so this entity maps only the
 * columns that the ORM itself touches.
 */
export const BookContentEntity = defineEntity({
  name: 'BookContentRow',
  tableName: 'book_content_analysis',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    isbn: p.text().nullable(),
    title: p.text(),
    author: p.text(),
    summary: p.text().default(''),
    tags: p.array().default([]),
    series: p.text().nullable(),
    series_volume: p.integer().nullable(),
    source: p.text().default('import'),
    /** Where the content ratings come from: starter, import, ai or correction (see the ratings_provenance migration). */
    ratings_source: p.text().default('import'),
    ratings_updated_at: p.datetime().defaultRaw('now()'),
    ratings_model: p.text().nullable(),
    /** Catalog flags with no rating at all (never read as "no"). */
    ratings_unrated: p.array().default([]),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});

export const AnalysisCacheEntity = defineEntity({
  name: 'AnalysisCacheRow',
  tableName: 'analysis_cache',
  properties: {
    cache_key: p.text().primary(),
    result: p.json<Record<string, unknown>>(),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

/** Import jobs (issue 21): written with plain SQL by the admin adapter; mapped here for the schema's record. */
export const ImportJobEntity = defineEntity({
  name: 'ImportJobRow',
  tableName: 'import_jobs',
  properties: {
    id: p.uuid().primary(),
    /** The deployment (its REDIS_PREFIX) whose one-import-at-a-time guard the job counts against. */
    scope: p.text().default(''),
    state: p.text(),
    phase: p.text(),
    processed: p.integer().default(0),
    total: p.integer().default(0),
    dry_run: p.boolean(),
    mode: p.text(),
    started_at: p.datetime(),
    finished_at: p.datetime().nullable(),
    updated_at: p.datetime(),
    result: p.json<Record<string, unknown>>().nullable(),
    error: p.json<Record<string, unknown>>().nullable(),
  },
});
