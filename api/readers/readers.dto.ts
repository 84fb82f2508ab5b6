import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { READING_LEVELS } from '../../domain/index.js';

const present = (field: string) => ValidateIf((o: Record<string, unknown>) => o[field] !== undefined);
const QUIZ_EXAMPLE = {
  name: 'Mia',
  age: 9,
  reading_level: 'Elementary',
  loved_books: 'Matilda, The Wild Robot',
  book_preferences: { genres: ['fantasy', 'mystery'], themes: ['good_vs_evil'], settings: [], characters: ['strong_female_lead'], tones: ['light_humorous'] },
  favorite_book_character: 'Hermione Granger',
  content_tolerance: { violence: 1, scary_horror: 2, profanity: 0 },
  content_screening: ['profanity', 'occult_supernatural'],
  additional_content_screening: '',
};

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
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true, example: QUIZ_EXAMPLE }) @IsOptional() @IsObject() quiz_data?: Record<
    string,
    unknown
  > | null;
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
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true, example: QUIZ_EXAMPLE }) @IsOptional() @IsObject() quiz_data?: Record<
    string,
    unknown
  > | null;
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
  @ApiProperty({ type: 'object', additionalProperties: true, example: QUIZ_EXAMPLE }) @IsObject() quizData!: Record<string, unknown>;
}

export class UpdateFromBooksDto {
  @ApiProperty({ type: String, example: 'self', description: "A family member's id, or 'self'." }) @IsString() @MaxLength(64) reader_id!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Holes, Wonder' }) @IsOptional() @IsString() @MaxLength(10_000) booksLiked?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Twilight' }) @IsOptional() @IsString() @MaxLength(10_000) booksDisliked?: string | null;
}
