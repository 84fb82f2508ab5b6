import { ApiProperty } from '@nestjs/swagger';
import { AuthUserDto } from '../accounts/auth.responses.js';

/** Response shapes of GET /api/account/export and DELETE /api/account (application/account-data). */

// one stored row as JSON, every column of it (the export's purpose): a free-form map by design
const ROW = { type: 'object', additionalProperties: true } as const;
const ROWS = { type: 'array', items: ROW } as const;

export class AccountDataExportDto {
  @ApiProperty({ enum: ['shelfcheck-account-export'] }) format!: string;
  @ApiProperty({ type: 'integer', enum: [1] }) version!: number;
  @ApiProperty({ format: 'date-time' }) exported_at!: string;
  @ApiProperty() retention!: string;
  @ApiProperty({ type: AuthUserDto }) user!: AuthUserDto;
  @ApiProperty({ ...ROW, nullable: true }) profile!: Record<string, unknown> | null;
  @ApiProperty({ ...ROWS, description: 'Sign-ins: when, from which browser, whether ended (no token).' }) sessions!: Record<string, unknown>[];
  @ApiProperty(ROWS) family_members!: Record<string, unknown>[];
  @ApiProperty({ ...ROW, nullable: true }) family_values!: Record<string, unknown> | null;
  @ApiProperty({ ...ROW, nullable: true }) reading_profile!: Record<string, unknown> | null;
  @ApiProperty(ROWS) reading_list!: Record<string, unknown>[];
  @ApiProperty(ROWS) reading_goals!: Record<string, unknown>[];
  @ApiProperty(ROWS) scan_history!: Record<string, unknown>[];
  @ApiProperty(ROWS) feedback!: Record<string, unknown>[];
  @ApiProperty({ ...ROW, nullable: true }) subscription!: Record<string, unknown> | null;
  @ApiProperty({ ...ROW, nullable: true }) scan_usage!: Record<string, unknown> | null;
  @ApiProperty(ROWS) billing_events!: Record<string, unknown>[];
  @ApiProperty(ROWS) admin_activity!: Record<string, unknown>[];
  @ApiProperty(ROWS) content_corrections!: Record<string, unknown>[];
  @ApiProperty(ROWS) reader_codes!: Record<string, unknown>[];
  @ApiProperty(ROWS) reader_sessions!: Record<string, unknown>[];
  @ApiProperty(ROWS) book_requests!: Record<string, unknown>[];
  @ApiProperty(ROWS) catalog_requests!: Record<string, unknown>[];
  // optional only until the shelf-mode branch (issue 25) and this one meet; then always sent
  @ApiProperty({ ...ROWS, description: 'Shelf-mode sessions and the books scanned in them.' }) shelf_sessions!: Record<string, unknown>[];
  @ApiProperty(ROWS) shelf_session_books!: Record<string, unknown>[];
  @ApiProperty({ ...ROWS, description: "Links made to share a reader's card (never the token or its hash)." }) share_links!: Record<string, unknown>[];
  @ApiProperty({ ...ROWS, description: 'The household this account owns.' }) households!: Record<string, unknown>[];
  @ApiProperty({ ...ROWS, description: "Households this account is a member of: the household's id, the role, when it joined." })
  household_memberships!: Record<string, unknown>[];
  @ApiProperty({ ...ROWS, description: 'Invitations this account sent (never the token).' }) household_invitations!: Record<string, unknown>[];
}

export class DeletedSubscriptionDto {
  @ApiProperty() status!: string;
  @ApiProperty({ type: String, nullable: true }) tier!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) current_period_end!: string | null;
}

export class AccountDeletedDto {
  @ApiProperty({ format: 'date-time' }) deleted_at!: string;
  @ApiProperty({ format: 'date-time', description: 'The time by which every row of the account is gone.' }) purge_after!: string;
  @ApiProperty({ type: DeletedSubscriptionDto, nullable: true }) subscription!: DeletedSubscriptionDto | null;
  @ApiProperty() subscription_cancelled!: boolean;
  @ApiProperty({ type: String, nullable: true }) warning!: string | null;
}
