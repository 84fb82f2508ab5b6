import { ApiProperty } from '@nestjs/swagger';
import { BOOK_REQUEST_STATUSES } from '../../domain/index.js';

/** Response shapes of the ask-and-approve routes (application/book-requests, application/reader-access). */

export class ReaderRequestViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() author!: string;
  @ApiProperty({ type: String, nullable: true }) isbn!: string | null;
  @ApiProperty({ type: String, nullable: true }) reader_note!: string | null;
  @ApiProperty({ enum: BOOK_REQUEST_STATUSES }) status!: string;
  @ApiProperty({ type: String, nullable: true }) parent_note!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
}

export class RequestConflictDto {
  @ApiProperty() category!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ type: 'integer', description: "The book's level (0..5)." }) level!: number;
  @ApiProperty({ type: 'integer', description: "The reader's comfort level (0..5)." }) limit!: number;
}

export class RequestMatchDto {
  @ApiProperty() match_level!: string;
  @ApiProperty({ type: 'integer' }) match_score!: number;
  @ApiProperty({ type: [RequestConflictDto] }) conflicts!: RequestConflictDto[];
}

export class ParentRequestViewDto extends ReaderRequestViewDto {
  @ApiProperty() reader_id!: string;
  @ApiProperty() reader_name!: string;
  @ApiProperty({ type: RequestMatchDto, nullable: true }) match!: RequestMatchDto | null;
}

export class ReaderMeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer' }) age!: number;
  @ApiProperty({ type: String, nullable: true }) parent_first_name!: string | null;
}

export class NewReaderCodeDto {
  @ApiProperty({ format: 'uuid' }) member_id!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ReaderCodeStatusDto {
  @ApiProperty({ format: 'uuid' }) member_id!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) created_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_used_at!: string | null;
}

export class SessionReaderDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer' }) age!: number;
}

export class ReaderSessionDto {
  @ApiProperty() access_token!: string;
  @ApiProperty({ enum: ['bearer'] }) token_type!: string;
  @ApiProperty({ type: 'integer' }) expires_in!: number;
  @ApiProperty({ type: 'integer' }) expires_at!: number;
  @ApiProperty({ type: SessionReaderDto }) reader!: SessionReaderDto;
}
