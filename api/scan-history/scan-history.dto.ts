import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { SCAN_TYPES, type ScanType } from '../../domain/index.js';

export class AddScanDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'self', description: "A family member's id, or 'self'." })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  reader_id?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Mia (Age 9)', description: "When empty and reader_id is given: the reader's 'Name (Age N)'." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  reader_name?: string | null;
  @ApiProperty({ type: String, example: 'Holes' }) @IsString() @MaxLength(500) book_title!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Louis Sachar' }) @IsOptional() @IsString() @MaxLength(500) book_author?: string | null;
  @ApiPropertyOptional({ enum: SCAN_TYPES, default: 'single-scan' })
  @IsOptional()
  @IsIn(SCAN_TYPES, { message: `scan_type must be one of: ${SCAN_TYPES.join(', ')}` })
  scan_type?: ScanType;
  @ApiPropertyOptional({ example: 1, default: 1, minimum: 0, maximum: 100 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  books_found?: number;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Accepted for clients of the specification and ignored: images are never kept (scan_image_url is always null).',
  })
  @IsOptional()
  @IsString()
  scan_image_url?: string | null;
}
