import { ApiProperty } from '@nestjs/swagger';
import { CATALOG_REQUEST_STATUSES } from '../../domain/index.js';

/** Response shapes of the "Ask us to add this book" routes (application/catalog-requests). */

export class CatalogRequestRecordDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) author!: string | null;
  @ApiProperty({ enum: CATALOG_REQUEST_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the parent was shown "now in ShelfCheck"; null until then.' }) seen_at!:
    string | null;
}

export class CatalogRequestGroupDto {
  @ApiProperty({ format: 'uuid', description: "The group's oldest request: the id the admin acts on." }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) author!: string | null;
  @ApiProperty({ type: 'integer', description: 'How many accounts asked.' }) requesters!: number;
  @ApiProperty({ enum: CATALOG_REQUEST_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
