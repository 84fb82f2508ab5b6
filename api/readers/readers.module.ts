import { Logger, Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { LOCAL_PROFILE_SUMMARY_WRITER, PROFILE_SUMMARY_WRITER, type ProfileSummaryWriter } from '../../application/ports/profile-summary-writer.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { AddFamilyMemberUseCase } from '../../application/readers/add-family-member.use-case.js';
import { FAMILY_MEMBER_STORE, type FamilyMemberStore } from '../../application/readers/family-member-store.port.js';
import { FAMILY_VALUES_STORE } from '../../application/readers/family-values-store.port.js';
import { READING_PROFILE_STORE, type ReadingProfileStore } from '../../application/readers/reading-profile-store.port.js';
import { RemoveFamilyMemberUseCase } from '../../application/readers/remove-family-member.use-case.js';
import { SaveReadingProfileUseCase } from '../../application/readers/save-reading-profile.use-case.js';
import type { SummaryReaderSources } from '../../application/readers/summary-reader.js';
import { SummaryWithFallback } from '../../application/readers/summary-with-fallback.js';
import { UpdateFamilyMemberUseCase } from '../../application/readers/update-family-member.use-case.js';
import { UpdateSummaryFromBooksUseCase } from '../../application/readers/update-summary-from-books.use-case.js';
import { WriteReaderSummaryUseCase } from '../../application/readers/write-reader-summary.use-case.js';
import { LocalProfileSummaryWriter } from '../../adapters/readers/local-profile-summary-writer.adapter.js';
import { MikroOrmFamilyMemberStore } from '../../adapters/readers/mikro-orm-family-member-store.adapter.js';
import { MikroOrmFamilyValuesStore } from '../../adapters/readers/mikro-orm-family-values-store.adapter.js';
import { MikroOrmReaderDirectory } from '../../adapters/readers/mikro-orm-reader-directory.adapter.js';
import { MikroOrmReadingProfileStore } from '../../adapters/readers/mikro-orm-reading-profile-store.adapter.js';
import { OpenAiProfileSummaryWriter } from '../../adapters/readers/openai-profile-summary-writer.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { FamilyMembersController } from './family-members.controller.js';
import { FamilyValuesController } from './family-values.controller.js';
import { ReaderProfilesController } from './reader-profiles.controller.js';
import { ReadingProfileController } from './reading-profile.controller.js';

const SUMMARY_SOURCES = Symbol('SUMMARY_SOURCES');
const SUMMARY_WRITER_WITH_FALLBACK = Symbol('SUMMARY_WRITER_WITH_FALLBACK');

/**
 * Readers: family members, family values, the own reading profile and reading summaries. Exports
 * READER_DIRECTORY (a reader of the account by reader_id, for analysis, chat, the reading list and
 * the scan history).
 */
@Module({
  controllers: [FamilyMembersController, FamilyValuesController, ReadingProfileController, ReaderProfilesController],
  providers: [
    { provide: FAMILY_MEMBER_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmFamilyMemberStore(orm) },
    { provide: FAMILY_VALUES_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmFamilyValuesStore(orm) },
    { provide: READING_PROFILE_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmReadingProfileStore(orm) },
    { provide: READER_DIRECTORY, inject: [MIKRO_ORM, CLOCK], useFactory: (orm: MikroORM, clock: Clock) => new MikroOrmReaderDirectory(orm, clock) },
    { provide: LOCAL_PROFILE_SUMMARY_WRITER, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new LocalProfileSummaryWriter(orm) },
    {
      // the AI writer when OPENAI_API_KEY is set (config.openai), else the local one
      provide: PROFILE_SUMMARY_WRITER,
      inject: [APP_CONFIG, LOCAL_PROFILE_SUMMARY_WRITER],
      useFactory: (config: AppConfig, local: ProfileSummaryWriter) => (config.openai ? new OpenAiProfileSummaryWriter(config.openai) : local),
    },
    {
      provide: SUMMARY_WRITER_WITH_FALLBACK,
      inject: [PROFILE_SUMMARY_WRITER, LOCAL_PROFILE_SUMMARY_WRITER],
      useFactory: (primary: ProfileSummaryWriter, local: ProfileSummaryWriter) => {
        const logger = new Logger('ReaderSummaries');
        return new SummaryWithFallback(primary, local, (reason) =>
          logger.warn(`AI summary failed, the local summary was used: ${reason instanceof Error ? reason.message : String(reason)}`),
        );
      },
    },
    {
      provide: SUMMARY_SOURCES,
      inject: [FAMILY_MEMBER_STORE, READING_PROFILE_STORE, READER_DIRECTORY],
      useFactory: (members: FamilyMemberStore, profiles: ReadingProfileStore, directory: ReaderDirectory): SummaryReaderSources => ({
        members,
        profiles,
        directory,
      }),
    },
    { provide: AddFamilyMemberUseCase, inject: [FAMILY_MEMBER_STORE, CLOCK], useFactory: (s: FamilyMemberStore, c: Clock) => new AddFamilyMemberUseCase(s, c) },
    {
      provide: UpdateFamilyMemberUseCase,
      inject: [FAMILY_MEMBER_STORE, CLOCK],
      useFactory: (s: FamilyMemberStore, c: Clock) => new UpdateFamilyMemberUseCase(s, c),
    },
    { provide: RemoveFamilyMemberUseCase, inject: [FAMILY_MEMBER_STORE], useFactory: (s: FamilyMemberStore) => new RemoveFamilyMemberUseCase(s) },
    {
      provide: SaveReadingProfileUseCase,
      inject: [READING_PROFILE_STORE, CLOCK],
      useFactory: (s: ReadingProfileStore, c: Clock) => new SaveReadingProfileUseCase(s, c),
    },
    {
      provide: WriteReaderSummaryUseCase,
      inject: [SUMMARY_SOURCES, SUMMARY_WRITER_WITH_FALLBACK, CLOCK],
      useFactory: (s: SummaryReaderSources, w: SummaryWithFallback, c: Clock) => new WriteReaderSummaryUseCase(s, w, c),
    },
    {
      provide: UpdateSummaryFromBooksUseCase,
      inject: [SUMMARY_SOURCES, SUMMARY_WRITER_WITH_FALLBACK, CLOCK],
      useFactory: (s: SummaryReaderSources, w: SummaryWithFallback, c: Clock) => new UpdateSummaryFromBooksUseCase(s, w, c),
    },
  ],
  exports: [READER_DIRECTORY],
})
export class ReadersModule {}
