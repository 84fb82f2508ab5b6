import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { AddToReadingListUseCase } from '../../application/reading-list/add-to-reading-list.use-case.js';
import { ChangeReadingStatusUseCase } from '../../application/reading-list/change-reading-status.use-case.js';
import { ExportReadingListUseCase } from '../../application/reading-list/export-reading-list.use-case.js';
import { ImportReadingHistoryUseCase } from '../../application/reading-list/import-reading-history.use-case.js';
import { GetReadingGoalUseCase } from '../../application/reading-list/get-reading-goal.use-case.js';
import { ListReadingListUseCase } from '../../application/reading-list/list-reading-list.use-case.js';
import { READING_GOAL_STORE, type ReadingGoalStore } from '../../application/reading-list/reading-goal-store.port.js';
import type { ReadingGoalPorts } from '../../application/reading-list/reading-goal.js';
import { READING_LIST_STORE, type ReadingListStore } from '../../application/reading-list/reading-list-store.port.js';
import { RemoveFromReadingListUseCase } from '../../application/reading-list/remove-from-reading-list.use-case.js';
import { SetReadingGoalUseCase } from '../../application/reading-list/set-reading-goal.use-case.js';
import { CachedReadingListStore } from '../../adapters/readers/cached-reading-list-store.js';
import { MikroOrmReadingGoalStore } from '../../adapters/readers/mikro-orm-reading-goal-store.adapter.js';
import { MikroOrmReadingListStore } from '../../adapters/readers/mikro-orm-reading-list-store.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { ReadingGoalsController } from './reading-goals.controller.js';
import { ReadingListController } from './reading-list.controller.js';

const GOAL_PORTS = Symbol('GOAL_PORTS');

/** The reading list (with status, review readiness and CSV export) and yearly reading goals. */
@Module({
  imports: [ReadersModule],
  controllers: [ReadingListController, ReadingGoalsController],
  // the one reading-list store (and so the one cache of lists) of the process: ask and approve and sharing use it too
  exports: [READING_LIST_STORE],
  providers: [
    // One instance (no REDIS_URL) reuses a list for half a second and forgets every list at each write
    // (decision 50, as the session check and the household guard); several instances ask the database
    // every time, since a book added on another instance must show here at once.
    {
      provide: READING_LIST_STORE,
      inject: [MIKRO_ORM, APP_CONFIG],
      useFactory: (orm: MikroORM, config: AppConfig) => {
        const store = new MikroOrmReadingListStore(orm);
        return config.redisUrl ? store : new CachedReadingListStore(store);
      },
    },
    { provide: READING_GOAL_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmReadingGoalStore(orm) },
    {
      provide: GOAL_PORTS,
      inject: [READING_GOAL_STORE, READING_LIST_STORE, READER_DIRECTORY],
      useFactory: (goals: ReadingGoalStore, items: ReadingListStore, readers: ReaderDirectory): ReadingGoalPorts => ({ goals, items, readers }),
    },
    { provide: ListReadingListUseCase, inject: [READING_LIST_STORE, CLOCK], useFactory: (s: ReadingListStore, c: Clock) => new ListReadingListUseCase(s, c) },
    {
      provide: AddToReadingListUseCase,
      inject: [READING_LIST_STORE, READER_DIRECTORY, CLOCK],
      useFactory: (s: ReadingListStore, r: ReaderDirectory, c: Clock) => new AddToReadingListUseCase(s, r, c),
    },
    {
      provide: ImportReadingHistoryUseCase,
      inject: [READING_LIST_STORE, READER_DIRECTORY, CLOCK],
      useFactory: (s: ReadingListStore, r: ReaderDirectory, c: Clock) => new ImportReadingHistoryUseCase(s, r, c),
    },
    {
      provide: ChangeReadingStatusUseCase,
      inject: [READING_LIST_STORE, CLOCK],
      useFactory: (s: ReadingListStore, c: Clock) => new ChangeReadingStatusUseCase(s, c),
    },
    { provide: RemoveFromReadingListUseCase, inject: [READING_LIST_STORE], useFactory: (s: ReadingListStore) => new RemoveFromReadingListUseCase(s) },
    {
      provide: ExportReadingListUseCase,
      inject: [READING_LIST_STORE, CLOCK],
      useFactory: (s: ReadingListStore, c: Clock) => new ExportReadingListUseCase(s, c),
    },
    { provide: GetReadingGoalUseCase, inject: [GOAL_PORTS, CLOCK], useFactory: (p: ReadingGoalPorts, c: Clock) => new GetReadingGoalUseCase(p, c) },
    { provide: SetReadingGoalUseCase, inject: [GOAL_PORTS, CLOCK], useFactory: (p: ReadingGoalPorts, c: Clock) => new SetReadingGoalUseCase(p, c) },
  ],
})
export class ReadingListModule {}
