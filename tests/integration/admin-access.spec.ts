import { startTestApp, type TestApp } from '../support/test-app.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';

/** Every admin route, with a body that would be valid: the gate must answer before anything else. */
const ADMIN_ROUTES: ReadonlyArray<readonly [method: 'get' | 'post' | 'patch', path: string, body: object | null]> = [
  ['get', '/api/admin/profiles', null],
  ['get', '/api/admin/feedback', null],
  ['patch', '/api/admin/feedback/00000000-0000-4000-8000-000000000000', { action: 'review' }],
  ['get', '/api/admin/audit-log', null],
  ['get', '/api/admin/books', null],
  ['post', '/api/admin/books/import', { csvContent: 'isbn,title,author', dryRun: true }],
  ['post', '/api/admin/books/import-clean', { csvContent: 'isbn,title,author', dryRun: true }],
  ['post', '/api/admin/books/import-jobs', { csvContent: 'isbn,title,author', dryRun: true }],
  ['get', '/api/admin/books/import-jobs/00000000-0000-4000-8000-000000000000', null],
  ['get', '/api/admin/books/export.csv', null],
  ['get', '/api/admin/books/export-full.csv', null],
  ['post', '/api/admin/books/9780064404990/fix', null],
  ['post', '/api/admin/insights', { isbn: '9780064404990', readerAge: 10, insightType: 'all' }],
  ['get', '/api/admin/corrections', null],
  ['patch', '/api/admin/corrections/00000000-0000-4000-8000-000000000000', { action: 'reject' }],
  ['get', '/api/admin/catalog-requests', null],
  ['patch', '/api/admin/catalog-requests/00000000-0000-4000-8000-000000000000', { status: 'declined' }],
];
const UNLOCK: readonly ['post', string, object] = ['post', '/api/admin/unlock', { password: 'Whatever#1' }];

describe('the admin gate', () => {
  let t: TestApp;
  let reader: TestUser;
  let lockedAdmin: TestUser;
  let staleAdmin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    reader = await createUser(t);
    lockedAdmin = await createUser(t, { admin: true });
    staleAdmin = await createUser(t, { admin: false, claimAdmin: true, unlocked: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'get' | 'post' | 'patch', path: string, body: object | null, headers: Record<string, string> = {}) => {
    const req = t.http()[method](path).set(headers);
    return body ? req.send(body) : req;
  };

  it('covers every /api/admin route of the OpenAPI document', async () => {
    const doc = await t.http().get('/api/docs').expect(200);
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
      .sort();
    const tested = [...ADMIN_ROUTES, UNLOCK]
      .map(([m, p]) => `${m} ${p.replace(/00000000-0000-4000-8000-000000000000$/, '{id}').replace('9780064404990', '{isbn}')}`)
      .sort();
    expect(tested).toEqual(documented);
  });

  it.each([...ADMIN_ROUTES, UNLOCK])('%s %s: anonymous callers get 401', async (method, path, body) => {
    const res = await call(method, path, body).expect(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it.each([...ADMIN_ROUTES, UNLOCK])('%s %s: signed-in non-admins get 403', async (method, path, body) => {
    const res = await call(method, path, body, reader.auth).expect(403);
    expect(res.body).toEqual({ code: 'forbidden', message: 'You do not have access to the admin area', errors: ['You do not have access to the admin area'] });
  });

  it.each(ADMIN_ROUTES)('%s %s: admins without a running unlock get 403 saying to unlock first', async (method, path, body) => {
    const res = await call(method, path, body, lockedAdmin.auth).expect(403);
    expect(res.body.code).toBe('forbidden');
    expect(res.body.message).toMatch(/^Unlock the admin area first/);
  });

  it.each(ADMIN_ROUTES)('%s %s: a token claiming is_admin is not enough when the profile says otherwise', async (method, path, body) => {
    const res = await call(method, path, body, staleAdmin.auth).expect(403);
    expect(res.body.message).toBe('You do not have access to the admin area');
  });

  it('lets an unlocked admin through, and stops again when is_admin is revoked', async () => {
    const admin = await createUser(t, { admin: true, unlocked: true });
    await t.http().get('/api/admin/profiles').set(admin.auth).expect(200);
    await sql(t, 'update profiles set is_admin = false where id = $1', [admin.id]);
    await t.http().get('/api/admin/profiles').set(admin.auth).expect(403);
  });

  it('ends the unlock 30 minutes later', async () => {
    const admin = await createUser(t, { admin: true, unlocked: true });
    t.clock.advance(30 * 60_000 - 1000);
    await t.http().get('/api/admin/feedback').set(admin.auth).expect(200);
    t.clock.advance(1000);
    const res = await t.http().get('/api/admin/feedback').set(admin.auth).expect(403);
    expect(res.body.message).toMatch(/^Unlock the admin area first/);
  });
});
