import { ApiProperty } from '@nestjs/swagger';
import { QUIZ_ANSWERS_OR_NULL } from './quiz-answers.schema.js';

/** Response shapes of the reader-data routes (application/readers). */

const FREE_FORM = { type: 'object', additionalProperties: true } as const;
const TOLERANCE_MAP = { type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: 5 } } as const;

export class FamilyMemberRowDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer' }) age!: number;
  @ApiProperty({ example: 'middle grade' }) reading_level!: string;
  @ApiProperty() has_completed_quiz!: boolean;
  @ApiProperty(QUIZ_ANSWERS_OR_NULL) quiz_data!: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) ai_summary!: string | null;
  @ApiProperty({
    description: 'Kept as the client saved it (any JSON value).',
    oneOf: [
      { type: 'object', additionalProperties: true },
      { type: 'array', items: {} },
      { type: 'string' },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'null' },
    ],
  })
  book_filters!: unknown;
  @ApiProperty({ ...TOLERANCE_MAP, nullable: true, description: 'Comfort level 0..5 by category id.' }) content_tolerance!: Record<string, number> | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class FamilyValuesAnswerDto {
  @ApiProperty({ ...FREE_FORM, description: 'The family values document, as saved ({} when none).' }) data!: Record<string, unknown>;
}

export class ReadingProfileRowDto {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty(QUIZ_ANSWERS_OR_NULL) quiz_data!: Record<string, unknown> | null;
  @ApiProperty() quiz_completed!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The reading summary text.' }) reading_filter!: string | null;
  @ApiProperty({ ...TOLERANCE_MAP, nullable: true }) content_tolerance!: Record<string, number> | null;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class OwnReadingProfileDto extends ReadingProfileRowDto {
  @ApiProperty({ type: 'integer', nullable: true, description: "The age the analyses for 'self' use." }) age!: number | null;
}

export class WrittenSummaryDto {
  @ApiProperty() summary!: string;
  @ApiProperty({ enum: ['ai', 'local'] }) source!: string;
}
