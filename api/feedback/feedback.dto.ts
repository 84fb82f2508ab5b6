import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { FEEDBACK_CATEGORIES, RATING_MAX, RATING_MIN } from '../../domain/index.js';

/**
 * Shape only: types and absurd sizes. The lengths (text 1..3000, email 254, category 50) and the
 * rating range are the domain's rules (validateFeedback), so their messages are the domain's.
 */
export class FeedbackDto {
  @ApiProperty({ example: 'The scanner found my book at once!', maxLength: 3000 }) @IsString() @MaxLength(100_000) feedback_text!: string;
  @ApiPropertyOptional({ minimum: RATING_MIN, maximum: RATING_MAX, nullable: true, example: 5 }) @IsOptional() @IsNumber() rating?: number | null;
  @ApiPropertyOptional({ enum: FEEDBACK_CATEGORIES, maxLength: 50, nullable: true }) @IsOptional() @IsString() @MaxLength(10_000) category?: string | null;
  @ApiPropertyOptional({ maxLength: 254, nullable: true, example: 'parent@example.com' }) @IsOptional() @IsString() @MaxLength(10_000) email?: string | null;
  @ApiPropertyOptional({ nullable: true, example: '/help' }) @IsOptional() @IsString() @MaxLength(10_000) page_url?: string | null;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsString() @MaxLength(10_000) user_agent?: string | null;
}
