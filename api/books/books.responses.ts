import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXAMPLE_TYPES, MATCH_LEVELS, RATINGS_SOURCES } from '../../domain/index.js';

/** Response shapes of /api/books/*, as the use cases answer them (application/books/analysis-answer.ts). */

export class FitConflictDto {
  @ApiProperty({ example: 'violence', description: 'Canonical category id.' }) category!: string;
  @ApiProperty({ example: 'Violence' }) label!: string;
  @ApiProperty({ description: "The reader's tolerance for it is 0 (answered 'Avoid', or screened)." }) zeroTolerance!: boolean;
}

export class ReaderFitDto {
  @ApiProperty({ enum: MATCH_LEVELS }) matchLevel!: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) matchScore!: number;
  @ApiProperty({ type: [FitConflictDto], description: 'The categories above the reader’s comfort level, in canonical order.' }) conflicts!: FitConflictDto[];
  @ApiProperty({ description: 'A present category the reader holds at zero tolerance.' }) exceedsZeroTolerance!: boolean;
}

export class RelatedBookDto {
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ type: String, nullable: true }) isbn!: string | null;
  @ApiProperty() summary!: string;
  @ApiProperty({ type: 'integer' }) matchScore!: number;
  @ApiProperty({ type: ReaderFitDto }) fit!: ReaderFitDto;
}

export class ContentConsiderationDto {
  @ApiProperty({ example: 'violence', description: 'Canonical category id.' }) category!: string;
  @ApiProperty({ example: 'Violence' }) label!: string;
  @ApiProperty() present!: boolean;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5 }) severity!: number;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) examples!: string[];
  @ApiProperty({ type: 'integer', description: 'The reader’s comfort level for the category.' }) tolerance!: number;
  @ApiProperty() exceedsTolerance!: boolean;
  @ApiProperty({ enum: ['High', 'Moderate'] }) riskLevel!: string;
  @ApiProperty({ enum: EXAMPLE_TYPES, nullable: true, type: String }) exampleType!: string | null;
  @ApiProperty({ type: String, nullable: true }) exampleTypeLabel!: string | null;
}

export class UnratedCategoryDto {
  @ApiProperty() category!: string;
  @ApiProperty() label!: string;
  @ApiProperty() zeroTolerance!: boolean;
}

export class AgeRangeDto {
  @ApiProperty({ type: 'integer' }) min!: number;
  @ApiProperty({ type: 'integer', nullable: true }) max!: number | null;
}

export class SeriesDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer', nullable: true }) volume!: number | null;
}

export class SeriesWarningDto {
  @ApiProperty() title!: string;
  @ApiProperty({ type: 'integer' }) volume!: number;
  @ApiProperty({ type: [String], description: 'Labels of the categories above the reader’s comfort levels.' }) categories!: string[];
  @ApiProperty() message!: string;
}

export class RatingsProvenanceDto {
  @ApiProperty({ enum: RATINGS_SOURCES }) source!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiPropertyOptional({ description: 'The AI model, for source ai when known.' }) model?: string;
}

export class BookAnalysisDto {
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ type: String, nullable: true }) isbn!: string | null;
  @ApiProperty() summary!: string;
  @ApiProperty() readerName!: string;
  @ApiProperty({ type: AgeRangeDto, nullable: true }) ageRange!: AgeRangeDto | null;
  @ApiProperty({ type: SeriesDto, nullable: true }) series!: SeriesDto | null;
  @ApiProperty({ enum: MATCH_LEVELS }) matchLevel!: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) matchScore!: number;
  @ApiProperty({ type: [String] }) matchReason!: string[];
  @ApiProperty({ type: [String] }) parentAlerts!: string[];
  @ApiProperty({ type: [ContentConsiderationDto] }) contentConsiderations!: ContentConsiderationDto[];
  @ApiPropertyOptional({ type: [UnratedCategoryDto], description: 'Categories nobody rated ("Not rated"); absent in answers cached before it existed.' })
  notRated?: UnratedCategoryDto[];
  @ApiPropertyOptional({
    type: [String],
    description:
      "The book's tags (genres, themes), so a device can judge a saved answer again for another reader offline; absent in answers cached before it existed.",
  })
  bookTags?: string[];
  @ApiProperty({ type: [RelatedBookDto] }) relatedBooks!: RelatedBookDto[];
  @ApiPropertyOptional({
    type: [RelatedBookDto],
    description: 'Similar books held back for the reader’s zero-tolerance categories; absent in answers cached before it existed.',
  })
  hiddenRelatedBooks?: RelatedBookDto[];
  @ApiPropertyOptional({ type: SeriesWarningDto, nullable: true, description: 'A later volume above the reader’s limits while this one fits.' })
  seriesWarning?: SeriesWarningDto | null;
  @ApiPropertyOptional({ description: 'Where the facts came from (starter, import, ai, correction).' }) source?: string;
  @ApiPropertyOptional({ type: RatingsProvenanceDto, description: 'Where the ratings come from; absent in answers cached before it existed.' })
  provenance?: RatingsProvenanceDto;
}

export class BookChoiceDto {
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ type: String, nullable: true }) isbn!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The candidate’s match in percent; null when not known.' }) matchScore!: number | null;
}

export class BookChoicesDto {
  @ApiProperty({ enum: [true], type: Boolean }) requiresSelection!: true;
  @ApiProperty({ type: [BookChoiceDto] }) matches!: BookChoiceDto[];
}

export class SearchFitConflictDto {
  @ApiProperty() category!: string;
  @ApiProperty() label!: string;
  @ApiProperty() zero_tolerance!: boolean;
}

export class SearchHitFitDto {
  @ApiProperty({ enum: MATCH_LEVELS }) match_level!: string;
  @ApiProperty({ type: 'integer' }) match_score!: number;
  @ApiProperty({ type: [SearchFitConflictDto] }) conflicts!: SearchFitConflictDto[];
  @ApiProperty() exceeds_zero_tolerance!: boolean;
}

export class SearchHitDto {
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ type: String, nullable: true }) isbn!: string | null;
  @ApiProperty({ type: Number, minimum: 0, maximum: 1, description: '1 for an exact ISBN.' }) score!: number;
  @ApiPropertyOptional({ type: SearchHitFitDto, description: 'Only with reader_id.' }) fit?: SearchHitFitDto;
  @ApiPropertyOptional({ enum: [true], type: Boolean, description: 'Only with reader_id, on the first result when it is the book the query typed.' })
  typed?: true;
}

export class ContentExampleDto {
  @ApiProperty() description!: string;
  @ApiProperty() characters!: string;
  @ApiProperty({ description: 'Empty for a catalog paraphrase.' }) quote!: string;
  @ApiProperty() quoteVerified!: boolean;
  @ApiProperty() location!: string;
  @ApiProperty({ description: 'whimsical_fantasy / dark_occult / constructive / malicious for the split families, else the category id.' }) type!: string;
  @ApiProperty({ type: String, nullable: true }) typeLabel!: string | null;
  @ApiProperty() context!: string;
}

export class ContentExamplesDto {
  @ApiProperty({ type: [ContentExampleDto] }) examples!: ContentExampleDto[];
}

export class ReviewDto {
  @ApiProperty() source!: string;
  @ApiProperty({ type: Number, minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() text!: string;
  @ApiProperty() reviewer!: string;
}

export class ReviewsAnswerDto {
  @ApiProperty({ type: [ReviewDto] }) reviews!: ReviewDto[];
}

export class ChatAnswerDto {
  @ApiProperty() response!: string;
}
