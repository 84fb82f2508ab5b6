import type { TestApp } from '../support/test-app.js';
import { adminAppForSuite, createUser, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, importBooksCsv } from './admin-books.helper.js';

/**
 * Issue 20: on one instance, one read of the catalog's version serves the searches that follow it
 * for a while (CATALOG_VERSION_REUSE_MS), so a repeated search costs no database round trip; every
 * catalog write this instance makes forgets that read, so its own writes are found at once. Here
 * the window is a minute, so that what the test sees cannot be the window running out.
 */
describe('catalog searches on one instance reuse a version read, and the instance finds its own writes at once', () => {
  let t: TestApp;
  let admin: TestUser;
  let parent: TestUser;
  adminAppForSuite((s) => ({ t, admin } = s), { catalogVersionReuseMs: 60_000 });
  beforeAll(async () => {
    parent = await createUser(t);
  });

  const found = async (title: string) =>
    ((await t.http().get('/api/books/search').query({ q: title }).set(parent.auth).expect(200)).body as { title: string }[]).some((b) => b.title === title);

  it('a book written into the database behind the app is found only after the app writes the catalog itself', async () => {
    const p = bookPrefix('reuse');
    const [outside, imported] = [book(p, 1), book(p, 2)];
    expect(await found(outside.title)).toBe(false);
    // written by hand, not through this instance: the kept version read still serves the search
    await sql(t, `insert into book_content_analysis (title, author, source) values ($1, $2, 'import')`, [outside.title, outside.author]);
    expect(await found(outside.title)).toBe(false);
    // an import through the app forgets the read: the next search reads the version again
    await importBooksCsv(t, admin, csvOf([imported])).expect(200);
    expect(await found(imported.title)).toBe(true);
    expect(await found(outside.title)).toBe(true);
  });
});
