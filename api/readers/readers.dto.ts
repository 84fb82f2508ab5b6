import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

/** Shape only; the rules (name, age bounds, reading level) are the domain's. */
export class FamilyMemberDto {
  @ApiPropertyOptional({ example: 'Mia' }) @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional({ example: 9 }) @IsOptional() @IsInt() age?: number;
  @ApiPropertyOptional({ example: 'Elementary' }) @IsOptional() @IsString() @MaxLength(100) reading_level?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() has_completed_quiz?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsObject() quiz_data?: Record<string, unknown> | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20000) ai_summary?: string | null;
  @ApiPropertyOptional() @IsOptional() book_filters?: unknown;
  @ApiPropertyOptional() @IsOptional() @IsObject() content_tolerance?: Record<string, number> | null;
}

export class FamilyValuesDto {
  @ApiProperty({ example: { values: ['kindness', 'courage'] } }) @IsObject() data!: Record<string, unknown>;
}

export class ReadingProfileDto {
  @ApiPropertyOptional() @IsOptional() @IsObject() quiz_data?: Record<string, unknown> | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() quiz_completed?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20000) reading_filter?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsObject() content_tolerance?: Record<string, number> | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) first_name?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) display_name?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(400) full_name?: string | null;
}

export class SummaryDto {
  @ApiProperty({ example: 'self' }) @IsString() @MaxLength(64) reader_id!: string;
  @ApiProperty() @IsObject() quizData!: Record<string, unknown>;
}

export class UpdateFromBooksDto {
  @ApiProperty({ example: 'self' }) @IsString() @MaxLength(64) reader_id!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) booksLiked?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) booksDisliked?: string;
}

export class ReadingListAddDto {
  @ApiProperty({ example: 'self' }) @IsString() @MaxLength(64) reader_id!: string;
  @ApiProperty({ example: 'Mia (Age 8)' }) @IsString() @MaxLength(200) reader_name!: string;
  @ApiProperty({ example: 'Wonder' }) @IsString() @MaxLength(300) title!: string;
  @ApiProperty({ example: 'R. J. Palacio' }) @IsString() @MaxLength(300) author!: string;
  @ApiPropertyOptional() @IsOptional() @IsObject() analysis?: Record<string, unknown> | null;
}

export class ReadingStatusDto {
  @ApiProperty({ enum: ['to_read', 'currently_reading', 'completed'] }) @IsIn(['to_read', 'currently_reading', 'completed']) reading_status!: string;
}

export class ScanHistoryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) reader_id?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) reader_name?: string | null;
  @ApiProperty() @IsString() @MaxLength(300) book_title!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) book_author?: string | null;
  @ApiPropertyOptional({ enum: ['camera-scan', 'manual-search', 'single-scan'] }) @IsOptional() @IsIn(['camera-scan', 'manual-search', 'single-scan']) scan_type?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() books_found?: number;
}
