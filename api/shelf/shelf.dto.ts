import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { SHELF_SESSION_MAX_READERS } from '../../domain/index.js';

export class StartShelfSessionDto {
  @ApiProperty({
    type: [String],
    example: ['self', '5f0c…'],
    description: `1–${SHELF_SESSION_MAX_READERS} readers (family member ids, or 'self'), judged side by side`,
  })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  reader_ids!: string[];
}

export class AddShelfBookDto {
  @ApiProperty({ example: '9780064400558', description: 'the barcode read: ISBN-13 or ISBN-10, hyphens allowed' })
  @IsString()
  @MaxLength(20)
  isbn!: string;
}

export class ShelfConflictView {
  @ApiProperty({ example: 'violence' }) category!: string;
  @ApiProperty({ example: 'Violence' }) label!: string;
  @ApiProperty({ description: 'a category the reader screens (zero tolerance)' }) zero_tolerance!: boolean;
}

export class ShelfVerdictView {
  @ApiProperty({ example: 'self' }) reader_id!: string;
  @ApiProperty({ example: 'Mia' }) reader_name!: string;
  @ApiProperty({ enum: ['good', 'decent', 'fair', 'poor'] }) match_level!: string;
  @ApiProperty({ minimum: 0, maximum: 100, example: 82 }) match_score!: number;
  @ApiProperty({ type: [ShelfConflictView] }) conflicts!: ShelfConflictView[];
}

export class ShelfBookView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '9780064400558', description: 'always ISBN-13' }) isbn!: string;
  @ApiProperty({ type: String, nullable: true, example: "Charlotte's Web" }) title!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'E. B. White' }) author!: string | null;
  @ApiProperty({ description: 'false: the catalog does not hold this ISBN (no verdicts; open it to analyse it)' }) in_catalog!: boolean;
  @ApiProperty({ type: [ShelfVerdictView], description: "one per reader of the session, in the session's order" }) verdicts!: ShelfVerdictView[];
  @ApiProperty({ format: 'date-time' }) added_at!: string;
}

export class ShelfReaderView {
  @ApiProperty({ example: 'self' }) id!: string;
  @ApiProperty({ example: 'Mia' }) name!: string;
}

export class ShelfSessionSummaryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: [String] }) reader_ids!: string[];
  @ApiProperty({ type: [ShelfReaderView] }) readers!: ShelfReaderView[];
  @ApiProperty({ format: 'date-time' }) started_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ended_at!: string | null;
}

export class ShelfSessionListItemView extends ShelfSessionSummaryView {
  @ApiProperty({ example: 7 }) book_count!: number;
}

export class ShelfSessionView extends ShelfSessionSummaryView {
  @ApiProperty({ type: [ShelfBookView], description: 'best first (see order_for)' }) books!: ShelfBookView[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the reader the books are ordered for; null: every reader side by side (each book by its lowest score)',
  })
  order_for!: string | null;
}

export class ShelfAddedView {
  @ApiProperty({ type: ShelfBookView }) book!: ShelfBookView;
  @ApiProperty({ description: 'true: the book was already on this shelf (nothing added, no scan taken)' }) duplicate!: boolean;
}

export class ShelfErrorView {
  @ApiProperty({ example: 'not_found' }) code!: string;
  @ApiProperty({ example: 'Shelf session not found' }) message!: string;
  @ApiProperty({ type: [String] }) errors!: string[];
}
