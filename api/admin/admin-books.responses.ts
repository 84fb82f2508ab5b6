import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATALOG_FLAGS, INSIGHT_TYPES, MATCH_LEVELS } from '../../domain/index.js';

/** Response shapes of the book tools (/api/admin/books/*, /api/admin/insights), as the use cases answer them (application/admin). */

/** A record by flag: every flag a required key. `required` lists the keys; `selfRequired` says the property itself is required too. */
const byFlag = (schema: { type: 'boolean' | 'string' }) => ({
  type: 'object' as const,
  properties: Object.fromEntries(CATALOG_FLAGS.map((flag) => [flag, schema])),
  required: [...CATALOG_FLAGS],
  selfRequired: true,
});
const IMPORT_MODES = ['batch', 'clean'] as const;

export class BookSeriesDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: 9999 }) volume!: number | null;
}

/** A catalog row with its 36 fields (application/admin/ports/catalog-admin.port.ts StoredBook). */
export class StoredBookDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Empty when the book has no ISBN.' }) isbn!: string;
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ ...byFlag({ type: 'boolean' }), description: 'The 16 flag columns, by flag.' }) flags!: Record<string, boolean>;
  @ApiProperty({ ...byFlag({ type: 'string' }), description: "The 16 example columns, by flag ('' when none)." }) examples!: Record<string, string>;
  @ApiProperty({ type: BookSeriesDto, nullable: true }) series!: BookSeriesDto | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class AdminBookPageDto {
  @ApiProperty({ type: 'integer', description: 'The number of matches (not of this page).' }) total!: number;
  @ApiProperty({ type: [StoredBookDto] }) items!: StoredBookDto[];
}

export class ImportPreviewBookDto {
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty() isbn!: string;
  @ApiProperty({ type: [String], enum: CATALOG_FLAGS, description: 'The flags set to yes.' }) contentFlags!: string[];
  @ApiPropertyOptional({ type: BookSeriesDto, nullable: true, description: "Only when the file has series columns: the row's series (null when left blank)." })
  series?: BookSeriesDto | null;
}

/** The answer of both imports (application/admin/import-report.ts). */
export class ImportReportDto {
  @ApiProperty({ description: 'Every row was read without error (and, for a real import, written).' }) success!: boolean;
  @ApiProperty() dryRun!: boolean;
  @ApiProperty({ enum: IMPORT_MODES }) mode!: string;
  @ApiProperty({ type: 'integer', description: 'Book rows in the text, readable or not.' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'Books written: inserted + updated (0 for a dry run).' }) imported!: number;
  @ApiProperty({ type: 'integer' }) inserted!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer', description: 'Books that a real import writes.' }) valid!: number;
  @ApiProperty({ type: 'integer' }) errors!: number;
  @ApiProperty({ type: 'integer', description: 'Of errors, the rows refused for their field count.' }) fieldCountErrors!: number;
  @ApiProperty({ type: 'integer' }) validationWarnings!: number;
  @ApiProperty({ type: 'integer' }) autoFixed!: number;
  @ApiProperty({ type: [ImportPreviewBookDto], description: 'The first books read.' }) previewData!: ImportPreviewBookDto[];
  @ApiProperty({ type: [String], description: 'The first warnings.' }) validationDetails!: string[];
  @ApiProperty({ type: [String], description: 'The first row errors.' }) errorDetails!: string[];
  @ApiProperty({ type: [String], description: 'The first repairs.' }) autoFixDetails!: string[];
}

export class ImportJobErrorDto {
  @ApiProperty({ example: 'validation_failed' }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [String] }) errors!: string[];
}

/** An import job's progress (application/admin/import-jobs.ts ImportJobView). */
export class ImportJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['running', 'done', 'failed'] }) state!: string;
  @ApiProperty({ enum: ['reading', 'writing', 'done'] }) phase!: string;
  @ApiProperty({ type: 'integer', description: 'Rows read so far (reading), or rows written (done).' }) processed!: number;
  @ApiProperty({ type: 'integer', description: 'Rows in the text: known once it is read.' }) total!: number;
  @ApiProperty() dryRun!: boolean;
  @ApiProperty({ enum: IMPORT_MODES }) mode!: string;
  @ApiProperty({ format: 'date-time' }) started_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finished_at!: string | null;
  @ApiPropertyOptional({ type: ImportReportDto, description: "The import's report once done." }) result?: ImportReportDto;
  @ApiPropertyOptional({ type: ImportJobErrorDto, description: 'The error once failed, as an HTTP error body would carry it.' }) error?: ImportJobErrorDto;
}

export class BookChangeDto {
  @ApiProperty({ example: 'title', description: 'The column changed (isbn, title, author, summary, <flag>_flag or <flag>_example).' }) field!: string;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'boolean' }] }) before!: string | boolean;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'boolean' }] }) after!: string | boolean;
}

/** POST /api/admin/books/:isbn/fix (application/admin/fix-book-data.use-case.ts BookFixed). */
export class BookFixedDto {
  @ApiProperty({ type: StoredBookDto, description: 'The book after the fix (as it was when nothing changed).' }) book!: StoredBookDto;
  @ApiProperty({ type: [BookChangeDto] }) changes!: BookChangeDto[];
  @ApiProperty({ type: [String], description: 'What the fix noticed but did not decide.' }) notes!: string[];
  @ApiProperty() message!: string;
}

export class InsightReaderDto {
  @ApiProperty({ type: 'integer', minimum: 5, maximum: 18 }) age!: number;
  @ApiProperty({ example: 'Grade 5' }) reading_level!: string;
}

export class InsightMatchDto {
  @ApiProperty({ enum: MATCH_LEVELS }) matchLevel!: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) matchScore!: number;
}

/** POST /api/admin/insights (application/admin/generate-insights.use-case.ts InsightAnswer). */
export class InsightAnswerDto {
  @ApiPropertyOptional({ description: 'One insight (a single type asked for).' }) insight?: string;
  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(INSIGHT_TYPES.map((type) => [type, { type: 'string' as const }])),
    required: [...INSIGHT_TYPES],
    selfRequired: false,
    description: "All three, by type (insightType 'all').",
  })
  insights?: Record<string, string>;
  @ApiProperty({ type: InsightReaderDto }) reader!: InsightReaderDto;
  @ApiProperty({ type: InsightMatchDto }) match!: InsightMatchDto;
  @ApiProperty({ enum: ['local'], description: 'Written from the catalog and the matching rules on this server.' }) source!: string;
}
