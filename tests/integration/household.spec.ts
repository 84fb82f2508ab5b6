import { createHash } from 'node:crypto';
import { readOutbox } from '../support/outbox-links.js';
import { HOUSEHOLD_ACTIONS, INVITATION_MESSAGES, refusalMessage } from '../../domain/index.js';
import { sql } from './admin-auth.helper.js';
import { invitationTokenFor, joinHousehold } from './household.helper.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

describe('households (issue 25): invitations, roles and removal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const addChild = async (who: SignedUp, name: string) =>
    (await t.http().post('/api/family-members').set(who.auth).send({ name, age: 9, reading_level: 'Elementary' }).expect(201)).body.id as string;
  const invite = (owner: SignedUp, email: string, role: string) => t.http().post('/api/household/invitations').set(owner.auth).send({ email, role });
  const accept = (who: SignedUp, token: string) => t.http().post('/api/household/invitations/accept').set(who.auth).send({ token });

  it('every account is the owner of its own household, alone, with every permission but leaving', async () => {
    const owner = await signUp(t, 'hh-owner');
    const res = await t.http().get('/api/household').set(owner.auth).expect(200);
    expect(res.body).toMatchObject({ role: 'owner', owner_id: owner.id, invitations: [] });
    expect(res.body.members).toEqual([expect.objectContaining({ user_id: owner.id, email: owner.email, role: 'owner', first_name: 'Test' })]);
    expect(Object.keys(res.body.permissions).sort()).toEqual([...HOUSEHOLD_ACTIONS].sort());
    expect(res.body.permissions).toMatchObject({ manage_household: true, manage_billing: true, leave_household: false });
  });

  it('an invitation is mailed with a link to the accept page; only a hash of its token is stored', async () => {
    const owner = await signUp(t, 'hh-owner');
    const email = `Sam.${Date.now()}@Example.com`;
    const res = await invite(owner, email, 'co_parent').expect(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), role: 'co_parent', accepted_at: null, revoked_at: null });
    expect(new Date(res.body.expires_at).getTime() - new Date(res.body.created_at).getTime()).toBe(7 * DAY);
    const mail = (await readOutbox(t.config.dataDir)).filter((m) => m.to === email.toLowerCase()).at(-1)!;
    expect(mail.subject).toBe('Test Parent invited you to their household on ShelfCheck');
    expect(mail.text).toContain('as co-parent');
    expect(mail.link).toMatch(new RegExp(`^${t.config.publicUrl}/household/accept\\?token=[\\w-]{43}$`));
    const token = await invitationTokenFor(t, email);
    const [row] = await sql<{ token_hash: string }>(t, 'select token_hash from household_invitations where id = $1', [res.body.id]);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await sql(t, 'select * from household_invitations where id = $1', [res.body.id]))).not.toContain(token);
    // the owner sees it waiting
    expect((await t.http().get('/api/household').set(owner.auth).expect(200)).body.invitations.map((i: { id: string }) => i.id)).toEqual([res.body.id]);
  });

  it.each([
    ['an address is required', { role: 'viewer' }, 400, 'validation_failed', INVITATION_MESSAGES.emailRequired],
    ['the address must be valid', { email: 'nope@', role: 'viewer' }, 400, 'validation_failed', INVITATION_MESSAGES.emailInvalid],
    ['the role must be co_parent or viewer', { email: 'x@example.com', role: 'owner' }, 400, 'validation_failed', INVITATION_MESSAGES.roleInvalid],
  ])('refuses an invitation when %s, with a clear message', async (_rule, body, status, code, message) => {
    const owner = await signUp(t, 'hh-owner');
    const res = await t.http().post('/api/household/invitations').set(owner.auth).send(body).expect(status);
    expect(res.body).toEqual({ code, message, errors: [message] });
  });

  it('refuses inviting yourself or someone already in the household', async () => {
    const owner = await signUp(t, 'hh-owner');
    const member = await signUp(t, 'hh-member');
    expect((await invite(owner, owner.email.toUpperCase(), 'viewer').expect(400)).body.message).toBe(INVITATION_MESSAGES.cannotInviteYourself);
    await joinHousehold(t, owner, member, 'viewer');
    expect((await invite(owner, member.email, 'co_parent').expect(409)).body).toMatchObject({ code: 'conflict', message: INVITATION_MESSAGES.alreadyMember });
  });

  it('a co-parent sees and edits the children; the data stays the household owner’s', async () => {
    const owner = await signUp(t, 'hh-owner');
    const coParent = await signUp(t, 'hh-co');
    const child = await addChild(owner, 'Mia');
    await joinHousehold(t, owner, coParent, 'co_parent');
    const mine = await t.http().get('/api/household').set(coParent.auth).expect(200);
    expect(mine.body).toMatchObject({ role: 'co_parent', owner_id: owner.id, invitations: [] });
    expect(mine.body.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual([
      [owner.id, 'owner'],
      [coParent.id, 'co_parent'],
    ]);
    expect((await t.http().get('/api/family-members').set(coParent.auth).expect(200)).body.map((m: { id: string }) => m.id)).toEqual([child]);
    await t.http().patch(`/api/family-members/${child}`).set(coParent.auth).send({ name: 'Mia Rose' }).expect(200);
    const item = await t
      .http()
      .post('/api/reading-list')
      .set(coParent.auth)
      .send({ reader_id: child, reader_name: 'Mia Rose', title: 'Holes', author: 'Louis Sachar' })
      .expect(201);
    expect((await sql<{ user_id: string }>(t, 'select user_id from reading_list where id = $1', [item.body.id]))[0].user_id).toBe(owner.id);
    expect((await t.http().get(`/api/reading-list?reader_id=${child}`).set(owner.auth).expect(200)).body.map((i: { id: string }) => i.id)).toEqual([
      item.body.id,
    ]);
    // billing stays with the account holder; the household is not the co-parent's to manage
    const billing = await t.http().post('/api/billing/checkout').set(coParent.auth).send({ plan: 'monthly' }).expect(403);
    expect(billing.body).toEqual({
      code: 'forbidden_role',
      message: refusalMessage('co_parent', 'manage_billing'),
      errors: [refusalMessage('co_parent', 'manage_billing')],
    });
    expect((await invite(coParent, 'x@example.com', 'viewer').expect(403)).body.code).toBe('forbidden_role');
  });

  it('a viewer sees the readers and lists; a write is refused with the 403 message and nothing changes', async () => {
    const owner = await signUp(t, 'hh-owner');
    const viewer = await signUp(t, 'hh-viewer');
    const child = await addChild(owner, 'Leo');
    await joinHousehold(t, owner, viewer, 'viewer');
    expect((await t.http().get('/api/family-members').set(viewer.auth).expect(200)).body.map((m: { id: string }) => m.id)).toEqual([child]);
    await t.http().get(`/api/reading-list?reader_id=${child}`).set(viewer.auth).expect(200);
    const before = await sql(t, 'select * from family_members where user_id = $1 order by id', [owner.id]);
    const message = refusalMessage('viewer', 'edit_readers');
    for (const call of [
      t.http().post('/api/family-members').set(viewer.auth).send({ name: 'Sneaky', age: 7, reading_level: 'Elementary' }),
      t.http().patch(`/api/family-members/${child}`).set(viewer.auth).send({ name: 'Renamed' }),
      t.http().delete(`/api/family-members/${child}`).set(viewer.auth),
      t.http().post('/api/reading-list').set(viewer.auth).send({ reader_id: child, reader_name: 'Leo', title: 'Holes', author: 'Louis Sachar' }),
    ]) {
      const res = await call.expect(403);
      expect(res.body).toEqual({ code: 'forbidden_role', message, errors: [message] });
    }
    expect(await sql(t, 'select * from family_members where user_id = $1 order by id', [owner.id])).toEqual(before);
    // a viewer still checks books for the children (a verdict), covered by the household's subscription
    await t
      .http()
      .post('/api/books/analyze')
      .set(viewer.auth)
      .send({ book: { title: 'Holes', author: 'Louis Sachar' }, reader_id: child })
      .expect(200);
    const view = (await t.http().get('/api/household').set(viewer.auth).expect(200)).body;
    expect(view.permissions).toMatchObject({ view_readers: true, edit_readers: false, check_books: true, manage_household: false });
  });

  it("the subscription covers the household: a member's scans count as subscribed when the owner is", async () => {
    const owner = await signUp(t, 'hh-owner');
    const coParent = await signUp(t, 'hh-co');
    const checkout = await t.http().post('/api/billing/checkout').set(owner.auth).send({ plan: 'annual' }).expect(200);
    await t
      .http()
      .post(`${new URL(checkout.body.url).pathname}/confirm`)
      .type('form')
      .send('')
      .expect(303);
    expect((await t.http().get('/api/subscription?force=1').set(coParent.auth).expect(200)).body.subscribed).toBe(false);
    await joinHousehold(t, owner, coParent, 'co_parent');
    expect((await t.http().get('/api/subscription?force=1').set(coParent.auth).expect(200)).body).toMatchObject({
      subscribed: true,
      subscription_tier: 'annual',
    });
  });

  it('an invitation works once: a second use says it was used', async () => {
    const owner = await signUp(t, 'hh-owner');
    const adult = await signUp(t, 'hh-adult');
    await invite(owner, adult.email, 'viewer').expect(201);
    const token = await invitationTokenFor(t, adult.email);
    await accept(adult, token).expect(200);
    const again = await accept(adult, token).expect(409);
    expect(again.body).toEqual({ code: 'invitation_used', message: INVITATION_MESSAGES.used, errors: [INVITATION_MESSAGES.used] });
  });

  it('an invitation expires after 7 days', async () => {
    const owner = await signUp(t, 'hh-owner');
    const adult = await signUp(t, 'hh-adult');
    await invite(owner, adult.email, 'viewer').expect(201);
    const token = await invitationTokenFor(t, adult.email);
    const now = t.clock.now();
    try {
      t.clock.set(new Date(now.getTime() + 7 * DAY + 1000));
      const res = await accept(adult, token).expect(410);
      expect(res.body).toEqual({ code: 'invitation_expired', message: INVITATION_MESSAGES.expired, errors: [INVITATION_MESSAGES.expired] });
      expect((await t.http().get('/api/household').set(owner.auth).expect(200)).body.invitations).toEqual([]);
    } finally {
      t.clock.set(now);
    }
    // nothing was lost: the adult is still in their own household
    expect((await t.http().get('/api/household').set(adult.auth).expect(200)).body.role).toBe('owner');
  });

  it('a revoked invitation says it was withdrawn; revoking twice is fine; an unknown id is 404', async () => {
    const owner = await signUp(t, 'hh-owner');
    const adult = await signUp(t, 'hh-adult');
    const id = (await invite(owner, adult.email, 'co_parent').expect(201)).body.id as string;
    const token = await invitationTokenFor(t, adult.email);
    await t.http().delete(`/api/household/invitations/${id}`).set(owner.auth).expect(204);
    await t.http().delete(`/api/household/invitations/${id}`).set(owner.auth).expect(204);
    expect((await accept(adult, token).expect(410)).body).toEqual({
      code: 'invitation_revoked',
      message: INVITATION_MESSAGES.revoked,
      errors: [INVITATION_MESSAGES.revoked],
    });
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await t.http().delete(`/api/household/invitations/${bad}`).set(owner.auth).expect(404)).body.code).toBe('not_found');
    }
    // another owner cannot revoke it
    const stranger = await signUp(t, 'hh-stranger');
    const id2 = (await invite(owner, adult.email, 'co_parent').expect(201)).body.id as string;
    await t.http().delete(`/api/household/invitations/${id2}`).set(stranger.auth).expect(404);
  });

  it('a new invitation to the same address replaces the earlier one (its link stops working)', async () => {
    const owner = await signUp(t, 'hh-owner');
    const adult = await signUp(t, 'hh-adult');
    await invite(owner, adult.email, 'viewer').expect(201);
    const first = await invitationTokenFor(t, adult.email);
    await invite(owner, adult.email, 'co_parent').expect(201);
    const second = await invitationTokenFor(t, adult.email);
    expect((await t.http().get('/api/household').set(owner.auth).expect(200)).body.invitations).toHaveLength(1);
    expect((await accept(adult, first).expect(410)).body.code).toBe('invitation_revoked');
    expect((await accept(adult, second).expect(200)).body.role).toBe('co_parent');
  });

  it('only the invited address can accept, and the invitation stays usable for it', async () => {
    const owner = await signUp(t, 'hh-owner');
    const adult = await signUp(t, 'hh-adult');
    const other = await signUp(t, 'hh-other');
    await invite(owner, adult.email, 'viewer').expect(201);
    const token = await invitationTokenFor(t, adult.email);
    const res = await accept(other, token).expect(403);
    expect(res.body).toEqual({ code: 'invitation_email_mismatch', message: INVITATION_MESSAGES.emailMismatch, errors: [INVITATION_MESSAGES.emailMismatch] });
    expect((await t.http().get('/api/household').set(other.auth).expect(200)).body.role).toBe('owner');
    await accept(adult, token).expect(200);
  });

  it.each([
    ['no token', {}, 400, 'validation_failed'],
    ['a token nobody was sent', { token: 'made-up-token' }, 404, 'not_found'],
  ])('accepting with %s is refused clearly', async (_label, body, status, code) => {
    const adult = await signUp(t, 'hh-adult');
    const res = await t.http().post('/api/household/invitations/accept').set(adult.auth).send(body).expect(status);
    expect(res.body.code).toBe(code);
    if (code === 'not_found') expect(res.body.message).toBe(INVITATION_MESSAGES.notFound);
  });

  it('someone in another household, or whose own household is shared, must leave or empty it first', async () => {
    const ownerA = await signUp(t, 'hh-a');
    const ownerB = await signUp(t, 'hh-b');
    const adult = await signUp(t, 'hh-adult');
    await joinHousehold(t, ownerA, adult, 'viewer');
    await invite(ownerB, adult.email, 'viewer').expect(201);
    expect((await accept(adult, await invitationTokenFor(t, adult.email)).expect(409)).body).toMatchObject({
      code: 'already_in_household',
      message: INVITATION_MESSAGES.inAnotherHousehold,
    });
    // ownerA has a member: ownerA cannot join B
    await invite(ownerB, ownerA.email, 'co_parent').expect(201);
    expect((await accept(ownerA, await invitationTokenFor(t, ownerA.email)).expect(409)).body.message).toBe(INVITATION_MESSAGES.ownHouseholdShared);
  });

  it("a removed member's very next request sees only their own household", async () => {
    const owner = await signUp(t, 'hh-owner');
    const coParent = await signUp(t, 'hh-co');
    const child = await addChild(owner, 'Ada');
    await joinHousehold(t, owner, coParent, 'co_parent');
    expect((await t.http().get('/api/family-members').set(coParent.auth).expect(200)).body).toHaveLength(1);
    await t.http().delete(`/api/household/members/${coParent.id}`).set(owner.auth).expect(204);
    expect((await t.http().get('/api/family-members').set(coParent.auth).expect(200)).body).toEqual([]);
    expect((await t.http().patch(`/api/family-members/${child}`).set(coParent.auth).send({ name: 'Stolen' }).expect(404)).body.code).toBe('not_found');
    expect((await t.http().get('/api/household').set(coParent.auth).expect(200)).body.role).toBe('owner');
    expect((await t.http().delete(`/api/household/members/${coParent.id}`).set(owner.auth).expect(404)).body.code).toBe('not_found');
    expect((await t.http().delete(`/api/household/members/${owner.id}`).set(owner.auth).expect(409)).body.code).toBe('conflict');
  });

  it("a member's own readers wait while they are in another household and are back, untouched, when they leave", async () => {
    const owner = await signUp(t, 'hh-owner');
    const viewer = await signUp(t, 'hh-viewer');
    const own = await addChild(viewer, 'Own Kid');
    await joinHousehold(t, owner, viewer, 'viewer');
    expect((await t.http().get('/api/family-members').set(viewer.auth).expect(200)).body).toEqual([]);
    const ownerLeaving = await t.http().post('/api/household/leave').set(owner.auth).expect(403);
    expect(ownerLeaving.body).toMatchObject({ code: 'forbidden_role', message: refusalMessage('owner', 'leave_household') });
    await t.http().post('/api/household/leave').set(viewer.auth).expect(204);
    expect((await t.http().get('/api/family-members').set(viewer.auth).expect(200)).body.map((m: { id: string }) => m.id)).toEqual([own]);
    expect((await t.http().get('/api/household').set(owner.auth).expect(200)).body.members).toHaveLength(1);
  });

  it('when the account holder deletes the account, the members are back in their own households at once', async () => {
    const owner = await signUp(t, 'hh-owner');
    const coParent = await signUp(t, 'hh-co');
    await addChild(owner, 'Gone Kid');
    await joinHousehold(t, owner, coParent, 'co_parent');
    await t.http().delete('/api/account').set(owner.auth).send({ password: owner.password }).expect(200);
    expect((await t.http().get('/api/family-members').set(coParent.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/household').set(coParent.auth).expect(200)).body).toMatchObject({ role: 'owner', owner_id: coParent.id });
  });
});
