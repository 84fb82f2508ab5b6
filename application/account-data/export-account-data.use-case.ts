import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { ACCOUNT_DATA_MESSAGES, PURGE_DELAY_DAYS, exportFileName } from './account-data-policy.js';
import type { AccountDataReader, AccountDataSnapshot } from './ports/account-data-reader.port.js';

/** The downloadable document: what it is, when it was made, then every section of the account. */
export interface AccountDataExport extends AccountDataSnapshot {
  readonly format: 'shelfcheck-account-export';
  readonly version: 1;
  readonly exported_at: string;
  readonly retention: string;
}

export interface ExportedAccountData {
  readonly fileName: string;
  readonly document: AccountDataExport;
}

/**
 * The signed-in account's data as one JSON document (GET /api/account/export). The caller can only
 * ever export their own account: the id comes from the access token, never from the request.
 */
export class ExportAccountDataUseCase {
  constructor(
    private readonly reader: AccountDataReader,
    private readonly clock: Clock,
  ) {}

  async execute(_command: Record<string, never>, actor: Actor): Promise<Outcome<ExportedAccountData>> {
    const snapshot = await this.reader.collect(actor.id);
    if (!snapshot) return failure(new AppError('not_found', ACCOUNT_DATA_MESSAGES.accountNotFound));
    const now = this.clock.now();
    return success({
      fileName: exportFileName(now),
      document: {
        format: 'shelfcheck-account-export',
        version: 1,
        exported_at: now.toISOString(),
        retention: `Deleting the account removes all of this within ${PURGE_DELAY_DAYS} days.`,
        ...snapshot,
      },
    });
  }
}
