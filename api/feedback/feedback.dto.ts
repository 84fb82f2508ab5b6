import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** Shape only: the lengths and the rating range are the domain's rules (validateFeedback). */
export class FeedbackDto {
  @ApiProperty({ example: 'The scanner found my book at once!' }) @IsString() @MaxLength(100_000) feedback_text!: string;
  @ApiPropertyOptional({ minimum: 1, maximum: 5 }) @IsOptional() @IsInt() rating?: number | null;
  @ApiPropertyOptional({ enum: ['bug_report', 'feature_request', 'general', 'content'] }) @IsOptional() @IsString() @MaxLength(10_000) category?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(10_000) email?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(10_000) page_url?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(10_000) user_agent?: string | null;
}
