import { PageQueryDto } from '../http/paged.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOOK_REQUEST_STATUSES } from '../../domain/index.js';

/**
 * Shapes only: the domain judges the values (title and author required, note lengths) with its
 * messages; the generous MaxLength here only keeps absurd bodies off the server.
 */
export class ReaderCodeSignInDto {
  @ApiProperty({ example: 'K7PM-Q2XD', description: 'The code the parent made: any case, hyphens and spaces ignored.' })
  @IsString()
  @MaxLength(100)
  code!: string;
}

export class AskForBookDto {
  @ApiProperty({ type: String, example: 'Holes', description: 'Required (non-blank), at most 300 characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  title?: string;
  @ApiProperty({ type: String, example: 'Louis Sachar', description: 'Required (non-blank), at most 300 characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  author?: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '9780440414803' }) @IsOptional() @IsString() @MaxLength(10_000) isbn?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'My friend Zoe loved it!', description: 'At most 300 characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  note?: string | null;
}

export class AnswerRequestDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Enjoy it! Tell me about Stanley.',
    description: 'Shown to the reader; at most 500 characters.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  note?: string | null;
}

export const REQUEST_LIST_STATUSES = [...BOOK_REQUEST_STATUSES, 'all'] as const;

export class BookRequestQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REQUEST_LIST_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(REQUEST_LIST_STATUSES, { message: `status must be one of ${REQUEST_LIST_STATUSES.join(', ')}` })
  status?: (typeof REQUEST_LIST_STATUSES)[number];
}

export class ReaderSearchQueryDto {
  // required: a blank or missing query is refused (400 'This field is required', the use case's message)
  @ApiProperty({ example: 'holes', description: 'title, author, or ISBN-10/13 (required: blank or missing is 400)' })
  @IsOptional()
  @IsString()
  q?: string;
}
