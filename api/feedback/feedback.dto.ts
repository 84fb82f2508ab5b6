import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { FEEDBACK_CATEGORIES, RATING_MAX, RATING_MIN } from '../../domain/index.js';

/**
 * Shape only: types and absurd sizes. The lengths (text 1..3000, email 254, category 50) and the
 * rating range are the domain's rules (validateFeedback), so their messages are the domain's.
 */
export class FeedbackDto {
  @ApiProperty({ type: String, example: 'The scanner found my book at once!', maxLength: 3000 }) @IsString() @MaxLength(100_000) feedback_text!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: RATING_MIN, maximum: RATING_MAX, example: 5 }) @IsOptional() @IsNumber() rating?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: FEEDBACK_CATEGORIES, maxLength: 50 }) @IsOptional() @IsString() @MaxLength(10_000) category?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 254, example: 'parent@example.com' }) @IsOptional() @IsString() @MaxLength(10_000) email?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '/help' }) @IsOptional() @IsString() @MaxLength(10_000) page_url?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(10_000) user_agent?: string | null;
}
