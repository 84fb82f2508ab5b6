import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FEEDBACK_ACTIONS, INSIGHT_TYPES, type FeedbackAction } from '../../../domain/index.js';
import { ADMIN_LIST_MAX } from '../../../application/admin/admin-policy.js';

export class UnlockAdminDto {
  @ApiProperty({ description: "The admin's own account password" })
  @IsString()
  @MaxLength(1024)
  password!: string;
}

export class FeedbackActionDto {
  @ApiProperty({ enum: FEEDBACK_ACTIONS })
  @IsIn(FEEDBACK_ACTIONS)
  action!: FeedbackAction;
}

export class ListPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_LIST_MAX, default: ADMIN_LIST_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ADMIN_LIST_MAX)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

export class BookSearchQuery extends ListPageQuery {
  @ApiPropertyOptional({ description: 'Part of a title or author (any case), or an ISBN; empty lists every book' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

export class ImportBooksDto {
  @ApiProperty({
    description:
      'The CSV text: 36 fields a row, optionally followed by the series and series_volume columns named in the header (see GET /csv-template.csv, and GET /csv-template-series.csv for the series columns)',
  })
  @IsOptional()
  @IsString()
  csvContent?: string;

  @ApiPropertyOptional({ description: 'Preview & Validate: read and report, write nothing', default: false })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}

export class StartImportJobDto extends ImportBooksDto {
  @ApiPropertyOptional({ description: 'The clean import: flag columns must be yes or no', default: false })
  @IsOptional()
  @IsBoolean()
  clean?: boolean;
}

export class InsightRequestDto {
  @ApiPropertyOptional({ description: "The book's ISBN (the insight test's book choice)" })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  isbn?: string;

  @ApiPropertyOptional({ minimum: 5, maximum: 18, default: 10 })
  @IsOptional()
  @IsInt()
  readerAge?: number;

  @ApiProperty({ enum: [...INSIGHT_TYPES, 'all'] })
  @IsIn([...INSIGHT_TYPES, 'all'])
  insightType!: (typeof INSIGHT_TYPES)[number] | 'all';
}

export class AuditLogQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_LIST_MAX, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ADMIN_LIST_MAX)
  limit?: number;
}

/** Query of an import whose body is the CSV itself (Content-Type: text/csv). */
export class CsvUploadQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'With a text/csv body: preview only' })
  @IsOptional()
  @IsIn(['true', 'false'])
  dryRun?: 'true' | 'false';

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'With a text/csv body to import-jobs: the clean import' })
  @IsOptional()
  @IsIn(['true', 'false'])
  clean?: 'true' | 'false';
}
