import { PageQueryDto } from '../http/paged.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { READING_STATUSES, type ReadingStatus } from '../../domain/index.js';

export class AddToReadingListDto {
  @ApiProperty({ type: String, example: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10', description: "A family member's id, or 'self'." })
  @IsString()
  @MaxLength(64)
  reader_id!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Mia (Age 9)', description: "Stored as sent; when empty, the reader's 'Name (Age N)'." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  reader_name?: string | null;
  @ApiProperty({ type: String, example: 'Wonder' }) @IsString() @MaxLength(500) title!: string;
  @ApiProperty({ type: String, nullable: true, example: 'R. J. Palacio' }) @IsOptional() @IsString() @MaxLength(500) author?: string | null;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The analysis shown in the To Be Read detail dialog (kept as sent).',
  })
  @IsOptional()
  @IsObject()
  analysis?: Record<string, unknown> | null;
}

export class ReadingStatusDto {
  @ApiProperty({ enum: READING_STATUSES, example: 'currently_reading' })
  @IsIn(READING_STATUSES, { message: `reading_status must be one of: ${READING_STATUSES.join(', ')}` })
  reading_status!: ReadingStatus;
}

export class ReadingListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: String, description: "Only this reader's items (a family member's id, or 'self')." })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  reader_id?: string;
}

export class ReadingGoalQueryDto {
  @ApiPropertyOptional({ example: 2026, description: 'Defaults to the current year (UTC).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Year must be a whole number from 2000 to 2100' })
  year?: number;
}

export class ReadingGoalDto {
  @ApiProperty({ example: 24, minimum: 1, maximum: 1000, description: 'Books to complete in the year.' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  target!: number;
}

export class ImportReadingHistoryDto {
  @ApiProperty({ type: String, example: 'self', description: "A family member's id, or 'self': the reader whose list receives the books." })
  @IsString()
  @MaxLength(64)
  reader_id!: string;
  @ApiProperty({
    description: 'The text of a Goodreads or StoryGraph CSV export (at most 5 MB and 10,000 rows); the header row tells which.',
    example: 'Book Id,Title,Author,ISBN,ISBN13,Date Read,Exclusive Shelf\n1,Wonder,R. J. Palacio,"=""0375869026""","=""9780375869020""",2024/05/14,read\n',
  })
  @IsString()
  csvContent!: string;
  @ApiPropertyOptional({ example: true, default: true, description: 'true (the default): only report what would happen; false: import.' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}
