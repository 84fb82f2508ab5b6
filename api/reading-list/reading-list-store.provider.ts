import type { Provider } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { READING_LIST_STORE } from '../../application/reading-list/reading-list-store.port.js';
import { CachedReadingListStore } from '../../adapters/readers/cached-reading-list-store.js';
import { MikroOrmReadingListStore } from '../../adapters/readers/mikro-orm-reading-list-store.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';

/**
 * The reading-list store, the same in every module that reads or writes the list (reading list,
 * ask and approve, sharing): one instance (no REDIS_URL) reuses a list for half a second and forgets
 * every list at each write (decision 50, as the session check and the household guard); several
 * instances ask the database every time, since a book added on another instance must show here at once.
 */
export const READING_LIST_STORE_PROVIDER: Provider = {
  provide: READING_LIST_STORE,
  inject: [MIKRO_ORM, APP_CONFIG],
  useFactory: (orm: MikroORM, config: AppConfig) => {
    const store = new MikroOrmReadingListStore(orm);
    return config.redisUrl ? store : new CachedReadingListStore(store);
  },
};
