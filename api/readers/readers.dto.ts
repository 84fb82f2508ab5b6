import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { READING_LEVELS, type QuizAnswers } from '../../domain/index.js';
import { IsQuizAnswers, QUIZ_ANSWERS_OR_NULL, QUIZ_ANSWERS_REF } from './quiz-answers.schema.js';

const present = (field: string) => ValidateIf((o: Record<string, unknown>) => o[field] !== undefined);

/**
 * A family member's fields. Shape only: on POST name, age and reading_level are required, and the
 * domain judges them (non-empty name, whole age 1-120, one of the reading levels) with its messages.
 */
export class FamilyMemberDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Mia', description: 'Required on POST; non-empty.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 9, minimum: 1, maximum: 120, description: 'Required on POST; a whole number from 1 to 120.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  age?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: READING_LEVELS, example: 'Elementary', description: 'Required on POST.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reading_level?: string | null;
  @ApiPropertyOptional({ example: false }) @present('has_completed_quiz') @IsBoolean() has_completed_quiz?: boolean;
  @ApiPropertyOptional(QUIZ_ANSWERS_OR_NULL)
  @IsOptional()
  @IsObject()
  @IsQuizAnswers()
  quiz_data?: QuizAnswers | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Meet Mia, age 9…' }) @IsOptional() @IsString() @MaxLength(20_000) ai_summary?: string | null;
  @ApiPropertyOptional({
    description: 'Free JSON kept for the client (any JSON value).',
    oneOf: [
      { type: 'object', additionalProperties: true },
      { type: 'array', items: {} },
      { type: 'string' },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'null' },
    ],
  })
  @IsOptional()
  book_filters?: unknown;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    nullable: true,
    example: { violence: 1, profanity: 0 },
    description: 'Category id → 0 (avoid) .. 5 (any level).',
  })
  @IsOptional()
  @IsObject()
  content_tolerance?: Record<string, number> | null;
}

export class FamilyValuesDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { values: ['kindness', 'honesty'], notes: 'We talk about hard topics together.' },
    description: 'Free JSON; replaces what was saved.',
  })
  @IsObject()
  data!: Record<string, unknown>;
}

/** The own reading profile's fields; those left out stay as they are. */
export class ReadingProfileDto {
  @ApiPropertyOptional(QUIZ_ANSWERS_OR_NULL)
  @IsOptional()
  @IsObject()
  @IsQuizAnswers()
  quiz_data?: QuizAnswers | null;
  @ApiPropertyOptional({ example: true }) @present('quiz_completed') @IsBoolean() quiz_completed?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Meet Sam, age 30…', description: 'The reading summary text.' })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  reading_filter?: string | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'number' }, nullable: true, example: { violence: 3 } })
  @IsOptional()
  @IsObject()
  content_tolerance?: Record<string, number> | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Sam' }) @IsOptional() @IsString() @MaxLength(200) first_name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Sam' }) @IsOptional() @IsString() @MaxLength(200) display_name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Sam Rivera' }) @IsOptional() @IsString() @MaxLength(400) full_name?: string | null;
}

export class SummaryDto {
  @ApiProperty({ type: String, example: 'self', description: "A family member's id, or 'self'." }) @IsString() @MaxLength(64) reader_id!: string;
  @ApiProperty({ allOf: [QUIZ_ANSWERS_REF] }) @IsObject() @IsQuizAnswers() quizData!: QuizAnswers;
}

export class UpdateFromBooksDto {
  @ApiProperty({ type: String, example: 'self', description: "A family member's id, or 'self'." }) @IsString() @MaxLength(64) reader_id!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Holes, Wonder' }) @IsOptional() @IsString() @MaxLength(10_000) booksLiked?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Twilight' }) @IsOptional() @IsString() @MaxLength(10_000) booksDisliked?: string | null;
}
