import { CATALOG_REQUEST_MESSAGES as M } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { BookCatalog, CatalogHit } from '../ports/book-catalog.port.js';
import { AskToAddBookUseCase } from './ask-to-add-book.use-case.js';
import { DecideCatalogRequestUseCase } from './decide-catalog-request.use-case.js';
import { InMemoryCatalogRequestStore } from '../../tests/doubles/catalog-requests/in-memory-catalog-request-store.js';
import { SettleAddedRequestsUseCase } from './settle-added-requests.use-case.js';

const clock = { now: () => new Date('2026-11-25T12:00:00Z') };
const actor = (id: string): Actor => ({ id, email: `${id}@example.com`, isAdmin: false, sessionId: `s-${id}` });
/** A catalog whose search answers every query with these titles. */
const catalogOf = (titles: string[]) =>
  ({
    search: async (): Promise<CatalogHit[]> => titles.map((title, i) => ({ id: `b${i}`, title, author: 'A', isbn: null, score: 0.9 })),
  }) as unknown as BookCatalog;

describe('catalog requests', () => {
  const setup = (catalogTitles: string[] = []) => {
    const store = new InMemoryCatalogRequestStore();
    return {
      store,
      ask: new AskToAddBookUseCase(store, clock),
      decide: new DecideCatalogRequestUseCase(store, clock),
      settle: new SettleAddedRequestsUseCase(store, catalogOf(catalogTitles), clock),
    };
  };

  it('asking twice for one title (any case, spacing, punctuation) keeps the first request', async () => {
    const { ask } = setup();
    const first = await ask.execute({ title: 'The Hobbit' }, actor('a'));
    const again = await ask.execute({ title: '  the HOBBIT! ' }, actor('a'));
    expect(first).toMatchObject({ ok: true, value: { created: true } });
    expect(again).toMatchObject({ ok: true, value: { created: false, record: { title: 'The Hobbit' } } });
  });

  it("refuses a request the domain refuses, with the domain's message", async () => {
    const { ask, store } = setup();
    const sut = await ask.execute({ title: '   ' }, actor('a'));
    expect(sut.ok ? null : sut.error).toMatchObject({ code: 'validation_failed', message: M.titleRequired });
    expect(store.rows).toEqual([]);
  });

  it.each([
    ['a status that is not an answer', 'open', 'validation_failed'],
    ['a status that is not text', 3, 'validation_failed'],
  ])('deciding with %s is refused', async (_label, status, code) => {
    const { ask, decide } = setup();
    const asked = await ask.execute({ title: 'Holes' }, actor('a'));
    const id = asked.ok ? asked.value.record.id : '';
    expect(await decide.execute({ id, status })).toMatchObject({ ok: false, error: { code } });
  });

  it('deciding an unknown id is not found', async () => {
    const { decide } = setup();
    expect(await decide.execute({ id: '00000000-0000-4000-8000-000000000000', status: 'added' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: M.notFound },
    });
    expect(await decide.execute({ id: 'nope', status: 'added' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('settling marks open requests added when the catalog holds the same normalised title, and leaves the others', async () => {
    const { ask, settle, store } = setup(['The Lantern Keeper', 'Hatchet: A Novel']);
    await ask.execute({ title: 'the lantern keeper!' }, actor('a'));
    await ask.execute({ title: 'The Lantern  Keeper' }, actor('b'));
    await ask.execute({ title: 'Hatchet' }, actor('a')); // a subtitle the parent did not type: no match
    await settle.execute();
    expect(store.rows.map((r) => [r.title, r.status])).toEqual([
      ['the lantern keeper!', 'added'],
      ['The Lantern Keeper', 'added'],
      ['Hatchet', 'open'],
    ]);
  });

  it("settling on one parent's visit looks up that parent's titles, and marks the title added for everyone who asked", async () => {
    const { ask, settle, store } = setup(['Holes']);
    await ask.execute({ title: 'Holes' }, actor('a'));
    await ask.execute({ title: 'Holes' }, actor('b'));
    await settle.execute('a');
    expect(store.rows.map((r) => r.status)).toEqual(['added', 'added']);
    const nothing = setup(['Other Book']);
    await nothing.ask.execute({ title: 'Holes' }, actor('a'));
    await nothing.settle.execute('a');
    expect(nothing.store.rows.map((r) => r.status)).toEqual(['open']);
  });
});
