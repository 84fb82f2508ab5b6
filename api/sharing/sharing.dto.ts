import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CATEGORY_IDS, MATCH_LEVELS, SHARE_EXPIRY_CHOICES, SHARE_EXPIRY_DEFAULT, SHARE_LABEL_MAX, SHARE_MESSAGES } from '../../domain/index.js';
import { SEARCH_MAX } from '../../application/books/book-messages.js';

/** Shapes only: the domain judges the lifetime and the name with its messages. */
export class CreateShareLinkDto {
  @ApiPropertyOptional({
    enum: SHARE_EXPIRY_CHOICES,
    default: SHARE_EXPIRY_DEFAULT,
    example: 30,
    description: 'How many days the link works: 1, 7, 30 or 90 (default 7).',
  })
  @IsOptional()
  @IsIn([...SHARE_EXPIRY_CHOICES], { message: SHARE_MESSAGES.expiryChoice })
  expires_in_days?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SHARE_LABEL_MAX,
    example: 'For Grandma',
    description: "The parent's own name for the link; never shown on the card.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  label?: string | null;
}

export class ShareSearchQueryDto {
  @ApiProperty({ example: 'Holes', maxLength: SEARCH_MAX, description: 'A title, an author or an ISBN (required, at most 300 characters).' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  q?: string;
}

export class ShareLinkDto {
  @ApiProperty({ format: 'uuid', example: '6f1c2a9e-3b1d-4c55-9f0e-2f3a4b5c6d7e' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '0b7c3f1e-9a2d-4e8b-8c1f-5d6e7f8a9b0c', description: 'The family member whose card the link shows' })
  member_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'For Grandma' }) label!: string | null;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'], example: 'active', description: 'At the time of the answer' }) status!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When the link stops working' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the parent turned it off' }) revoked_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the card was last opened with it' }) last_opened_at!: string | null;
}

export class NewShareLinkDto extends ShareLinkDto {
  @ApiProperty({ example: 'q3Vt0bJk2xW9mZr7Yp1LcN5sHd8GfA4e', description: 'Shown only in this answer (stored as a keyed hash): 32 URL-safe characters' })
  token!: string;
  @ApiProperty({ example: '/share/q3Vt0bJk2xW9mZr7Yp1LcN5sHd8GfA4e', description: "The card's page, to put after the site's address" }) path!: string;
}

export class ComfortLineDto {
  @ApiProperty({ enum: CATEGORY_IDS, example: 'violence' }) category!: string;
  @ApiProperty({ example: 'Violence' }) label!: string;
  @ApiProperty({ type: Number, minimum: 0, maximum: 5, example: 2, description: 'The comfort level books are judged against (0 none … 5 any)' }) level!: number;
  @ApiProperty({ example: 'Mild violence is fine' }) words!: string;
}

export class SharedCardBookDto {
  @ApiProperty({ example: 'Holes' }) title!: string;
  @ApiProperty({ example: 'Louis Sachar' }) author!: string;
  @ApiProperty({ enum: MATCH_LEVELS, nullable: true, example: 'good', description: 'Null when the book is not in the catalog' }) match_level!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 86 }) match_score!: number | null;
  @ApiProperty({ example: 'Good fit' }) verdict!: string;
}

export class SharedCardDto {
  @ApiProperty({ example: 'Mia', description: 'The first name only' }) first_name!: string;
  @ApiProperty({ format: 'date-time', description: 'When the link stops working' }) expires_at!: string;
  @ApiProperty({ type: [ComfortLineDto], description: "Every content category, in the app's order" }) comfort!: ComfortLineDto[];
  @ApiProperty({ type: [SharedCardBookDto], description: 'The reading list, newest first (at most 100)' }) books!: SharedCardBookDto[];
  @ApiProperty({ type: Number, example: 12, description: 'How many books the list holds' }) books_total!: number;
}

export class SharedConflictDto {
  @ApiProperty({ enum: CATEGORY_IDS, example: 'violence' }) category!: string;
  @ApiProperty({ example: 'Violence' }) label!: string;
}

export class SharedSearchHitDto {
  @ApiProperty({ example: 'The Hunger Games' }) title!: string;
  @ApiProperty({ example: 'Suzanne Collins' }) author!: string;
  @ApiProperty({ type: String, nullable: true, example: '9780439023481' }) isbn!: string | null;
  @ApiProperty({ enum: MATCH_LEVELS, example: 'poor' }) match_level!: string;
  @ApiProperty({ type: Number, example: 12 }) match_score!: number;
  @ApiProperty({ example: 'Not a fit: content the parent rules out' }) verdict!: string;
  @ApiProperty({ type: [SharedConflictDto], description: "Categories above the reader's comfort levels" }) conflicts!: SharedConflictDto[];
}

export class ShareErrorDto {
  @ApiProperty({ example: 'share_link_expired' }) code!: string;
  @ApiProperty({ example: SHARE_MESSAGES.expired }) message!: string;
  @ApiProperty({ type: [String], example: [SHARE_MESSAGES.expired] }) errors!: string[];
}
