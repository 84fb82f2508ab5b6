import type { ReadingListItem, ReadingListStore } from '../../application/reading-list/reading-list-store.port.js';
import { aroundReadingListWrite, CachedReadingListStore, READING_LIST_TTL_MS, READING_LISTS_KEPT_BYTES } from './cached-reading-list-store.js';

const item = (userId: string, readerId: string, title: string, analysis: Record<string, unknown> | null = null): ReadingListItem => ({
  id: `${userId}-${readerId}-${title}`,
  user_id: userId,
  reader_id: readerId,
  reader_name: 'Mia (Age 9)',
  title,
  author: 'Louis Sachar',
  reading_status: 'to_read',
  started_reading_at: null,
  completed_reading_at: null,
  analysis,
  created_at: '2026-11-29T00:00:00.000Z',
});

/** An in-memory store that counts its list reads and can hold them until released. */
function fakeStore() {
  const rows: ReadingListItem[] = [];
  const gates: (() => void)[] = [];
  const store = {
    rows,
    reads: 0,
    hold: false,
    release: () => gates.splice(0).forEach((open) => open()),
    async list(userId: string, readerId?: string) {
      store.reads++;
      const found = rows.filter((r) => r.user_id === userId && (readerId === undefined || r.reader_id === readerId));
      if (store.hold) await new Promise<void>((open) => gates.push(open));
      return found;
    },
    async find(userId: string, id: string) {
      return rows.find((r) => r.user_id === userId && r.id === id) ?? null;
    },
    async add(userId: string, added: { reader_id: string; title: string }) {
      const row = item(userId, added.reader_id, added.title);
      rows.unshift(row);
      return row;
    },
    async addMany(userId: string, items: { reader_id: string; title: string }[]) {
      const added = items.map((i) => item(userId, i.reader_id, i.title));
      rows.unshift(...added);
      return { added, duplicates: [] };
    },
    async saveProgress(userId: string, change: { id: string; reading_status: ReadingListItem['reading_status'] }) {
      const i = rows.findIndex((r) => r.user_id === userId && r.id === change.id);
      if (i < 0) return null;
      rows[i] = { ...rows[i], reading_status: change.reading_status };
      return rows[i];
    },
    async remove(userId: string, id: string) {
      const i = rows.findIndex((r) => r.user_id === userId && r.id === id);
      if (i < 0) return false;
      rows.splice(i, 1);
      return true;
    },
    async countCompleted() {
      return rows.filter((r) => r.reading_status === 'completed').length;
    },
  };
  return store;
}

const asStore = (s: ReturnType<typeof fakeStore>) => s as unknown as ReadingListStore;
const titles = (items: readonly ReadingListItem[]) => items.map((i) => i.title);
const now = new Date('2026-11-29T12:00:00Z');

describe('the reading list is reused for half a second and forgotten at every write (issue 20, decision 50)', () => {
  let clock = 0;
  const tick = () => clock;
  beforeEach(() => (clock = 1_000));

  it('reads the store once for repeated and concurrent reads of one list, and keeps accounts and readers apart', async () => {
    const store = fakeStore();
    store.rows.push(item('u1', 'self', 'Holes'), item('u1', 'm1', 'Matilda'), item('u2', 'self', 'Wonder'));
    const lists = new CachedReadingListStore(asStore(store), tick);
    const [a, b, c] = await Promise.all([lists.list('u1'), lists.list('u1'), lists.list('u1')]);
    expect([titles(a), titles(b), titles(c)]).toEqual([
      ['Holes', 'Matilda'],
      ['Holes', 'Matilda'],
      ['Holes', 'Matilda'],
    ]);
    expect(titles(await lists.list('u1'))).toEqual(['Holes', 'Matilda']);
    expect(store.reads).toBe(1);
    expect(titles(await lists.list('u1', 'm1'))).toEqual(['Matilda']);
    expect(titles(await lists.list('u1', 'self'))).toEqual(['Holes']);
    expect(titles(await lists.list('u2'))).toEqual(['Wonder']);
    expect(store.reads).toBe(4);
  });

  it('answers a list that cannot be changed, since it answers other requests too', async () => {
    const store = fakeStore();
    store.rows.push(item('u1', 'self', 'Holes'));
    const lists = new CachedReadingListStore(asStore(store), tick);
    const shared = await lists.list('u1');
    expect(Object.isFrozen(shared)).toBe(true);
    expect(() => (shared as ReadingListItem[]).pop()).toThrow(TypeError);
    expect(titles(await lists.list('u1'))).toEqual(['Holes']);
  });

  it('reads again once a list is older than its lifetime (a change made outside this process lands within it)', async () => {
    const store = fakeStore();
    const lists = new CachedReadingListStore(asStore(store), tick);
    await lists.list('u1');
    store.rows.push(item('u1', 'self', 'Written elsewhere'));
    clock += READING_LIST_TTL_MS - 1;
    expect(await lists.list('u1')).toEqual([]);
    clock += 1;
    expect(titles(await lists.list('u1'))).toEqual(['Written elsewhere']);
    expect(store.reads).toBe(2);
  });

  it('shows every write made through it at the next read: an add, an import, a status change, a removal', async () => {
    const store = fakeStore();
    const lists = new CachedReadingListStore(asStore(store), tick);
    expect(await lists.list('u1')).toEqual([]);

    await lists.add('u1', { reader_id: 'self', reader_name: 'Me', title: 'Holes', author: 'Louis Sachar', analysis: null }, now);
    expect(titles(await lists.list('u1'))).toEqual(['Holes']);

    await lists.addMany(
      'u1',
      [
        {
          reader_id: 'self',
          reader_name: 'Me',
          title: 'Wonder',
          author: 'R. J. Palacio',
          analysis: null,
          reading_status: 'to_read',
          started_reading_at: null,
          completed_reading_at: null,
        },
      ],
      now,
    );
    expect(titles(await lists.list('u1'))).toEqual(['Wonder', 'Holes']);

    const holes = store.rows.find((r) => r.title === 'Holes')!;
    await lists.saveProgress('u1', { id: holes.id, reading_status: 'completed', started_reading_at: null, completed_reading_at: now.toISOString() });
    expect((await lists.list('u1')).find((r) => r.title === 'Holes')?.reading_status).toBe('completed');

    expect(await lists.remove('u1', holes.id)).toBe(true);
    expect(titles(await lists.list('u1'))).toEqual(['Wonder']);
    expect(store.reads).toBe(5);
  });

  it('never keeps what a read that began before a write found', async () => {
    const store = fakeStore();
    const lists = new CachedReadingListStore(asStore(store), tick);
    store.hold = true;
    const before = lists.list('u1'); // reads the empty list, held
    await Promise.resolve();
    store.hold = false;
    await lists.add('u1', { reader_id: 'self', reader_name: 'Me', title: 'Holes', author: 'Louis Sachar', analysis: null }, now);
    store.release();
    expect(await before).toEqual([]); // it answers its own request as it read it ...
    expect(titles(await lists.list('u1'))).toEqual(['Holes']); // ... and the next read asks again
  });

  it('forgets every list when a write is made elsewhere (a book request approved)', async () => {
    const store = fakeStore();
    const lists = new CachedReadingListStore(asStore(store), tick);
    await lists.list('u1');
    await aroundReadingListWrite(async () => void store.rows.push(item('u1', 'm1', 'Approved')));
    expect(titles(await lists.list('u1'))).toEqual(['Approved']);
  });

  it("forgets the lists of every such store in the process at a write through any of them (the parent's routes, the reader's, the shared card)", async () => {
    const store = fakeStore();
    const parents = new CachedReadingListStore(asStore(store), tick);
    const readers = new CachedReadingListStore(asStore(store), tick);
    expect(await readers.list('u1', 'm1')).toEqual([]);
    await parents.add('u1', { reader_id: 'm1', reader_name: 'Mia (Age 9)', title: 'Holes', author: 'Louis Sachar', analysis: null }, now);
    expect(titles(await readers.list('u1', 'm1'))).toEqual(['Holes']);
  });

  it('passes the reads of one item and the completed count through, uncached', async () => {
    const store = fakeStore();
    const lists = new CachedReadingListStore(asStore(store), tick);
    store.rows.push(item('u1', 'self', 'Holes'));
    expect((await lists.find('u1', 'u1-self-Holes'))?.title).toBe('Holes');
    store.rows[0] = { ...store.rows[0], reading_status: 'completed' };
    expect(await lists.countCompleted('u1', 'self', now, now)).toBe(1);
    expect(store.reads).toBe(0);
  });

  it('keeps no list heavier than a quarter of the budget, so a few huge lists cannot take the memory', async () => {
    const store = fakeStore();
    const lists = new CachedReadingListStore(asStore(store), tick);
    const huge = { notes: 'x'.repeat(READING_LISTS_KEPT_BYTES / 4) };
    store.rows.push(item('heavy', 'self', 'Big', huge), item('light', 'self', 'Small'));
    await lists.list('heavy');
    await lists.list('heavy');
    expect(store.reads).toBe(2);
    await lists.list('light');
    await lists.list('light');
    expect(store.reads).toBe(3);
  });
});
