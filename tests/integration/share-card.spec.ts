import type { Response } from 'supertest';
import { GENEROUS_POLICIES, signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { SHARE_MESSAGES, CATEGORY_IDS } from '../../domain/index.js';
import { copyOfStarterBook, freshIsbn } from './catalog-copy.helper.js';
import { addMember } from './reader-code.helper.js';
import { pdfPageCount, pdfText } from './share-card.helper.js';

const STONE = '9780590353427'; // a starter book with violence flagged
const SUFFIX = `share-${Math.random().toString(36).slice(2, 8)}`;
const DAY = 24 * 60 * 60 * 1000;
const generous = { name: 'shared-card-ip', points: 10_000, durationSeconds: 60 };

interface Link {
  id: string;
  token: string;
  path: string;
  status: string;
  expires_at: string;
  label: string | null;
}

/**
 * A reader's card to share (issue 25, part 2): the parent makes, lists and turns off read-only
 * links; anyone holding a working link sees the first name, the comfort levels in plain words, the
 * reading list with verdicts (JSON and a one-page PDF) and verdicts for any catalog book searched,
 * the same verdicts the parent sees, and nothing else of the account.
 */
describe("share a reader's card", () => {
  let t: TestApp;
  let parent: SignedUp;
  let other: SignedUp;
  let mia: string;
  const book = { isbn: freshIsbn(), title: `The Stone of Sharing (${SUFFIX})`, author: 'J. K. Rowling' };
  const unknownBook = { title: `Nobody Wrote This ${SUFFIX}`, author: 'No One' };

  const links = (member: string, who: SignedUp = parent) => t.http().get(`/api/family-members/${member}/share-links`).set(who.auth);
  const create = (member: string, body: Record<string, unknown> = {}, who: SignedUp = parent) =>
    t.http().post(`/api/family-members/${member}/share-links`).set(who.auth).send(body);
  const revoke = (member: string, id: string, who: SignedUp = parent) => t.http().delete(`/api/family-members/${member}/share-links/${id}`).set(who.auth);
  const made = async (member: string, body: Record<string, unknown> = {}): Promise<Link> => {
    const res = await create(member, body);
    expect(res.status).toBe(201);
    return res.body as Link;
  };

  beforeAll(async () => {
    t = await startTestApp({ accountPolicies: { ...GENEROUS_POLICIES, sharedCardPerIp: generous } });
    await copyOfStarterBook(t, STONE, book);
    parent = await signUp(t, 'share-parent', { first_name: 'Paula', last_name: 'Rossi', user_type: 'parent', birth_date: '1985-04-02' });
    other = await signUp(t, 'share-other');
    // a cautious reader with a surname typed in: no violence at all, no romance (screened below)
    mia = await addMember(t, parent, { name: 'Mia Rossi', age: 9, content_tolerance: { violence: 0, scary_horror: 2, sexual_content: 0 } });
    await t
      .http()
      .post('/api/reading-list')
      .set(parent.auth)
      .send({ reader_id: mia, reader_name: 'Mia Rossi (Age 9)', title: book.title, author: book.author })
      .expect(201);
    await t
      .http()
      .post('/api/reading-list')
      .set(parent.auth)
      .send({ reader_id: mia, reader_name: 'Mia Rossi (Age 9)', ...unknownBook })
      .expect(201);
  });
  afterAll(() => t.close());

  describe('the parent makes, lists and turns off links', () => {
    it('makes a link for the chosen lifetime and shows its token only once', async () => {
      const link = await made(mia, { expires_in_days: 30, label: '  For   Grandma ' });
      expect(link).toEqual({
        id: expect.any(String),
        member_id: mia,
        label: 'For Grandma',
        status: 'active',
        created_at: t.clock.now().toISOString(),
        expires_at: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
        revoked_at: null,
        last_opened_at: null,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        path: `/share/${link.token}`,
      });
      const listed = (await links(mia).expect(200)).body as Record<string, unknown>[];
      const row = listed.find((l) => l.id === link.id);
      expect(row).toEqual({ ...link, token: undefined, path: undefined });
      expect(JSON.stringify(listed)).not.toContain(link.token);
      await revoke(mia, link.id).expect(200);
    });

    it('lasts a week when no lifetime is chosen', async () => {
      const link = await made(mia);
      expect(link.expires_at).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
      await revoke(mia, link.id).expect(200);
    });

    it.each([
      ['a lifetime not offered', { expires_in_days: 14 }, SHARE_MESSAGES.expiryChoice],
      ['a lifetime over the cap', { expires_in_days: 365 }, SHARE_MESSAGES.expiryChoice],
      ['a lifetime as text', { expires_in_days: '7' }, SHARE_MESSAGES.expiryChoice],
      ['a name over 60 characters', { label: 'x'.repeat(61) }, SHARE_MESSAGES.labelTooLong],
    ])('refuses %s with a clear message and stores nothing', async (_what, body, message) => {
      const before = ((await links(mia).expect(200)).body as unknown[]).length;
      const res = await create(mia, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'validation_failed', message, errors: [message] });
      expect(((await links(mia).expect(200)).body as unknown[]).length).toBe(before);
    });

    it('refuses a sixth working link, and a link turned off or expired frees its place', async () => {
      const leo = await addMember(t, parent, { name: 'Leo', age: 12 });
      const five = [];
      for (let i = 0; i < 5; i++) five.push(await made(leo, { expires_in_days: i === 0 ? 1 : 90 }));
      const sixth = await create(leo, { expires_in_days: 7 });
      expect(sixth.status).toBe(409);
      expect(sixth.body).toEqual({ code: 'limit_reached', message: SHARE_MESSAGES.tooManyActive, errors: [SHARE_MESSAGES.tooManyActive] });
      await revoke(leo, five[1].id).expect(200);
      await made(leo, { expires_in_days: 7 });
      await create(leo, { expires_in_days: 7 }).expect(409);
      t.clock.advance(DAY); // the one-day link expires
      await made(leo, { expires_in_days: 7 });
      const statuses = ((await links(leo).expect(200)).body as Link[]).map((l) => l.status).sort();
      expect(statuses).toEqual(['active', 'active', 'active', 'active', 'active', 'expired', 'revoked']);
    });

    it('turning a link off twice keeps it off and keeps the first time', async () => {
      const link = await made(mia);
      const first = (await revoke(mia, link.id).expect(200)).body as { status: string; revoked_at: string };
      expect(first.status).toBe('revoked');
      t.clock.advance(1000);
      expect((await revoke(mia, link.id).expect(200)).body).toEqual(first);
    });

    it('another parent can neither make, list nor turn off links of my reader (404, as every reader route)', async () => {
      const link = await made(mia);
      for (const res of [await create(mia, {}, other), await links(mia, other), await revoke(mia, link.id, other)]) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
      // nor through a reader of their own
      const theirs = await addMember(t, other, { name: 'Zed', age: 10 });
      const res = await revoke(theirs, link.id, other);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: SHARE_MESSAGES.linkNotFound, errors: [SHARE_MESSAGES.linkNotFound] });
      expect(((await links(theirs, other).expect(200)).body as unknown[]).length).toBe(0);
      // and the link still works
      await t.http().get(`/api/share/${link.token}`).expect(200);
      await revoke(mia, link.id).expect(200);
    });

    it('answers 404 for a link id that is not a uuid and 401 without an account', async () => {
      await revoke(mia, 'not-a-uuid').expect(404);
      await t.http().get(`/api/family-members/${mia}/share-links`).expect(401);
      await t.http().post(`/api/family-members/${mia}/share-links`).send({}).expect(401);
    });
  });

  describe('someone holding the link', () => {
    let link: Link;
    beforeAll(async () => {
      link = await made(mia, { expires_in_days: 7 });
    });

    it('sees the first name, the comfort levels in plain words and the list with verdicts, and the parent sees it was opened', async () => {
      const res = await t.http().get(`/api/share/${link.token}`).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.first_name).toBe('Mia');
      expect(res.body.expires_at).toBe(link.expires_at);
      expect(res.body.comfort.map((c: { category: string }) => c.category)).toEqual([...CATEGORY_IDS]);
      expect(res.body.comfort).toContainEqual({ category: 'violence', label: 'Violence', level: 0, words: 'No violence at all' });
      expect(res.body.comfort).toContainEqual({ category: 'scary_horror', label: 'Scary & Horror', level: 2, words: 'Mild scary or horror scenes are fine' });
      expect(res.body.books_total).toBe(2);
      const byTitle = Object.fromEntries((res.body.books as { title: string; match_level: string | null }[]).map((b) => [b.title, b]));
      expect(byTitle[unknownBook.title]).toEqual({ ...unknownBook, match_level: null, match_score: null, verdict: 'No verdict: not in our catalog yet' });
      // the listed book's verdict is the parent's own search verdict for that reader
      const parentSearch = await t.http().get('/api/books/search').query({ q: book.title, reader_id: mia, show_all: 'true' }).set(parent.auth).expect(200);
      const parentHit = (parentSearch.body as { isbn: string; fit: { match_level: string; match_score: number } }[]).find((h) => h.isbn === book.isbn)!;
      expect(byTitle[book.title]).toMatchObject({ match_level: parentHit.fit.match_level, match_score: parentHit.fit.match_score });
      expect(byTitle[book.title].match_level).toBe('poor'); // violence, which Mia avoids entirely
      const listed = ((await links(mia).expect(200)).body as { id: string; last_opened_at: string | null }[]).find((l) => l.id === link.id)!;
      expect(listed.last_opened_at).toBe(t.clock.now().toISOString());
    });

    it("gets the parent's verdict for a searched book, for that reader only", async () => {
      const shared = await t.http().get(`/api/share/${link.token}/books/search`).query({ q: book.title }).expect(200);
      const hit = (shared.body as Record<string, unknown>[]).find((h) => h.isbn === book.isbn)!;
      const parentSearch = await t.http().get('/api/books/search').query({ q: book.title, reader_id: mia, show_all: 'true' }).set(parent.auth).expect(200);
      const parentHit = (
        parentSearch.body as { isbn: string; fit: { match_level: string; match_score: number; conflicts: { category: string; label: string }[] } }[]
      ).find((h) => h.isbn === book.isbn)!;
      expect(hit).toEqual({
        title: book.title,
        author: book.author,
        isbn: book.isbn,
        match_level: parentHit.fit.match_level,
        match_score: parentHit.fit.match_score,
        verdict: 'Not a fit: content the parent rules out',
        conflicts: parentHit.fit.conflicts.map(({ category, label }) => ({ category, label })),
      });
      expect(hit.conflicts).toContainEqual({ category: 'violence', label: 'Violence' });
      // a reader fine with violence gets another verdict for the same book through their own link
      const bold = await addMember(t, parent, { name: 'Bo', age: 15, content_tolerance: { violence: 5, scary_horror: 5, death_grief: 5 } });
      const boLink = await made(bold);
      const boHit = (
        (await t.http().get(`/api/share/${boLink.token}/books/search`).query({ q: book.title }).expect(200)).body as {
          isbn: string;
          conflicts: { category: string }[];
        }[]
      ).find((h) => h.isbn === book.isbn)!;
      expect(boHit.conflicts.map((c) => c.category)).not.toContain('violence');
    });

    it('refuses a blank search with a clear message', async () => {
      const res = await t.http().get(`/api/share/${link.token}/books/search`).query({ q: '  ' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(typeof res.body.message).toBe('string');
    });

    it('sees nothing of the account beyond the first name and the limits', async () => {
      const bodies = [
        (await t.http().get(`/api/share/${link.token}`).expect(200)).text,
        (await t.http().get(`/api/share/${link.token}/books/search`).query({ q: book.title }).expect(200)).text,
      ];
      const pdf = (await t.http().get(`/api/share/${link.token}/card.pdf`).buffer(true).parse(binary).expect(200)).body as Buffer;
      bodies.push(pdfText(pdf).join('\n'));
      for (const text of bodies) {
        for (const secret of [
          parent.email,
          parent.id,
          mia,
          link.id,
          'Rossi',
          'Paula',
          '1985',
          'Age 9',
          '"age"',
          'user_id',
          'member_id',
          'email',
          'For Grandma',
        ]) {
          expect(text).not.toContain(secret);
        }
      }
    });

    it('prints a valid one-page PDF with the first name, the comfort levels and the verdicts', async () => {
      const res = await t.http().get(`/api/share/${link.token}/card.pdf`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Mia-reading-card.pdf"');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfPageCount(pdf)).toBe(1);
      const text = pdfText(pdf).join('\n');
      expect(text).toContain("Mia's reading card");
      expect(text).toContain('No violence at all');
      expect(text).toContain('Not a fit: content the parent rules out');
      expect(text).toContain('No verdict: not in our catalog yet');
    });

    it('keeps a long list on one page, ending in "and N more"', async () => {
      const kid = await addMember(t, parent, { name: 'Ada Long-List', age: 10 });
      for (let i = 0; i < 30; i++) {
        await t
          .http()
          .post('/api/reading-list')
          .set(parent.auth)
          .send({
            reader_id: kid,
            reader_name: 'Ada (Age 10)',
            title: `A Very Long Book Title Number ${i} That Goes On And On And On ${SUFFIX}`,
            author: 'Someone',
          })
          .expect(201);
      }
      const kidLink = await made(kid);
      const pdf = (await t.http().get(`/api/share/${kidLink.token}/card.pdf`).buffer(true).parse(binary).expect(200)).body as Buffer;
      expect(pdfPageCount(pdf)).toBe(1);
      const text = pdfText(pdf).join('\n');
      expect(text).toContain('and 17 more');
      expect(text).toContain("Ada's reading card");
    });
  });

  describe('a link that does not work says why, on every public route', () => {
    const routes = (token: string) => [`/api/share/${token}`, `/api/share/${token}/books/search?q=holes`, `/api/share/${token}/card.pdf`];

    it('an expired link: 410 share_link_expired', async () => {
      const link = await made(mia, { expires_in_days: 1 });
      await t.http().get(`/api/share/${link.token}`).expect(200);
      t.clock.advance(DAY);
      for (const path of routes(link.token)) {
        const res = await t.http().get(path);
        expect(res.status).toBe(410);
        expect(res.body).toEqual({ code: 'share_link_expired', message: SHARE_MESSAGES.expired, errors: [SHARE_MESSAGES.expired] });
      }
      expect(((await links(mia).expect(200)).body as Link[]).find((l) => l.id === link.id)!.status).toBe('expired');
    });

    it('a link the parent turned off: 410 share_link_revoked, at once', async () => {
      const link = await made(mia);
      await t.http().get(`/api/share/${link.token}`).expect(200);
      await revoke(mia, link.id).expect(200);
      for (const path of routes(link.token)) {
        const res = await t.http().get(path);
        expect(res.status).toBe(410);
        expect(res.body).toEqual({ code: 'share_link_revoked', message: SHARE_MESSAGES.revoked, errors: [SHARE_MESSAGES.revoked] });
      }
    });

    it.each([
      ['an unknown token', 'A'.repeat(32)],
      ['a malformed token', 'not-a-token'],
      ['a token with a path trick', '..%2F..%2Fetc%2Fpasswd'],
    ])('%s: 404 share_link_not_found', async (_what, token) => {
      for (const path of routes(token)) {
        const res = await t.http().get(path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: 'share_link_not_found', message: SHARE_MESSAGES.notFound, errors: [SHARE_MESSAGES.notFound] });
      }
    });

    it('a link of a reader the parent removed: 404, the link went with the reader', async () => {
      const gone = await addMember(t, parent, { name: 'Gone', age: 9 });
      const link = await made(gone);
      await t.http().delete(`/api/family-members/${gone}`).set(parent.auth).expect(204);
      const res = await t.http().get(`/api/share/${link.token}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('share_link_not_found');
    });
  });

  it('documents every share route with typed request and response schemas', async () => {
    const doc = (await t.http().get('/api/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    expect(doc.paths['/api/share/{token}'].get.responses['200'].content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SharedCardDto',
    });
    expect(doc.paths['/api/share/{token}'].get.responses['410'].content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ShareErrorDto',
    });
    expect(doc.paths['/api/family-members/{id}/share-links'].post.responses['201'].content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/NewShareLinkDto',
    });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/share/{token}/books/search', '/api/share/{token}/card.pdf', '/api/family-members/{id}/share-links/{linkId}']),
    );
  });
});

describe('the public share routes are rate limited per address', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 429 with Retry-After and a clear message past the limit, whatever the token', async () => {
    t = await startTestApp({ accountPolicies: { ...GENEROUS_POLICIES, sharedCardPerIp: { name: 'shared-card-ip', points: 3, durationSeconds: 600 } } });
    const ip = '203.0.113.77';
    for (let i = 0; i < 3; i++)
      await t
        .http()
        .get(`/api/share/${'B'.repeat(32)}`)
        .set('X-Forwarded-For', ip)
        .expect(404);
    const res = await t
      .http()
      .get(`/api/share/${'B'.repeat(32)}/card.pdf`)
      .set('X-Forwarded-For', ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({
      code: 'rate_limited',
      message: 'Too many requests for this card. Please wait 10 minutes.',
      errors: ['Too many requests for this card. Please wait 10 minutes.'],
    });
    // another address is not held back
    await t
      .http()
      .get(`/api/share/${'B'.repeat(32)}`)
      .set('X-Forwarded-For', '203.0.113.78')
      .expect(404);
  });
});

/** Supertest parser that keeps a binary body as a Buffer. */
function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  // superagent hands a parser the raw incoming message, typed as its Response
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
