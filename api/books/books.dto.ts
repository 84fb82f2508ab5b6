import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmptyObject, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { SCAN_TYPES, type ScanType } from '../../domain/index.js';

export class BookQueryDto {
  @ApiPropertyOptional({ example: "Charlotte's Web" }) @IsOptional() @IsString() @MaxLength(300) title?: string;
  @ApiPropertyOptional({ example: 'E. B. White' }) @IsOptional() @IsString() @MaxLength(300) author?: string;
  @ApiPropertyOptional({ example: '9780064400558', description: 'ISBN-10 or ISBN-13, hyphens allowed' }) @IsOptional() @IsString() @MaxLength(20) isbn?: string;
  @ApiPropertyOptional({ example: 'charlottes web', description: 'what the user typed' }) @IsOptional() @IsString() @MaxLength(300) originalQuery?: string;
}

export class AnalyzeDto {
  @ApiProperty({ type: BookQueryDto, description: 'at least one of title, author, isbn, originalQuery' })
  @IsNotEmptyObject()
  @ValidateNested()
  @Type(() => BookQueryDto)
  book!: BookQueryDto;
  @ApiProperty({ example: 'self', description: "a family member's id, or 'self' for the account's own reading profile" })
  @IsString()
  @MaxLength(64)
  reader_id!: string;
  @ApiPropertyOptional({ description: 'skip the analysis cache (takes a scan)' }) @IsOptional() @IsBoolean() forceAnalysis?: boolean;
  @ApiPropertyOptional({ description: 'accepted for compatibility with the specification; has no effect' }) @IsOptional() @IsBoolean() fastMode?: boolean;
  @ApiPropertyOptional({
    enum: SCAN_TYPES,
    description: 'when given, the analysis is also written to the scan history with this type (the web client writes its own and leaves it out)',
  })
  @IsOptional()
  @IsIn(SCAN_TYPES)
  scan_type?: ScanType;
}

export class ContentDetailsDto {
  @ApiProperty({ example: 'The Hunger Games' }) @IsString() @MaxLength(300) title!: string;
  @ApiProperty({ example: 'Suzanne Collins' }) @IsString() @MaxLength(300) author!: string;
  @ApiPropertyOptional({ example: '9780439023528' }) @IsOptional() @IsString() @MaxLength(20) isbn?: string;
  @ApiProperty({
    example: 'violence',
    description: "a canonical id ('violence'), its label ('Violence'), an analysis label ('Violence or Graphic Descriptions') or a catalog flag",
  })
  @IsString()
  @MaxLength(100)
  category!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) summary?: string;
}

export class ReviewsDto {
  @ApiProperty({ example: 'The Hunger Games' }) @IsString() @MaxLength(300) title!: string;
  @ApiProperty({ example: 'Suzanne Collins' }) @IsString() @MaxLength(300) author!: string;
  @ApiProperty({ example: 'parents', description: 'parents, teachers, fantasy fans, reluctant readers…; must not be blank' })
  @IsString()
  @MaxLength(1000)
  perspective!: string;
}

export class ChatBookDto {
  @ApiProperty({ example: 'The Hunger Games' }) @IsString() @MaxLength(300) title!: string;
  @ApiProperty({ example: 'Suzanne Collins' }) @IsString() @MaxLength(300) author!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) summary?: string;
}

export class ChatDto {
  @ApiProperty({ type: ChatBookDto }) @IsObject() @ValidateNested() @Type(() => ChatBookDto) book!: ChatBookDto; // IsObject: an array passed ValidateNested (500)
  @ApiProperty({ example: 'Is there any swearing?', description: 'must not be blank' }) @IsString() @MaxLength(5000) question!: string;
  @ApiProperty({ example: 'self' }) @IsString() @MaxLength(64) reader_id!: string;
}
