import { readFile } from 'node:fs/promises';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.adapter.js';
import { lastLinkTo, readOutbox } from '../support/outbox-links.js';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HOUR = 60 * 60 * 1000;

describe('accounts: password recovery and one-time sign-in links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://shelfcheck.test' });
  });
  afterAll(() => t.close());

  const recover = (body: object) => t.http().post('/api/auth/recover').send(body);
  const otp = (body: object) => t.http().post('/api/auth/otp').send(body);
  const verify = (type: string, token: string | null) => t.http().post('/api/auth/verify').send({ type, token });
  const linkTo = async (email: string) => {
    await t.settled(); // the mail is written after the answer
    const link = await lastLinkTo(t.config.dataDir, email);
    if (!link) throw new Error(`no mail to ${email}`);
    return new URL(link);
  };
  const tokenTo = async (email: string) => (await linkTo(email)).searchParams.get('token');

  describe('POST /api/auth/recover', () => {
    it('answers {} for an unknown address and mails nothing', async () => {
      const email = uniqueEmail('nobody');
      const res = await recover({ email }).expect(200);
      expect(res.body).toEqual({});
      await t.settled();
      expect((await readOutbox(t.config.dataDir)).some((m) => m.to === email)).toBe(false);
    });

    it('mails PUBLIC_URL/auth?mode=reset&token=… (ignoring redirect_to) to an account, into the outbox file', async () => {
      const u = await signUp(t, 'reset');
      const res = await recover({ email: u.email.toUpperCase(), redirect_to: 'https://evil.example/steal' }).expect(200);
      expect(res.body).toEqual({});
      const link = await linkTo(u.email);
      expect(`${link.origin}${link.pathname}`).toBe('https://shelfcheck.test/auth');
      expect(link.searchParams.get('mode')).toBe('reset');
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const lines = (await readFile(OutboxMailer.fileIn(t.config.dataDir), 'utf8')).trim().split('\n');
      const entry = JSON.parse(lines.at(-1)!);
      expect(entry).toMatchObject({ to: u.email, subject: 'Reset your ShelfCheck password', link: link.toString(), sentAt: t.clock.now().toISOString() });
      expect(entry.text).toContain(link.toString());
      const [stored] = await t.orm.em
        .fork()
        .getConnection()
        .execute('select token_hash from one_time_tokens where user_id = ? order by created_at desc limit 1', [u.id]);
      expect(stored.token_hash).not.toBe(link.searchParams.get('token'));
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      [{ email: '' }, 'You must provide either an email or phone number.', 'validation_failed'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address', 'email_address_invalid'],
    ])('refuses %j with "%s"', async (body, message, code) => {
      const res = await recover(body).expect(400);
      expect(res.body).toMatchObject({ code, message });
    });

    it('resets the password: the link signs in once, the new password works, the old one and other sessions end', async () => {
      const u = await signUp(t, 'flow');
      const other = (await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(200)).body;
      await recover({ email: u.email }).expect(200);
      const token = await tokenTo(u.email);
      const session = await verify('recovery', token).expect(200);
      expect(session.body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: u.id, email: u.email } });
      await t.http().put('/api/auth/user').set(bearer(session.body.access_token)).send({ password: 'New#Garden77' }).expect(200);
      await t.http().get('/api/auth/user').set(bearer(other.access_token)).expect(401);
      await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: u.password }).expect(400);
      await t.http().post('/api/auth/token?grant_type=password').send({ email: u.email, password: 'New#Garden77' }).expect(200);
    });

    it('refuses a reused recovery token', async () => {
      const u = await signUp(t, 'reuse');
      await recover({ email: u.email }).expect(200);
      const token = await tokenTo(u.email);
      await verify('recovery', token).expect(200);
      const again = await verify('recovery', token).expect(403);
      expect(again.body).toMatchObject({
        code: 'otp_expired',
        message: 'Email link is invalid or has expired',
        errors: ['Email link is invalid or has expired'],
      });
    });

    it('refuses a recovery token after one hour, and takes it just before', async () => {
      const u = await signUp(t, 'expired');
      await recover({ email: u.email }).expect(200);
      const late = await tokenTo(u.email);
      t.clock.advance(HOUR + 1);
      const res = await verify('recovery', late).expect(403);
      expect(res.body.message).toBe('Email link is invalid or has expired');

      await recover({ email: u.email }).expect(200);
      const inTime = await tokenTo(u.email);
      t.clock.advance(HOUR - 1000);
      await verify('recovery', inTime).expect(200);
    });

    it('lets only the newest link of an account work', async () => {
      const u = await signUp(t, 'newest');
      await recover({ email: u.email }).expect(200);
      const older = await tokenTo(u.email);
      await recover({ email: u.email }).expect(200);
      const newer = await tokenTo(u.email);
      await verify('recovery', older).expect(403);
      await verify('recovery', newer).expect(200);
    });

    it.each([
      ['an unknown token', 'A'.repeat(43)],
      ['an empty token', ''],
    ])('refuses %s', async (_case, token) => {
      await verify('recovery', token).expect(403);
    });

    it('answers the link types it mails none of as an expired link, and refuses an unknown type (shape check)', async () => {
      expect((await verify('signup', 'x').expect(403)).body.code).toBe('otp_expired');
      expect((await verify('email_change', 'x').expect(403)).body.code).toBe('otp_expired');
      expect((await verify('sms', 'x').expect(400)).body).toMatchObject({ code: 'validation_failed', message: 'Type is not valid' });
    });
  });

  describe('POST /api/auth/otp', () => {
    it('mails PUBLIC_URL/auth?mode=magiclink&token=… that signs in once as type magiclink', async () => {
      const u = await signUp(t, 'otp');
      const res = await otp({ email: u.email }).expect(200);
      expect(res.body).toEqual({});
      const link = await linkTo(u.email);
      expect(`${link.origin}${link.pathname}`).toBe('https://shelfcheck.test/auth');
      expect(link.searchParams.get('mode')).toBe('magiclink');
      const token = link.searchParams.get('token');
      await verify('recovery', token).expect(403); // a sign-in link is not a reset link
      const session = await verify('magiclink', token).expect(200);
      expect(session.body.user.email).toBe(u.email);
      await t.http().get('/api/auth/user').set(bearer(session.body.access_token)).expect(200);
      await verify('magiclink', token).expect(403);
    });

    it('answers {} for an unknown address and mails nothing', async () => {
      const email = uniqueEmail('stranger');
      expect((await otp({ email }).expect(200)).body).toEqual({});
      await t.settled();
      expect(await lastLinkTo(t.config.dataDir, email)).toBeNull();
    });

    it.each([
      ['neither email nor phone', {}],
      ['a blank email', { email: '  ' }],
      ['a blank phone', { phone: '' }],
    ])('answers "You must provide either an email or phone number." for %s', async (_case, body) => {
      const res = await otp(body).expect(400);
      expect(res.body).toEqual({
        code: 'validation_failed',
        error_code: 'validation_failed',
        msg: 'You must provide either an email or phone number.',
        message: 'You must provide either an email or phone number.',
        errors: ['You must provide either an email or phone number.'],
      });
    });

    it('refuses a malformed email', async () => {
      const res = await otp({ email: 'nope' }).expect(400);
      expect(res.body.message).toBe('Please enter a valid email address');
    });
  });
});
