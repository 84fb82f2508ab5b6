import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app.js';
import { adminAppForSuite, createUser, sql, type TestUser } from './admin-auth.helper.js';

async function addFeedback(t: TestApp, options: { status?: string; createdAt: Date; text?: string }): Promise<string> {
  const id = randomUUID();
  await sql(t, 'insert into feedback (id, feedback_text, status, category, rating, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)', [
    id,
    options.text ?? `feedback ${id}`,
    options.status ?? 'new',
    'bug_report',
    4,
    options.createdAt.toISOString(),
  ]);
  return id;
}

describe('the admin dashboard', () => {
  let t: TestApp;
  let admin: TestUser;
  adminAppForSuite((s) => ({ t, admin } = s));

  it('lists profiles newest first with the Admin flag', async () => {
    const older = await createUser(t, { firstName: 'Older', createdAt: new Date('2099-01-01T00:00:00Z') });
    const newer = await createUser(t, { admin: true, firstName: 'Newer', createdAt: new Date('2099-01-02T00:00:00Z') });
    const res = await t.http().get('/api/admin/profiles').set(admin.auth).expect(200);
    const ids = res.body.map((p: { id: string }) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.body[ids.indexOf(newer.id)]).toEqual({
      id: newer.id,
      first_name: 'Newer',
      last_name: 'User',
      created_at: '2099-01-02T00:00:00.000Z',
      is_admin: true,
    });
    expect(res.body[ids.indexOf(older.id)].is_admin).toBe(false);
  });

  it('pages the profile list', async () => {
    const res = await t.http().get('/api/admin/profiles?limit=1&offset=0').set(admin.auth).expect(200);
    expect(res.body).toHaveLength(1);
    await t.http().get('/api/admin/profiles?limit=0').set(admin.auth).expect(400);
  });

  it('lists feedback newest first', async () => {
    const a = await addFeedback(t, { createdAt: new Date('2098-05-01T00:00:00Z') });
    const b = await addFeedback(t, { createdAt: new Date('2098-05-02T00:00:00Z') });
    const res = await t.http().get('/api/admin/feedback').set(admin.auth).expect(200);
    const ids = res.body.map((f: { id: string }) => f.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(res.body[ids.indexOf(a)]).toMatchObject({ id: a, status: 'new', category: 'bug_report', rating: 4, created_at: '2098-05-01T00:00:00.000Z' });
  });

  it.each([
    ['new', 'review', 'in_review'],
    ['new', 'resolve', 'resolved'],
    ['in_review', 'resolve', 'resolved'],
    ['in_review', 'dismiss', 'dismissed'],
    ['resolved', 'reopen', 'new'],
    ['dismissed', 'reopen', 'new'],
  ])('moves feedback from %s by %s to %s, sets updated_at and says so', async (from, action, to) => {
    const id = await addFeedback(t, { status: from, createdAt: new Date('2026-01-01T00:00:00Z') });
    const res = await t.http().patch(`/api/admin/feedback/${id}`).set(admin.auth).send({ action }).expect(200);
    expect(res.body.message).toBe(`Feedback marked as ${to}`);
    expect(res.body.feedback).toMatchObject({ id, status: to, updated_at: t.clock.now().toISOString() });
    const [row] = await sql<{ status: string }>(t, 'select status from feedback where id = $1', [id]);
    expect(row?.status).toBe(to);
  });

  it.each([
    ['new', 'dismiss'],
    ['new', 'reopen'],
    ['in_review', 'review'],
    ['in_review', 'reopen'],
    ['resolved', 'resolve'],
    ['resolved', 'dismiss'],
    ['dismissed', 'review'],
  ])('refuses to %s feedback by %s with 409 and leaves it unchanged', async (from, action) => {
    const id = await addFeedback(t, { status: from, createdAt: new Date('2026-01-01T00:00:00Z') });
    const res = await t.http().patch(`/api/admin/feedback/${id}`).set(admin.auth).send({ action }).expect(409);
    expect(res.body).toEqual({ code: 'conflict', message: `Cannot ${action} feedback that is ${from}`, errors: [`Cannot ${action} feedback that is ${from}`] });
    const [row] = await sql<{ status: string }>(t, 'select status from feedback where id = $1', [id]);
    expect(row?.status).toBe(from);
  });

  it.each([['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']])('answers 404 for feedback %s that does not exist', async (id) => {
    const res = await t.http().patch(`/api/admin/feedback/${id}`).set(admin.auth).send({ action: 'review' }).expect(404);
    expect(res.body.message).toBe('Feedback not found');
  });

  it('refuses an action outside the machine with 400', async () => {
    const id = await addFeedback(t, { createdAt: new Date('2026-01-01T00:00:00Z') });
    await t.http().patch(`/api/admin/feedback/${id}`).set(admin.auth).send({ action: 'delete' }).expect(400);
  });

  it('gives one winner when two admins act on the same feedback at once', async () => {
    const id = await addFeedback(t, { status: 'in_review', createdAt: new Date('2026-01-01T00:00:00Z') });
    const other = await createUser(t, { admin: true, unlocked: true });
    const [r1, r2] = await Promise.all([
      t.http().patch(`/api/admin/feedback/${id}`).set(admin.auth).send({ action: 'resolve' }),
      t.http().patch(`/api/admin/feedback/${id}`).set(other.auth).send({ action: 'dismiss' }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const winner = r1.status === 200 ? 'resolved' : 'dismissed';
    const [row] = await sql<{ status: string }>(t, 'select status from feedback where id = $1', [id]);
    expect(row?.status).toBe(winner);
  });

  it('records every status change in the audit log: who, when, what', async () => {
    const id = await addFeedback(t, { createdAt: new Date('2026-01-01T00:00:00Z') });
    await t.http().patch(`/api/admin/feedback/${id}`).set(admin.auth).send({ action: 'review' }).expect(200);
    const res = await t.http().get('/api/admin/audit-log').set(admin.auth).expect(200);
    const entry = res.body.find((e: { target: string }) => e.target === id);
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'feedback.status_changed',
      details: { action: 'review', from: 'new', to: 'in_review' },
      created_at: t.clock.now().toISOString(),
    });
  });

  it('lists the audit log newest first, 100 by default', async () => {
    const res = await t.http().get('/api/admin/audit-log').set(admin.auth).expect(200);
    expect(res.body.length).toBeLessThanOrEqual(100);
    const times = res.body.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
