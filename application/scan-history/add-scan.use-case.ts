import { ACCOUNT_LIMITS, DEFAULT_BOOKS_FOUND, DEFAULT_SCAN_TYPE, readerDisplayName, SELF_READER_ID } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { BOOKS_FOUND_MAX, SCAN_HISTORY_MESSAGES } from './scan-history-messages.js';
import type { ScanRecord } from './scan-history-recorder.port.js';
import type { ScanHistoryEntry, ScanHistoryStore } from './scan-history-store.port.js';

const blankToNull = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/**
 * Records a scan or search. The reader, when named, must be one of the account's (or 'self'); a
 * missing reader_name is filled from it. The image is never stored (scan_image_url stays null).
 */
export class AddScanUseCase {
  constructor(
    private readonly history: ScanHistoryStore,
    private readonly readers: ReaderDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(command: ScanRecord, actor: Pick<Actor, 'id'>): Promise<Outcome<ScanHistoryEntry>> {
    const title = command.book_title.trim();
    const booksFound = command.books_found ?? DEFAULT_BOOKS_FOUND;
    const errors = [
      ...(title === '' ? [SCAN_HISTORY_MESSAGES.titleRequired] : []),
      ...(Number.isInteger(booksFound) && booksFound >= 0 && booksFound <= BOOKS_FOUND_MAX ? [] : [SCAN_HISTORY_MESSAGES.booksFound]),
    ];
    if (errors.length > 0) return failure(AppError.validation(errors));
    let readerId = blankToNull(command.reader_id);
    let readerName = blankToNull(command.reader_name);
    if (readerId !== null) {
      const reader = await this.readers.find(actor.id, readerId);
      if (!reader) return failure(new AppError('not_found', READER_MESSAGES.noReader));
      readerId = reader.id;
      readerName ??= readerDisplayName(reader.name, reader.id === SELF_READER_ID ? null : reader.age);
    }
    const entry = {
      reader_id: readerId,
      reader_name: readerName,
      book_title: title,
      book_author: blankToNull(command.book_author),
      scan_type: command.scan_type ?? DEFAULT_SCAN_TYPE,
      books_found: booksFound,
    };
    const added = await this.history.add(actor.id, entry, this.clock.now());
    await this.history.forgetBeyond(actor.id, ACCOUNT_LIMITS.scanHistoryKept); // a history: the oldest go
    return success(added);
  }
}
