import { randomUUID } from 'node:crypto';
import { PurgeDeletedAccountsUseCase } from '../../application/account-data/purge-deleted-accounts.use-case.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { sql } from './admin-auth.helper.js';

/**
 * Cached analyses name the reader and belong to no account, so the purge job drops those older
 * than 30 days (by the database's clock, which dated them). Rows are dated in the past here rather
 * than moving a clock, so suites running beside this one keep their fresh cache entries.
 */
describe('analysis cache retention (the purge job, PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (key: string, age: string) =>
    sql(t, `insert into analysis_cache (cache_key, result, created_at) values ($1, $2::jsonb, now() - $3::interval)`, [
      key,
      JSON.stringify({ title: `Why This Book Matches for ${key}` }),
      age,
    ]);
  const keys = async (ks: string[]) =>
    (await sql<{ cache_key: string }>(t, `select cache_key from analysis_cache where cache_key = any($1) order by cache_key`, [ks])).map((r) => r.cache_key);

  it('deletes the entries older than 30 days and keeps the younger ones', async () => {
    const run = randomUUID();
    const old = `${run}-31-days`;
    const edge = `${run}-29-days`;
    const fresh = `${run}-fresh`;
    await put(old, '31 days');
    await put(edge, '29 days 23 hours');
    await put(fresh, '0 seconds');

    const outcome = await t.app.get(PurgeDeletedAccountsUseCase).execute();

    expect(outcome.ok).toBe(true); // (the count is checked by the application spec: a purge running beside this one may take the row first)
    expect(await keys([old, edge, fresh])).toEqual([edge, fresh].sort());
  });
});
