import { ApiProperty } from '@nestjs/swagger';
import { FEEDBACK_STATUSES } from '../../domain/index.js';

/** POST /api/feedback: the stored row's id, status and time. */
export class StoredFeedbackDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: FEEDBACK_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
