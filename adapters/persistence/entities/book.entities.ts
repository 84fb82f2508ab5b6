import { defineEntity, p } from '@mikro-orm/core';
import type { CategoryId, CorrectionKind, CorrectionStatus } from '../../../domain/index.js';
import type { ImportJobView } from '../../../application/admin/import-jobs.js';

/**
 * The book-content catalog, every column: the 16 flag/example pairs in the order of the import
 * format (domain CATALOG_FLAGS; `flagColumn`/`exampleColumn` name them), the finer facts (severity
 * per flag, example types, ages) and the ratings' provenance. Search, imports and exports read it
 * through typed Kysely (see adapters/persistence/database.ts).
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
    violence_flag: p.boolean().default(false),
    violence_example: p.text().default(''),
    sexual_content_flag: p.boolean().default(false),
    sexual_content_example: p.text().default(''),
    profanity_crude_language_flag: p.boolean().default(false),
    profanity_crude_language_example: p.text().default(''),
    lgbtq_content_flag: p.boolean().default(false),
    lgbtq_content_example: p.text().default(''),
    drug_alcohol_use_flag: p.boolean().default(false),
    drug_alcohol_use_example: p.text().default(''),
    death_grief_flag: p.boolean().default(false),
    death_grief_example: p.text().default(''),
    divorce_separation_flag: p.boolean().default(false),
    divorce_separation_example: p.text().default(''),
    religious_content_flag: p.boolean().default(false),
    religious_content_example: p.text().default(''),
    supernatural_occult_flag: p.boolean().default(false),
    supernatural_occult_example: p.text().default(''),
    scary_horror_flag: p.boolean().default(false),
    scary_horror_example: p.text().default(''),
    mental_health_flag: p.boolean().default(false),
    mental_health_example: p.text().default(''),
    bullying_cruelty_flag: p.boolean().default(false),
    bullying_cruelty_example: p.text().default(''),
    political_themes_flag: p.boolean().default(false),
    political_themes_example: p.text().default(''),
    discrimination_prejudice_flag: p.boolean().default(false),
    discrimination_prejudice_example: p.text().default(''),
    body_image_eating_flag: p.boolean().default(false),
    body_image_eating_example: p.text().default(''),
    suicide_self_harm_flag: p.boolean().default(false),
    suicide_self_harm_example: p.text().default(''),
    tags: p.array().default([]),
    series: p.text().nullable(),
    series_volume: p.integer().nullable(),
    source: p.text().default('import'),
    /** Severity 1..5 per catalog flag (starter details or an AI analysis); a flag without one reads as Moderate. */
    severity: p.json<Record<string, number>>().default('{}'),
    /** The example type an analysis saw per coarse flag (whimsical_fantasy, dark_occult, …). */
    example_types: p.json<Record<string, string>>().default('{}'),
    age_min: p.integer().nullable(),
    age_max: p.integer().nullable(),
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

/** Import jobs (issue 21) and their progress, shared by every instance. */
export const ImportJobEntity = defineEntity({
  name: 'ImportJobRow',
  tableName: 'import_jobs',
  properties: {
    id: p.uuid().primary(),
    /** The deployment (its REDIS_PREFIX) whose one-import-at-a-time guard the job counts against. */
    scope: p.text().default(''),
    state: p.text().$type<ImportJobView['state']>(),
    phase: p.text().$type<ImportJobView['phase']>(),
    processed: p.integer().default(0),
    total: p.integer().default(0),
    dry_run: p.boolean(),
    mode: p.text().$type<ImportJobView['mode']>(),
    started_at: p.datetime(),
    finished_at: p.datetime().nullable(),
    updated_at: p.datetime(),
    result: p.json<NonNullable<ImportJobView['result']>>().nullable(),
    error: p.json<NonNullable<ImportJobView['error']>>().nullable(),
  },
});

/** A reader's report on one content category of a catalog book, and an admin's decision. */
export const ContentCorrectionEntity = defineEntity({
  name: 'ContentCorrectionRow',
  tableName: 'content_corrections',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user_id: p.uuid().nullable(),
    book_id: p.uuid().nullable(),
    isbn: p.text().nullable(),
    title: p.text(),
    author: p.text(),
    category: p.text().$type<CategoryId>(),
    kind: p.text().$type<CorrectionKind>(),
    note: p.text().default(''),
    status: p.text().$type<CorrectionStatus>().default('open'),
    proposed_severity: p.integer(),
    decided_by: p.uuid().nullable(),
    decided_at: p.datetime().nullable(),
    decision_note: p.text().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

/** The catalog's version: one row, bumped at the commit of every change to the catalog (migration 20261126060000). */
export const CatalogVersionEntity = defineEntity({
  name: 'CatalogVersionRow',
  tableName: 'catalog_version',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    version: p.bigint('number').defaultRaw('0'),
  },
});
