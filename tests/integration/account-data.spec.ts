import { lastLinkTo, readOutbox } from '../support/outbox-links.js';
import { PURGE_DELAY_MS } from '../../application/account-data/account-data-policy.js';
import { PurgeDeletedAccountsUseCase } from '../../application/account-data/purge-deleted-accounts.use-case.js';
import { AccountPurgeTimer } from '../../api/account-data/account-purge.timer.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import { signUp, startTestApp, TEST_PASSWORD, type SignedUp, type TestApp } from '../support/test-app.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Tables that reference users and what the export does with them. A new table holding an account's
 * rows must be added to the export (or, for secrets, to the left-out list) — the guard below fails
 * until it is.
 */
const EXPORTED_TABLES = [
  'profiles',
  'auth_sessions',
  'family_members',
  'family_values',
  'user_reading_profiles',
  'reading_list',
  'reading_goals',
  'scan_history',
  'feedback',
  'subscriptions',
  'scan_usage',
  'billing_events',
  'audit_log',
  'content_corrections',
  'reader_codes',
  'reader_sessions',
  'book_requests',
  'catalog_requests',
  'shelf_sessions',
  'share_links',
  'households',
  'household_members',
  'household_invitations',
];
const LEFT_OUT_TABLES = ['one_time_tokens', 'billing_test_links', 'admin_unlocks']; // token hashes, a one-hour lock

describe('your data, your call: export, delete, purge (/api/account)', () => {
  let t: TestApp;
  let admin: TestUser;
  let ipSeq = 0;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { admin: true, unlocked: true });
  });
  afterAll(() => t.close());

  /** Fills every kind of reader data through the API, each text carrying the marker. */
  async function fill(u: SignedUp, marker: string): Promise<{ readerAuth: { Authorization: string } }> {
    const as = (req: ReturnType<ReturnType<TestApp['http']>['post']>) => req.set(u.auth);
    const mia = await as(t.http().post('/api/family-members')).send({ name: `Mia ${marker}`, age: 8, reading_level: 'Elementary' });
    expect(mia.status).toBe(201);
    // Mia's own sign-in (a code and a reader session) and a book she asked for
    const code = await as(t.http().post(`/api/family-members/${mia.body.id}/reader-code`));
    expect(code.status).toBe(201);
    const reader = await t.http().post('/api/auth/reader-code').set('X-Forwarded-For', `198.51.100.${++ipSeq}`).send({ code: code.body.code });
    expect(reader.status).toBe(200);
    const asked = await t
      .http()
      .post('/api/reader/requests')
      .set('Authorization', `Bearer ${reader.body.access_token}`)
      .send({ title: `Asked ${marker}`, author: 'Roald Dahl' });
    expect(asked.status).toBe(201);
    expect((await t.http().put('/api/family-values').set(u.auth).send({ data: { marker } })).status).toBe(200);
    expect(
      (
        await t
          .http()
          .put('/api/reading-profile')
          .set(u.auth)
          .send({ quiz_data: { marker }, display_name: `Me ${marker}` })
      ).status,
    ).toBe(200);
    expect((await as(t.http().post('/api/reading-list')).send({ reader_id: 'self', title: `Book ${marker}`, author: 'Roald Dahl' })).status).toBe(201);
    expect((await t.http().put('/api/reading-goals/self').set(u.auth).send({ target: 12 })).status).toBe(200);
    expect((await as(t.http().post('/api/scan-history')).send({ book_title: `Scan ${marker}` })).status).toBe(201);
    expect((await as(t.http().post('/api/catalog-requests')).send({ title: `Wish ${marker}`, author: 'Ada Marsh' })).status).toBe(201);
    const fb = await as(t.http().post('/api/feedback'))
      .set('X-Forwarded-For', `203.0.113.${++ipSeq}`)
      .send({ feedback_text: `Feedback ${marker}` });
    expect(fb.status).toBe(201);
    const periodEnd = new Date(t.clock.now().getTime() + 10 * DAY).toISOString();
    await sql(
      t,
      `insert into subscriptions (user_id, status, tier, current_period_end, customer_id, provider_subscription_id) values ($1, 'active', 'monthly', $2, $3, $4)`,
      [u.id, periodEnd, `cus_${marker}`, `sub_${marker}`],
    );
    await sql(t, 'insert into scan_usage (user_id, scans_used) values ($1, 7)', [u.id]);
    return { readerAuth: { Authorization: `Bearer ${reader.body.access_token}` } };
  }

  const exportOf = (u: { auth: Record<string, string> }) => t.http().get('/api/account/export').set(u.auth);
  const signIn = (email: string, password = TEST_PASSWORD) => t.http().post('/api/auth/token?grant_type=password').send({ email, password });

  /** Rows of the account in every table with a user_id or actor_id column, plus users and profiles. */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const columns = await sql<{ table_name: string; column_name: string }>(
      t,
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'actor_id') order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name, column_name } of [...columns, { table_name: 'users', column_name: 'id' }, { table_name: 'profiles', column_name: 'id' }]) {
      const [{ n }] = await sql<{ n: number }>(t, `select count(*)::int as n from "${table_name}" where "${column_name}" = $1`, [userId]);
      counts[table_name] = (counts[table_name] ?? 0) + n;
    }
    return counts;
  }
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  it('exports every table that references an account (a new table must be added to the export)', async () => {
    const referencing = await sql<{ table_name: string }>(
      t,
      `select distinct tc.table_name from information_schema.table_constraints tc
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users'`,
    );
    const unknown = referencing.map((r) => r.table_name).filter((name) => !EXPORTED_TABLES.includes(name) && !LEFT_OUT_TABLES.includes(name));
    expect(unknown).toEqual([]);
  });

  it("downloads A's data as one JSON attachment, with nothing of B and no secret", async () => {
    const a = await signUp(t, 'export-a');
    const b = await signUp(t, 'export-b');
    await fill(a, 'alpha-marker');
    await fill(b, 'bravo-marker');

    const res = await exportOf(a).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="shelfcheck-data-${t.clock.now().toISOString().slice(0, 10)}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.body;
    expect(doc).toMatchObject({ format: 'shelfcheck-account-export', version: 1, exported_at: t.clock.now().toISOString() });
    expect(doc.user).toMatchObject({ id: a.id, email: a.email, aud: 'authenticated', user_metadata: { first_name: 'Test', last_name: 'Parent' } });
    expect(doc.profile).toMatchObject({ id: a.id, first_name: 'Test', last_name: 'Parent', is_admin: false });
    expect(doc.sessions).toEqual([{ created_at: expect.any(String), revoked_at: null, user_agent: null }]);
    expect(doc.family_members.map((m: { name: string }) => m.name)).toEqual(['Mia alpha-marker']);
    expect(doc.family_values).toMatchObject({ data: { marker: 'alpha-marker' } });
    expect(doc.reading_profile).toMatchObject({ user_id: a.id, quiz_data: { marker: 'alpha-marker' }, display_name: 'Me alpha-marker' });
    expect(doc.reading_list).toEqual([expect.objectContaining({ title: 'Book alpha-marker', author: 'Roald Dahl', reader_id: 'self' })]);
    expect(doc.reading_goals).toEqual([expect.objectContaining({ reader_id: 'self', target: 12 })]);
    expect(doc.scan_history).toEqual([expect.objectContaining({ book_title: 'Scan alpha-marker' })]);
    expect(doc.feedback).toEqual([expect.objectContaining({ feedback_text: 'Feedback alpha-marker', status: 'new' })]);
    expect(doc.subscription).toMatchObject({ status: 'active', tier: 'monthly', customer_id: 'cus_alpha-marker' });
    expect(doc.scan_usage).toEqual({ scans_used: 7 });
    expect(doc.billing_events).toEqual([]);
    expect(doc.admin_activity).toEqual([]);
    expect(doc.reader_codes).toEqual([{ member_id: doc.family_members[0].id, created_at: expect.any(String), last_used_at: expect.any(String) }]);
    expect(doc.reader_sessions).toEqual([{ member_id: doc.family_members[0].id, created_at: expect.any(String), expires_at: expect.any(String) }]);
    expect(doc.book_requests).toEqual([expect.objectContaining({ member_id: doc.family_members[0].id, title: 'Asked alpha-marker', status: 'pending' })]);
    expect(doc.catalog_requests).toEqual([expect.objectContaining({ user_id: a.id, title: 'Wish alpha-marker', author: 'Ada Marsh', status: 'open' })]);

    const text = JSON.stringify(doc);
    for (const foreign of [b.id, b.email, 'bravo-marker']) expect(text).not.toContain(foreign);
    // no secret: neither the hash nor any token, nor a key that would hold one
    const [{ password_hash }] = await sql<{ password_hash: string }>(t, 'select password_hash from users where id = $1', [a.id]);
    const tokenHashes = await sql<{ token_hash: string }>(
      t,
      'select r.token_hash from refresh_tokens r join auth_sessions s on s.id = r.session_id where s.user_id = $1',
      [a.id],
    );
    expect(tokenHashes.length).toBeGreaterThan(0);
    for (const secret of [password_hash, a.accessToken, a.refreshToken, ...tokenHashes.map((r) => r.token_hash)]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|token_hash|refresh_token|access_token|\$argon2/i);
  });

  it('documents both routes in OpenAPI with examples and their errors', async () => {
    type Op = { responses: Record<string, { content?: Record<string, { schema?: { example?: unknown }; example?: unknown }> }> };
    const paths = (await t.http().get('/api/docs').expect(200)).body.paths as Record<string, Record<string, Op>>;
    const exportOp = paths['/api/account/export'].get;
    expect(exportOp.responses['200'].content?.['application/json']?.example).toMatchObject({ format: 'shelfcheck-account-export' });
    expect(exportOp.responses['401']).toBeDefined();
    const deleteOp = paths['/api/account'].delete;
    expect(deleteOp.responses['200'].content?.['application/json']?.example).toMatchObject({ purge_after: expect.any(String) });
    expect(Object.keys(deleteOp.responses).sort()).toEqual(['200', '400', '401', '429', '502']);
  });

  it('needs a signed-in caller', async () => {
    await t.http().get('/api/account/export').expect(401);
    await t.http().delete('/api/account').send({ password: TEST_PASSWORD }).expect(401);
  });

  it('refuses deletion with a wrong or missing password and leaves the account as it was', async () => {
    const a = await signUp(t, 'wrong-pw');
    const wrong = await t.http().delete('/api/account').set(a.auth).send({ password: 'Not!The1Password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'unauthorized', message: 'Invalid password', errors: ['Invalid password'] });
    const empty = await t.http().delete('/api/account').set(a.auth).send({ password: '' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Please enter your password']);
    await t.http().delete('/api/account').set(a.auth).send({}).expect(400);
    await t.http().delete('/api/account').set(a.auth).send({ password: TEST_PASSWORD, extra: 1 }).expect(400);

    await t.http().get('/api/profile').set(a.auth).expect(200);
    expect((await signIn(a.email)).status).toBe(200);
    const [user] = await sql<{ deleted_at: unknown }>(t, 'select deleted_at from users where id = $1', [a.id]);
    expect(user.deleted_at).toBeNull();
  });

  it('refuses the deletion with 502 and changes nothing when the payment provider cannot cancel the subscription', async () => {
    const a = await signUp(t, 'provider-down');
    const periodEnd = new Date(t.clock.now().getTime() + 10 * DAY).toISOString();
    await sql(
      t,
      `insert into subscriptions (user_id, status, tier, current_period_end, customer_id, provider_subscription_id) values ($1, 'active', 'monthly', $2, 'cus_down', 'sub_down')`,
      [a.id, periodEnd],
    );
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY, { strict: false });
    const cancel = jest.spyOn(gateway, 'cancelSubscriptions').mockRejectedValueOnce(new Error('provider down'));
    try {
      const res = await t.http().delete('/api/account').set(a.auth).send({ password: TEST_PASSWORD });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        502,
        'upstream_failed',
        'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes.',
      ]);
      expect(cancel).toHaveBeenCalledWith({ userId: a.id, customerId: 'cus_down', subscriptionId: 'sub_down' });
    } finally {
      cancel.mockRestore();
    }
    await t.http().get('/api/profile').set(a.auth).expect(200);
    const [user] = await sql<{ deleted_at: unknown; deletion_subscription: unknown; email: string }>(
      t,
      'select deleted_at, deletion_subscription, email from users where id = $1',
      [a.id],
    );
    expect(user).toEqual({ deleted_at: null, deletion_subscription: null, email: a.email });
    const [subscription] = await sql<{ status: string }>(t, 'select status from subscriptions where user_id = $1', [a.id]);
    expect(subscription.status).toBe('active');
    // once the provider answers, the same request deletes the account and the subscription is cancelled first
    const res = await t.http().delete('/api/account').set(a.auth).send({ password: TEST_PASSWORD });
    expect([res.status, res.body.subscription_cancelled]).toEqual([200, true]);
  });

  it('stops password guessing after 5 wrong passwords', async () => {
    const a = await signUp(t, 'guess');
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .delete('/api/account')
        .set(a.auth)
        .send({ password: `Wrong!Pass${i}x` })
        .expect(401);
    const res = await t.http().delete('/api/account').set(a.auth).send({ password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many account deletion attempts. Please wait 15 minutes.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await t.http().get('/api/profile').set(a.auth).expect(200);
  });

  it('deletes at once (sessions, sign-in, admin lists), keeps the rows hidden for 30 days, then purges them; B is untouched', async () => {
    const a = await signUp(t, 'delete-a');
    const b = await signUp(t, 'delete-b');
    const aReader = await fill(a, 'charlie-marker');
    const bReader = await fill(b, 'delta-marker');
    const otherDevice = (await signIn(a.email).expect(200)).body;
    // a sign-in link mailed before the deletion
    await t.http().post('/api/auth/otp').send({ email: a.email }).expect(200);
    await t.settled();
    const magicToken = new URL((await lastLinkTo(t.config.dataDir, a.email))!).searchParams.get('token');
    expect(magicToken).toBeTruthy();
    const bBefore = await rowsOf(b.id);
    const profilesBefore = (await t.http().get('/api/admin/profiles').set(admin.auth).expect(200)).body as { id: string }[];
    expect(profilesBefore.map((p) => p.id)).toContain(a.id);

    const deletedAt = t.clock.now();
    const res = await t.http().delete('/api/account').set(a.auth).send({ password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deleted_at: deletedAt.toISOString(),
      purge_after: new Date(deletedAt.getTime() + 30 * DAY).toISOString(),
      subscription: { status: 'active', tier: 'monthly', current_period_end: expect.any(String) },
      subscription_cancelled: true,
      warning: null,
    });
    // cancelled before the deletion (the local test mode marks it canceled in the ledger)
    const [cancelled] = await sql<{ status: string }>(t, 'select status from subscriptions where user_id = $1', [a.id]);
    expect(cancelled.status).toBe('canceled');

    // every session ends at once: this token, the other device's token, its refresh token
    await t.http().get('/api/profile').set(a.auth).expect(401);
    await exportOf(a).expect(401);
    await t
      .http()
      .get('/api/family-members')
      .set({ Authorization: `Bearer ${otherDevice.access_token}` })
      .expect(401);
    await t.http().post('/api/auth/token?grant_type=refresh_token').send({ refresh_token: otherDevice.refresh_token }).expect(400);
    // the readers' own sign-ins end too (their code and sessions are gone); B's reader signs on
    await t.http().get('/api/reader/me').set(aReader.readerAuth).expect(401);
    await t.http().get('/api/reader/me').set(bReader.readerAuth).expect(200);
    // no sign-in: not with the old password, not with the link mailed before, and no new link is sent
    const signInRes = await signIn(a.email);
    expect([signInRes.status, signInRes.body.code]).toEqual([400, 'invalid_credentials']);
    await t.http().post('/api/auth/verify').send({ type: 'magiclink', token: magicToken }).expect(403);
    const mailsBefore = (await readOutbox(t.config.dataDir)).filter((m) => m.to === a.email).length;
    await t.http().post('/api/auth/recover').send({ email: a.email }).expect(200);
    await t.settled();
    expect((await readOutbox(t.config.dataDir)).filter((m) => m.to === a.email)).toHaveLength(mailsBefore);

    // hidden from the admin lists
    const profiles = (await t.http().get('/api/admin/profiles').set(admin.auth).expect(200)).body as { id: string }[];
    expect(profiles.map((p) => p.id)).not.toContain(a.id);
    expect(profiles.map((p) => p.id)).toContain(b.id);
    const feedback = (await t.http().get('/api/admin/feedback').set(admin.auth).expect(200)).body as { feedback_text: string; id: string }[];
    expect(feedback.map((f) => f.feedback_text)).not.toContain('Feedback charlie-marker');
    expect(feedback.map((f) => f.feedback_text)).toContain('Feedback delta-marker');
    const [aFeedback] = await sql<{ id: string }>(t, 'select id from feedback where user_id = $1', [a.id]);
    await t.http().patch(`/api/admin/feedback/${aFeedback.id}`).set(admin.auth).send({ action: 'review' }).expect(404);

    // the subscription that was live is recorded on the account
    const [marked] = await sql<{ deletion_subscription: Record<string, unknown>; email: string }>(
      t,
      'select deletion_subscription, email from users where id = $1',
      [a.id],
    );
    expect(marked.deletion_subscription).toMatchObject({
      status: 'active',
      tier: 'monthly',
      customerId: 'cus_charlie-marker',
      subscriptionId: 'sub_charlie-marker',
    });
    expect(marked.email).toBe(`deleted-${a.id}@deleted.invalid`);

    // the same email may sign up again: a new, empty account
    const again = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: a.email, password: TEST_PASSWORD, data: { first_name: 'New', last_name: 'Start', user_type: 'parent' } });
    expect(again.status).toBe(200);
    expect(again.body.user.id).not.toBe(a.id);
    const fresh = (await exportOf({ auth: { Authorization: `Bearer ${again.body.access_token}` } }).expect(200)).body;
    expect([fresh.family_members, fresh.reading_list, fresh.feedback, fresh.subscription]).toEqual([[], [], [], null]);

    const purge = t.app.get(PurgeDeletedAccountsUseCase);
    const aRows = await rowsOf(a.id);
    // one minute before the 30 days: still there (hidden)
    t.clock.set(new Date(deletedAt.getTime() + PURGE_DELAY_MS - 60_000));
    expect((await purge.execute()).ok).toBe(true);
    expect(await rowsOf(a.id)).toEqual(aRows);
    expect(aRows.family_members).toBe(1);
    expect(aRows.feedback).toBe(1);
    expect([aRows.reader_codes, aRows.reader_sessions, aRows.book_requests, aRows.catalog_requests]).toEqual([0, 0, 1, 1]);

    // at 30 days: gone from every table
    t.clock.set(new Date(deletedAt.getTime() + PURGE_DELAY_MS));
    expect(await purge.execute()).toEqual({ ok: true, value: { purged: expect.any(Number), expiredAnalyses: expect.any(Number) } });
    const after = await rowsOf(a.id);
    expect(total(after)).toBe(0);
    const [{ n }] = await sql<{ n: number }>(t, `select count(*)::int as n from feedback where feedback_text like '%charlie-marker%'`);
    expect(n).toBe(0);

    // B and the new account of the same email are untouched
    expect(await rowsOf(b.id)).toEqual(bBefore);
    expect(total(bBefore)).toBeGreaterThan(8);
    expect((await exportOf(b).expect(200)).body.family_members.map((m: { name: string }) => m.name)).toEqual(['Mia delta-marker']);
    expect((await signIn(a.email)).status).toBe(200);
    expect(total(await rowsOf(again.body.user.id))).toBeGreaterThan(0);
  });
});

describe('AccountPurgeTimer (the purge schedule in the API process)', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs first after the start delay, then on every interval, one run at a time, and not after stop', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const purge = {
      execute: () => {
        runs += 1;
        return new Promise<{ ok: true; value: { purged: number } }>((resolve) => {
          release = () => resolve({ ok: true, value: { purged: 0 } });
        });
      },
    } as unknown as PurgeDeletedAccountsUseCase;
    const logged: unknown[] = [];
    const timer = new AccountPurgeTimer(purge, { log: (m) => logged.push(m), error: (m) => logged.push(m) }, { firstRunMs: 20, intervalMs: 60 });

    timer.start();
    await wait(10);
    expect(runs).toBe(0);
    await wait(150); // first run at 20 ms, still under way at 80 and 140 ms: joined, not doubled
    expect(runs).toBe(1);
    release();
    await wait(80);
    expect(runs).toBe(2);
    const stopping = timer.stop();
    release();
    await stopping;
    await wait(150);
    expect(runs).toBe(2);
  });

  it('logs a failed run and tries again on the next one', async () => {
    let runs = 0;
    const purge = {
      execute: async () => {
        runs += 1;
        throw new Error('database went away');
      },
    } as unknown as PurgeDeletedAccountsUseCase;
    const errors: unknown[] = [];
    const timer = new AccountPurgeTimer(purge, { log: () => undefined, error: (m) => errors.push(m) }, { firstRunMs: 10, intervalMs: 30 });
    await timer.runOnce();
    await timer.runOnce();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(2);
    await timer.stop();
  });
});
