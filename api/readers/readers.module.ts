import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { READER_DATA_STORE, type ReaderDataStore } from '../../application/readers/reader-data.port.js';
import { PROFILE_SUMMARY_WRITER, type ProfileSummaryWriter } from '../../application/readers/profile-summary-writer.port.js';
import { SaveFamilyMemberUseCase } from '../../application/readers/save-family-member.use-case.js';
import { WriteReaderSummaryUseCase } from '../../application/readers/write-reader-summary.use-case.js';
import { AddToReadingListUseCase } from '../../application/reading-list/add-to-reading-list.use-case.js';
import { ChangeReadingStatusUseCase } from '../../application/reading-list/change-reading-status.use-case.js';
import { LocalProfileSummaryWriter } from '../../adapters/readers/local-profile-summary-writer.adapter.js';
import { MikroOrmReaderData } from '../../adapters/readers/mikro-orm-reader-data.adapter.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { ReadersController } from './readers.controller.js';
import { ReadingListController } from './reading-list.controller.js';

/**
 * Readers: family members, values, the own profile, summaries, the reading list and scan history.
 * The AI summary writer is not wired yet (no OpenAI adapter): summaries come from the local writer.
 */
@Module({
  controllers: [ReadersController, ReadingListController],
  providers: [
    { provide: READER_DATA_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmReaderData(orm) },
    { provide: PROFILE_SUMMARY_WRITER, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new LocalProfileSummaryWriter(orm) },
    { provide: SaveFamilyMemberUseCase, inject: [READER_DATA_STORE, CLOCK], useFactory: (s: ReaderDataStore, c: Clock) => new SaveFamilyMemberUseCase(s, c) },
    {
      provide: WriteReaderSummaryUseCase,
      inject: [READER_DATA_STORE, PROFILE_SUMMARY_WRITER, CLOCK],
      useFactory: (s: ReaderDataStore, local: ProfileSummaryWriter, c: Clock) => new WriteReaderSummaryUseCase(s, null, local, c),
    },
    { provide: AddToReadingListUseCase, inject: [READER_DATA_STORE, CLOCK], useFactory: (s: ReaderDataStore, c: Clock) => new AddToReadingListUseCase(s, c) },
    { provide: ChangeReadingStatusUseCase, inject: [READER_DATA_STORE, CLOCK], useFactory: (s: ReaderDataStore, c: Clock) => new ChangeReadingStatusUseCase(s, c) },
  ],
})
export class ReadersModule {}
