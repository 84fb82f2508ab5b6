import type { Actor } from '../ports/actor.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { SCAN_HISTORY_MESSAGES } from './scan-history-messages.js';
import type { ScanHistoryStore } from './scan-history-store.port.js';

/** Removes one entry of the account's scan history; another account's entry is "not found". */
export class RemoveScanUseCase {
  constructor(private readonly history: ScanHistoryStore) {}

  async execute(command: { id: string }, actor: Actor): Promise<Outcome<void>> {
    return (await this.history.remove(actor.id, command.id)) ? success(undefined) : failure(new AppError('not_found', SCAN_HISTORY_MESSAGES.notFound));
  }
}
