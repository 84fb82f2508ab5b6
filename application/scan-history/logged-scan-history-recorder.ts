import type { Actor } from '../ports/actor.js';
import type { AddScanUseCase } from './add-scan.use-case.js';
import type { ScanHistoryRecorder, ScanRecord } from './scan-history-recorder.port.js';

/** Told about a history write that failed, with the entry's title (never the image). */
export type ScanHistoryFailureLog = (message: string, details: { userId: string; book_title: string; reason: unknown }) => void;

/**
 * The recorder other use cases call after a scan: the same rules as POST /api/scan-history, but a
 * refusal or an outage is handed to the log and swallowed, so the scan itself still succeeds.
 */
export class LoggedScanHistoryRecorder implements ScanHistoryRecorder {
  constructor(
    private readonly addScan: AddScanUseCase,
    private readonly log: ScanHistoryFailureLog,
  ) {}

  async record(entry: ScanRecord, actor: Pick<Actor, 'id'>): Promise<void> {
    try {
      const outcome = await this.addScan.execute(entry, actor);
      if (!outcome.ok) this.log('scan history entry refused', { userId: actor.id, book_title: entry.book_title, reason: outcome.error.message });
    } catch (error) {
      this.log('scan history write failed', { userId: actor.id, book_title: entry.book_title, reason: error });
    }
  }
}
