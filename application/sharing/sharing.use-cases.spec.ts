import { SHARE_MESSAGES } from '../../domain/index.js';
import { InMemoryRateLimiter, ManualClock } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { aBook, fact } from '../../tests/doubles/books/book-mother.js';
import { SearchBooksUseCase } from '../books/search-books.use-case.js';
import type { Actor } from '../ports/actor.js';
import type { BookCatalog, CatalogFactsHit } from '../ports/book-catalog.port.js';
import type { ReaderDirectory, ReaderSnapshot } from '../ports/reader-directory.port.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { InMemoryReadingListStore } from '../../tests/doubles/reading-list/in-memory-reading-list-store.js';
import { CreateShareLinkUseCase } from './create-share-link.use-case.js';
import { GetSharedCardUseCase } from './get-shared-card.use-case.js';
import { InMemoryShareLinkStore } from '../../tests/doubles/sharing/in-memory-share-link-store.js';
import { ListShareLinksUseCase } from './list-share-links.use-case.js';
import { PrintSharedCardUseCase } from './print-shared-card.use-case.js';
import { RevokeShareLinkUseCase } from './revoke-share-link.use-case.js';
import { SearchSharedCardUseCase } from './search-shared-card.use-case.js';
import type { ShareTokenSecrets } from './share-token-secrets.port.js';
import type { SharedCard } from './shared-card.js';
import { SharedLinkGate } from './shared-link-gate.js';

const parent: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const stranger: Actor = { ...parent, id: 'user-b' };
const DAY = 24 * 60 * 60 * 1000;
const token = (c: string) => c.repeat(32);

/** Tokens drawn from a list (so a collision can be staged); the "hash" is readable. */
class ScriptedSecrets implements ShareTokenSecrets {
  constructor(private readonly tokens: string[]) {}
  newToken() {
    return this.tokens.shift() ?? token('z');
  }
  hash(t: string) {
    return `h:${t}`;
  }
}

describe('share links and the shared card (use cases)', () => {
  const clock = new ManualClock(new Date('2026-11-26T12:00:00Z'));
  let members: InMemoryFamilyMemberStore;
  let links: InMemoryShareLinkStore;
  let mia: string;
  const stone = aBook({ title: 'The Stone', author: 'J. K. Rowling', categories: [fact('violence', 3)] });
  const reader = (id: string): ReaderSnapshot => ({
    id,
    name: 'Mia Rossi',
    age: 9,
    readingLevel: null,
    tolerance: { violence: 0 },
    preferences: [],
    screening: [],
    summary: null,
  });
  const directory: ReaderDirectory = { find: async (userId, id) => (userId === 'user-a' && id === mia ? reader(id) : null) };
  const catalog = {
    findByTitleAuthor: async (title: string) => (title === stone.title ? stone : null),
    search: async () => [],
    searchWithFacts: async (q: string): Promise<CatalogFactsHit[]> =>
      q === stone.title ? [{ id: stone.id, title: stone.title, author: stone.author, isbn: stone.isbn, score: 1, facts: stone.facts }] : [],
  } as unknown as BookCatalog;

  beforeEach(async () => {
    members = new InMemoryFamilyMemberStore();
    links = new InMemoryShareLinkStore();
    mia = (await members.add('user-a', { name: 'Mia Rossi', age: 9, reading_level: 'Elementary' }, clock.now())).id;
  });

  const kit = (tokens: string[], points = 100) => {
    const gate = new SharedLinkGate(links, new ScriptedSecrets([]), new InMemoryRateLimiter(clock), { name: 'share', points, durationSeconds: 600 }, clock);
    const list = new InMemoryReadingListStore();
    const cards = new GetSharedCardUseCase(gate, directory, list, catalog, links, clock);
    return {
      list,
      create: new CreateShareLinkUseCase(members, links, new ScriptedSecrets(tokens), clock),
      listLinks: new ListShareLinksUseCase(members, links, clock),
      revoke: new RevokeShareLinkUseCase(members, links, clock),
      cards,
      search: new SearchSharedCardUseCase(gate, new SearchBooksUseCase(catalog, directory)),
      print: new PrintSharedCardUseCase(cards, { print: async (card: SharedCard) => Buffer.from(card.first_name) }),
    };
  };

  it('makes a link with its token shown once, for the chosen days', async () => {
    const sut = kit([token('a')]);
    const made = await sut.create.execute({ memberId: mia, expiresInDays: 30, label: 'For Grandma' }, parent);
    expect(made).toEqual({
      ok: true,
      value: expect.objectContaining({
        token: token('a'),
        path: `/share/${token('a')}`,
        status: 'active',
        label: 'For Grandma',
        expires_at: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      }),
    });
    const listed = await sut.listLinks.execute({ memberId: mia }, parent);
    expect(listed.ok && listed.value.map((l) => Object.keys(l))).toEqual([expect.not.arrayContaining(['token', 'path'])]);
  });

  it('draws the token again when its hash is taken', async () => {
    const sut = kit([token('a'), token('a'), token('b')]);
    await sut.create.execute({ memberId: mia }, parent);
    const second = await sut.create.execute({ memberId: mia }, parent);
    expect(second.ok && second.value.token).toBe(token('b'));
  });

  it.each([
    ['a lifetime not offered', { expiresInDays: 14 }, SHARE_MESSAGES.expiryChoice],
    ['a name too long', { label: 'x'.repeat(61) }, SHARE_MESSAGES.labelTooLong],
  ])('refuses %s', async (_what, extra, message) => {
    const made = await kit([token('a')]).create.execute({ memberId: mia, ...extra }, parent);
    expect(made.ok).toBe(false);
    if (!made.ok) expect([made.error.code, made.error.message]).toEqual(['validation_failed', message]);
  });

  it('refuses a sixth working link with limit_reached', async () => {
    const sut = kit(['a', 'b', 'c', 'd', 'e', 'f'].map(token));
    for (let i = 0; i < 5; i++) expect((await sut.create.execute({ memberId: mia }, parent)).ok).toBe(true);
    const sixth = await sut.create.execute({ memberId: mia }, parent);
    expect(!sixth.ok && [sixth.error.code, sixth.error.message]).toEqual(['limit_reached', SHARE_MESSAGES.tooManyActive]);
  });

  it("answers not found for another account's reader on every parent route", async () => {
    const sut = kit([token('a')]);
    const made = await sut.create.execute({ memberId: mia }, parent);
    for (const outcome of [
      await sut.create.execute({ memberId: mia }, stranger),
      await sut.listLinks.execute({ memberId: mia }, stranger),
      await sut.revoke.execute({ memberId: mia, linkId: made.ok ? made.value.id : '' }, stranger),
    ]) {
      expect(!outcome.ok && outcome.error.code).toBe('not_found');
    }
    const unknown = await sut.revoke.execute({ memberId: mia, linkId: 'nope' }, parent);
    expect(!unknown.ok && unknown.error.message).toBe(SHARE_MESSAGES.linkNotFound);
  });

  it("shows the card: first name, the comfort levels judged against, the list's verdicts", async () => {
    const sut = kit([token('a')]);
    await sut.create.execute({ memberId: mia }, parent);
    await sut.list.add('user-a', { reader_id: mia, reader_name: 'Mia', title: 'The Stone', author: 'J. K. Rowling', analysis: null }, clock.now());
    await sut.list.add('user-a', { reader_id: mia, reader_name: 'Mia', title: 'Unknown', author: 'Nobody', analysis: null }, clock.now());
    const card = await sut.cards.execute({ token: token('a'), ip: '1.1.1.1' });
    if (!card.ok) throw card.error;
    expect(card.value.first_name).toBe('Mia');
    expect(card.value.comfort[0]).toEqual({ category: 'violence', label: 'Violence', level: 0, words: 'No violence at all' });
    expect(card.value.books).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'The Stone', match_level: 'poor', verdict: 'Not a fit: content the parent rules out' }),
        { title: 'Unknown', author: 'Nobody', match_level: null, match_score: null, verdict: 'No verdict: not in our catalog yet' },
      ]),
    );
    expect(card.value.books_total).toBe(2);
    const listed = await sut.listLinks.execute({ memberId: mia }, parent);
    expect(listed.ok && listed.value[0].last_opened_at).toBe(clock.now().toISOString());
    expect(await sut.print.execute({ token: token('a'), ip: '1.1.1.1' })).toEqual({
      ok: true,
      value: { pdf: Buffer.from('Mia'), fileName: 'Mia-reading-card.pdf' },
    });
  });

  it("searches with the parent's search for that reader, every match with its verdict", async () => {
    const sut = kit([token('a')]);
    await sut.create.execute({ memberId: mia }, parent);
    const hits = await sut.search.execute({ token: token('a'), ip: '1.1.1.1', q: 'The Stone' });
    expect(hits).toEqual({
      ok: true,
      value: [expect.objectContaining({ title: 'The Stone', match_level: 'poor', conflicts: [{ category: 'violence', label: 'Violence' }] })],
    });
  });

  it.each([
    ['an unknown token', token('q'), 'share_link_not_found', SHARE_MESSAGES.notFound],
    ['a malformed token', 'short', 'share_link_not_found', SHARE_MESSAGES.notFound],
  ])('refuses %s', async (_what, t, code, message) => {
    const outcome = await kit([]).cards.execute({ token: t, ip: '1.1.1.1' });
    expect(!outcome.ok && [outcome.error.code, outcome.error.message]).toEqual([code, message]);
  });

  it('refuses a link once expired, and one turned off (which stays off)', async () => {
    const sut = kit([token('a'), token('b')]);
    await sut.create.execute({ memberId: mia, expiresInDays: 1 }, parent);
    const b = await sut.create.execute({ memberId: mia }, parent);
    const id = b.ok ? b.value.id : '';
    const first = await sut.revoke.execute({ memberId: mia, linkId: id }, parent);
    clock.advance(DAY);
    const again = await sut.revoke.execute({ memberId: mia, linkId: id }, parent);
    expect(again.ok && first.ok && again.value.revoked_at).toBe(first.ok ? first.value.revoked_at : null);
    const expired = await sut.cards.execute({ token: token('a'), ip: '1.1.1.1' });
    expect(!expired.ok && expired.error.code).toBe('share_link_expired');
    const revoked = await sut.search.execute({ token: token('b'), ip: '1.1.1.1', q: 'x' });
    expect(!revoked.ok && revoked.error.code).toBe('share_link_revoked');
  });

  it('answers not found when the reader is gone, and rate limits an address', async () => {
    const sut = kit([token('a')], 2);
    await sut.create.execute({ memberId: mia }, parent);
    mia = 'removed';
    const gone = await sut.cards.execute({ token: token('a'), ip: '2.2.2.2' });
    expect(!gone.ok && gone.error.code).toBe('share_link_not_found');
    await sut.cards.execute({ token: token('a'), ip: '2.2.2.2' });
    const limited = await sut.cards.execute({ token: token('a'), ip: '2.2.2.2' });
    expect(!limited.ok && [limited.error.code, limited.error.retryAfterSeconds]).toEqual(['rate_limited', 600]);
  });
});
