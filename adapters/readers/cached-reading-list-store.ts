import { AnswerCaches, ShortLivedAnswers } from '../shared/short-lived-answers.js';
import type {
  ImportedReadingListItem,
  NewReadingListItem,
  ReadingListImportWrite,
  ReadingListItem,
  ReadingListStore,
  ReadingProgressChange,
} from '../../application/reading-list/reading-list-store.port.js';

const caches = new AnswerCaches();

/**
 * Runs a write to reading_list made outside the reading-list store (an approved book request adds
 * its book), forgetting every cached reading list of this process before and after it. An account's
 * deletion needs none: its sessions end with it, so its list is read no more.
 */
export function aroundReadingListWrite<T>(write: () => Promise<T>): Promise<T> {
  return caches.around(write);
}

/** How long a list is reused: a change made outside this process lands within it. */
export const READING_LIST_TTL_MS = 500;

/** What the lists kept in one process may weigh in all (their text, roughly, in bytes). */
export const READING_LISTS_KEPT_BYTES = 32 * 1024 * 1024;

/** A list's weight: its text and a fixed share for each row's stamps and ids. */
function weightOf(items: readonly ReadingListItem[]): number {
  let bytes = 64;
  for (const item of items) {
    bytes += 256 + item.title.length + item.author.length + item.reader_name.length + item.reader_id.length;
    if (item.analysis) bytes += JSON.stringify(item.analysis).length;
  }
  return bytes;
}

/**
 * The reading list's read cheap and still exact (issue 20, decision 50), as the session check and
 * the household guard are (ShortLivedAnswers): a list is reused for half a second, concurrent reads
 * of one list share one query, and every write made through this store (an add, an import, a status
 * change, a removal) forgets every cached list of every such store in the process before and after
 * it, so the next read after a write sees it (the app has one, ReadingListModule's, shared by the
 * parent's routes, the reader's own list and the shared card). A read that started before a write never stores what it read. Writes to
 * reading_list made elsewhere go through `aroundReadingListWrite`. What is kept are the stored rows:
 * the view (ready for review or not) is still made at each request's now.
 *
 * For one instance only: with several (REDIS_URL), a write made on another instance would not be
 * forgotten here, so the store is used as it is (api/reading-list/reading-list.module.ts).
 */
export class CachedReadingListStore implements ReadingListStore {
  private readonly lists: ShortLivedAnswers<readonly ReadingListItem[]>;

  constructor(
    private readonly store: ReadingListStore,
    now: () => number = Date.now,
  ) {
    this.lists = caches.add(
      new ShortLivedAnswers<readonly ReadingListItem[]>(READING_LIST_TTL_MS, now, 10_000, { of: weightOf, max: READING_LISTS_KEPT_BYTES }),
    );
  }

  list(userId: string, readerId?: string): Promise<readonly ReadingListItem[]> {
    // the account's id is a uuid (no line feed): a list of one reader and the whole list never share a key
    const key = readerId === undefined ? userId : `${userId}\n${readerId}`;
    // one list answers several requests: frozen, so a change to it fails loudly instead of reaching the others
    return this.lists.ask(key, async () => Object.freeze(await this.store.list(userId, readerId)));
  }

  add(userId: string, item: NewReadingListItem, now: Date): Promise<ReadingListItem | 'duplicate'> {
    return caches.around(() => this.store.add(userId, item, now));
  }

  addMany(userId: string, items: readonly ImportedReadingListItem[], now: Date): Promise<ReadingListImportWrite> {
    return caches.around(() => this.store.addMany(userId, items, now));
  }

  saveProgress(userId: string, change: ReadingProgressChange): Promise<ReadingListItem | null> {
    return caches.around(() => this.store.saveProgress(userId, change));
  }

  remove(userId: string, id: string): Promise<boolean> {
    return caches.around(() => this.store.remove(userId, id));
  }

  // reads of one item or a count are asked as they are
  find(userId: string, id: string): Promise<ReadingListItem | null> {
    return this.store.find(userId, id);
  }

  countCompleted(userId: string, readerId: string, from: Date, to: Date): Promise<number> {
    return this.store.countCompleted(userId, readerId, from, to);
  }
}
