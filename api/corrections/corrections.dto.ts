import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CATEGORY_IDS, CORRECTION_ACTIONS, CORRECTION_KINDS, CORRECTION_STATUSES, type CorrectionAction, type CorrectionStatus } from '../../domain/index.js';
import { CORRECTION_LIST_MAX } from '../../application/corrections/correction-policy.js';

/**
 * 'Report a problem'. Kind and category are strings here (not IsIn) so that the domain's own
 * messages ('Choose what is wrong with this rating') reach the reader; the edge only bounds sizes.
 */
export class FileCorrectionDto {
  @ApiProperty({ example: 'Holes' }) @IsString() @MaxLength(300) title!: string;
  @ApiProperty({ example: 'Louis Sachar' }) @IsString() @MaxLength(300) author!: string;
  @ApiPropertyOptional({ example: '9780440414803' }) @IsOptional() @IsString() @MaxLength(20) isbn?: string;
  @ApiProperty({ enum: CATEGORY_IDS, example: 'violence', description: 'the canonical category id of the content consideration' })
  @IsString()
  @MaxLength(100)
  category!: string;
  @ApiProperty({ enum: CORRECTION_KINDS, example: 'too_lenient' }) @IsString() @MaxLength(50) kind!: string;
  @ApiPropertyOptional({
    example: 'Chapter 12 has a detailed fight the rating misses.',
    description: 'required for factual_error, missing_content and other; at most 1000 characters',
  })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  note?: string;
}

export class CorrectionListQuery {
  @ApiPropertyOptional({ enum: CORRECTION_STATUSES, description: 'every status when left out' })
  @IsOptional()
  @IsIn(CORRECTION_STATUSES)
  status?: CorrectionStatus;
  @ApiPropertyOptional({ minimum: 1, maximum: CORRECTION_LIST_MAX, default: CORRECTION_LIST_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CORRECTION_LIST_MAX)
  limit?: number;
}

export class DecideCorrectionDto {
  @ApiProperty({ enum: CORRECTION_ACTIONS }) @IsIn(CORRECTION_ACTIONS) action!: CorrectionAction;
  @ApiPropertyOptional({ minimum: 0, maximum: 5, description: 'accept: the severity to write (default: the proposal)' })
  @IsOptional()
  @IsInt()
  severity?: number;
  @ApiPropertyOptional({ description: 'accept: whether the content is present (default: severity above 0)' }) @IsOptional() @IsBoolean() present?: boolean;
  @ApiPropertyOptional({ description: "accept: the category's example text (default: unchanged)" }) @IsOptional() @IsString() @MaxLength(5000) example?: string;
  @ApiPropertyOptional({ description: 'the reason, kept with the decision and in the audit log' }) @IsOptional() @IsString() @MaxLength(5000) note?: string;
}
