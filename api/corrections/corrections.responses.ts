import { ApiProperty } from '@nestjs/swagger';
import { CATEGORY_IDS, CORRECTION_KINDS, CORRECTION_STATUSES } from '../../domain/index.js';

/** Response shapes of the corrections routes (application/corrections). */

export class CorrectionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) user_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) book_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) isbn!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ enum: CATEGORY_IDS, description: 'Canonical category id.' }) category!: string;
  @ApiProperty({ enum: CORRECTION_KINDS }) kind!: string;
  @ApiProperty() note!: string;
  @ApiProperty({ enum: CORRECTION_STATUSES }) status!: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5 }) proposed_severity!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) decided_by!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) decision_note!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class CategoryRatingDto {
  @ApiProperty() present!: boolean;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5 }) severity!: number;
  @ApiProperty() example!: string;
}

export class CorrectionViewDto extends CorrectionDto {
  @ApiProperty({ type: String, nullable: true }) reporter_email!: string | null;
  @ApiProperty({ type: CategoryRatingDto, nullable: true, description: "The catalog's current rating of the category (null when the book left the catalog)." })
  current!: CategoryRatingDto | null;
  @ApiProperty({ type: CategoryRatingDto, nullable: true }) proposed!: CategoryRatingDto | null;
}

export class CorrectionDecidedDto {
  @ApiProperty({ type: CorrectionDto }) correction!: CorrectionDto;
  @ApiProperty({ example: 'Correction accepted' }) message!: string;
}
