import { ApiProperty } from '@nestjs/swagger';
import { FEEDBACK_STATUSES } from '../../domain/index.js';

/** Response shapes of the admin dashboard routes (application/admin). */

export class AdminUnlockedDto {
  @ApiProperty({ format: 'date-time', description: 'When the unlock ends.' }) unlocked_until!: string;
  @ApiProperty({ example: 'Access granted' }) message!: string;
}

export class FeedbackItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) user_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ enum: FEEDBACK_STATUSES }) status!: string;
  @ApiProperty() feedback_text!: string;
  @ApiProperty({ type: Number, nullable: true }) rating!: number | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) page_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) user_agent!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class FeedbackStatusChangedDto {
  @ApiProperty({ type: FeedbackItemDto }) feedback!: FeedbackItemDto;
  @ApiProperty({ example: 'Feedback marked as in_review' }) message!: string;
}

export class AuditRecordDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) actor_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) actor_email!: string | null;
  @ApiProperty({ example: 'books.imported' }) action!: string;
  @ApiProperty({ type: String, nullable: true }) target!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The action's details (free-form by action: counts of an import, before/after of a fix, …).",
  })
  details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
