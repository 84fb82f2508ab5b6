import { ApiProperty } from '@nestjs/swagger';
import { SCAN_TYPES } from '../../domain/index.js';

/** A scan_history row as the routes answer it (application/scan-history). */
export class ScanHistoryEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true }) reader_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) reader_name!: string | null;
  @ApiProperty() book_title!: string;
  @ApiProperty({ type: String, nullable: true }) book_author!: string | null;
  @ApiProperty({ type: 'null', description: 'Never stored (always null).' }) scan_image_url!: null;
  @ApiProperty({ enum: SCAN_TYPES }) scan_type!: string;
  @ApiProperty({ type: 'integer' }) books_found!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
