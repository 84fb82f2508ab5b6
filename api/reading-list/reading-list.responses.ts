import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { READING_STATUSES } from '../../domain/index.js';

/** Response shapes of /api/reading-list and /api/reading-goals (application/reading-list). */

export class ReadingListItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ description: "A family member's id, or 'self'." }) reader_id!: string;
  @ApiProperty({ description: "As sent when the book was added: 'Name (Age N)'." }) reader_name!: string;
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ enum: READING_STATUSES }) reading_status!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) started_reading_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_reading_at!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The analysis shown when the book was added, kept as the client sent it (a free-form object), or null.',
  })
  analysis!: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: 'Currently reading and started more than 24 hours ago.' }) ready_for_review!: boolean;
}

export class ReadingHistoryRowDto {
  @ApiProperty({ type: 'integer', description: 'The spreadsheet row (the header is row 1).' }) row!: number;
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ description: "Our status for a book; the export's own word for a skipped or refused row." }) status!: string;
  @ApiProperty({ enum: ['imported', 'would_import', 'duplicate', 'skipped', 'error'] }) outcome!: string;
  @ApiPropertyOptional() reason?: string;
}

export class ReadingHistoryImportReportDto {
  @ApiProperty() dryRun!: boolean;
  @ApiProperty({ enum: ['goodreads', 'storygraph'] }) format!: string;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) imported!: number;
  @ApiProperty({ type: 'integer' }) skipped!: number;
  @ApiProperty({ type: 'integer' }) errors!: number;
  @ApiProperty({ type: [ReadingHistoryRowDto] }) rows!: ReadingHistoryRowDto[];
}

export class ReadingGoalViewDto {
  @ApiProperty() reader_id!: string;
  @ApiProperty({ type: 'integer' }) year!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null when no target was set for that year.' }) target!: number | null;
  @ApiProperty({ type: 'integer' }) completed!: number;
}
