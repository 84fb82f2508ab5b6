import { Logger, Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { AddScanUseCase } from '../../application/scan-history/add-scan.use-case.js';
import { LoggedScanHistoryRecorder } from '../../application/scan-history/logged-scan-history-recorder.js';
import { RemoveScanUseCase } from '../../application/scan-history/remove-scan.use-case.js';
import { SCAN_HISTORY_RECORDER } from '../../application/scan-history/scan-history-recorder.port.js';
import { SCAN_HISTORY_STORE, type ScanHistoryStore } from '../../application/scan-history/scan-history-store.port.js';
import { MikroOrmScanHistoryStore } from '../../adapters/readers/mikro-orm-scan-history-store.adapter.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { ScanHistoryController } from './scan-history.controller.js';

/**
 * The scan history. Exports SCAN_HISTORY_RECORDER: analysis and image scans call
 * `record(entry, actor)` after a scan; a failed write is logged and never fails them.
 */
@Module({
  imports: [ReadersModule],
  controllers: [ScanHistoryController],
  providers: [
    { provide: SCAN_HISTORY_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmScanHistoryStore(orm) },
    {
      provide: AddScanUseCase,
      inject: [SCAN_HISTORY_STORE, READER_DIRECTORY, CLOCK],
      useFactory: (s: ScanHistoryStore, r: ReaderDirectory, c: Clock) => new AddScanUseCase(s, r, c),
    },
    { provide: RemoveScanUseCase, inject: [SCAN_HISTORY_STORE], useFactory: (s: ScanHistoryStore) => new RemoveScanUseCase(s) },
    {
      provide: SCAN_HISTORY_RECORDER,
      inject: [AddScanUseCase],
      useFactory: (add: AddScanUseCase) => {
        const logger = new Logger('ScanHistory');
        return new LoggedScanHistoryRecorder(add, (message, details) =>
          logger.warn(`${message}: ${details.reason instanceof Error ? details.reason.message : String(details.reason)} (user ${details.userId})`),
        );
      },
    },
  ],
  exports: [SCAN_HISTORY_RECORDER],
})
export class ScanHistoryModule {}
