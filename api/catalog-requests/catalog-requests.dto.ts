import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CATALOG_REQUEST_AUTHOR_MAX, CATALOG_REQUEST_DECISIONS, CATALOG_REQUEST_MESSAGES, CATALOG_REQUEST_TITLE_MAX } from '../../domain/index.js';

/**
 * Shape only, in the product's words: the lengths and the required title are the domain's rules
 * (validateCatalogRequest), so a too-long or empty title gets the domain's message (the body-size
 * limit bounds absurd sizes).
 */
export class CatalogRequestDto {
  @ApiProperty({ example: 'The Paper Tide', maxLength: CATALOG_REQUEST_TITLE_MAX })
  @IsOptional()
  @IsString({ message: CATALOG_REQUEST_MESSAGES.titleRequired })
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Ada Marsh', maxLength: CATALOG_REQUEST_AUTHOR_MAX })
  @IsOptional()
  @IsString({ message: CATALOG_REQUEST_MESSAGES.authorTooLong })
  author?: string | null;
}

export class CatalogRequestDecisionDto {
  @ApiProperty({ enum: CATALOG_REQUEST_DECISIONS, example: 'added' })
  @IsString({ message: CATALOG_REQUEST_MESSAGES.badStatus })
  @MaxLength(50, { message: CATALOG_REQUEST_MESSAGES.badStatus })
  status!: string;
}
