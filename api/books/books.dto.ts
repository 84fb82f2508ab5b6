import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class BookQueryDto {
  @ApiPropertyOptional({ example: "Charlotte's Web" }) @IsOptional() @IsString() @MaxLength(300) title?: string;
  @ApiPropertyOptional({ example: 'E. B. White' }) @IsOptional() @IsString() @MaxLength(300) author?: string;
  @ApiPropertyOptional({ example: '9780064400558' }) @IsOptional() @IsString() @MaxLength(20) isbn?: string;
  @ApiPropertyOptional({ example: 'charlottes web' }) @IsOptional() @IsString() @MaxLength(300) originalQuery?: string;
}

export class AnalyzeDto {
  @ApiProperty({ type: BookQueryDto }) @ValidateNested() @Type(() => BookQueryDto) book!: BookQueryDto;
  @ApiProperty({ example: 'self', description: "a family member's id, or 'self'" }) @IsString() @MaxLength(64) reader_id!: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() forceAnalysis?: boolean;
  @ApiPropertyOptional({ description: 'accepted for compatibility; the server loads the profile from reader_id' }) @IsOptional() @IsBoolean() fastMode?: boolean;
}

export class ContentDetailsDto {
  @ApiProperty() @IsString() @MaxLength(300) title!: string;
  @ApiProperty() @IsString() @MaxLength(300) author!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) isbn?: string;
  @ApiProperty({ example: 'Violence' }) @IsString() @MaxLength(100) category!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) summary?: string;
}

export class ReviewsDto {
  @ApiProperty() @IsString() @MaxLength(300) title!: string;
  @ApiProperty() @IsString() @MaxLength(300) author!: string;
  @ApiProperty({ example: 'parents' }) @IsString() @MaxLength(200) perspective!: string;
}

export class ChatBookDto {
  @ApiProperty() @IsString() @MaxLength(300) title!: string;
  @ApiProperty() @IsString() @MaxLength(300) author!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) summary?: string;
}

export class ChatDto {
  @ApiProperty({ type: ChatBookDto }) @ValidateNested() @Type(() => ChatBookDto) book!: ChatBookDto;
  @ApiProperty({ example: 'Is there any swearing?' }) @IsString() @MaxLength(1000) question!: string;
  @ApiProperty({ example: 'self' }) @IsString() @MaxLength(64) reader_id!: string;
}

export const PERSPECTIVES = ['parents', 'teachers', 'fantasy fans', 'reluctant readers'] as const;
