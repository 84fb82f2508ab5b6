import type { AddressInfo } from 'node:net';
import { AuthClient, type SupportedStorage } from '@supabase/auth-js';
import {
  AUTO_REFRESH_TICK_DURATION_MS,
  AUTO_REFRESH_TICK_THRESHOLD as CLIENT_TICK_THRESHOLD,
  EXPIRY_MARGIN_MS as CLIENT_EXPIRY_MARGIN_MS,
} from '@supabase/auth-js/dist/main/lib/constants.js';
import { lastLinkTo, readOutbox } from '../support/outbox-links.js';
/** The specification's session timing (the hosted client's): a 30 s tick, refresh 3 ticks before expiry, a 90 s margin. */
const AUTO_REFRESH_TICK_MS = 30_000;
const AUTO_REFRESH_TICK_THRESHOLD = 3;
const EXPIRY_MARGIN_MS = 90_000;
import { startTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app.js';

/**
 * The official client of the hosted auth service, `@supabase/auth-js` (GoTrueClient), against the
 * started server: every call ShelfCheck serves answers as GoTrue does, data and `error.code` alike,
 * so any client written for GoTrue works unchanged. (The reader's code sign-in, POST
 * /api/auth/reader-code, is ShelfCheck's own: no GoTrue call reaches it, so it is not here.)
 */

const NEW_PASSWORD = 'Quiet#River88';

/** A storage per client, as a browser's localStorage would be. */
const memoryStorage = (): SupportedStorage => {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
};

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

describe('GoTrue conformance: @supabase/auth-js against /api/auth', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://shelfcheck.test' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/auth`;
  });
  afterAll(() => t.close());

  it("refreshes on the specification's schedule: the web client's timing is this client's (tick 30 s, 3 ticks, 90 s margin)", () => {
    expect([AUTO_REFRESH_TICK_DURATION_MS, CLIENT_TICK_THRESHOLD, CLIENT_EXPIRY_MARGIN_MS]).toEqual([
      AUTO_REFRESH_TICK_MS,
      AUTO_REFRESH_TICK_THRESHOLD,
      EXPIRY_MARGIN_MS,
    ]);
  });

  const client = (flowType: 'implicit' | 'pkce' = 'implicit') =>
    new AuthClient({ url, storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, flowType });

  const signedUp = async (label: string) => {
    const auth = client();
    const email = uniqueEmail(label);
    const { data, error } = await auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'parent' } },
    });
    if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
    return { auth, email, session: data.session };
  };

  const linkTo = async (email: string) => {
    await t.settled(); // the mail is written after the answer
    const link = await lastLinkTo(t.config.dataDir, email);
    if (!link) throw new Error(`no mail to ${email}`);
    return new URL(link);
  };

  describe('signUp', () => {
    it('answers the session at the top level: the client holds it, the user inside, metadata limited to profile fields', async () => {
      const auth = client();
      const email = uniqueEmail('conf-signup');
      const { data, error } = await auth.signUp({
        email,
        password: TEST_PASSWORD,
        options: { data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'parent', is_admin: true, role: 'service_role' }, captchaToken: 'ignored' },
      });
      expect(error).toBeNull();
      expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
      expect(data.user).toMatchObject({
        email,
        aud: 'authenticated',
        role: 'authenticated',
        user_metadata: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'parent' },
      });
      expect(data.user?.user_metadata).not.toHaveProperty('is_admin');
      expect(data.user?.user_metadata).not.toHaveProperty('role');
      expect((await auth.getSession()).data.session?.access_token).toBe(data.session?.access_token);
    });

    it.each([
      [
        'a taken email',
        async (email: string) => {
          await client().signUp({ email, password: TEST_PASSWORD });
          return { email: email.toUpperCase(), password: TEST_PASSWORD };
        },
        422,
        'user_already_exists',
        'User already registered',
      ],
      ['a weak password', async (email: string) => ({ email, password: 'abc' }), 422, 'weak_password', 'Password must be at least 8 characters long'],
      [
        'a malformed email',
        async () => ({ email: 'not-an-email', password: TEST_PASSWORD }),
        400,
        'email_address_invalid',
        'Please enter a valid email address',
      ],
      [
        'no email',
        async () => ({ email: '', password: TEST_PASSWORD }),
        400,
        'validation_failed',
        'You must provide either an email or phone number and a password',
      ],
    ])('answers %s with its GoTrue code', async (_case, make, status, code, message) => {
      const { data, error } = await client().signUp(await make(uniqueEmail('conf-bad')));
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status, code, message });
    });

    it("gives a weak password's reasons (AuthWeakPasswordError)", async () => {
      const { error } = await client().signUp({ email: uniqueEmail('conf-weak'), password: 'abcdefgh' });
      expect(error?.name).toBe('AuthWeakPasswordError');
      expect((error as { reasons?: string[] }).reasons).toEqual(['characters']);
    });
  });

  describe('signInWithPassword, getUser, getClaims, refreshSession', () => {
    it('signs in, reads the user and the GoTrue claims, and refreshes', async () => {
      const { email } = await signedUp('conf-signin');
      const auth = client();
      const signIn = await auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect(signIn.error).toBeNull();
      expect(signIn.data.user?.email).toBe(email);
      const user = await auth.getUser();
      expect(user.data.user?.email).toBe(email);
      const claims = await auth.getClaims();
      expect(claims.error).toBeNull();
      expect(claims.data?.claims).toMatchObject({
        sub: signIn.data.user?.id,
        role: 'authenticated',
        aud: 'authenticated',
        aal: 'aal1',
        email,
        session_id: expect.any(String),
        amr: [{ method: 'password', timestamp: expect.any(Number) }],
        user_metadata: { first_name: 'Ada' },
        app_metadata: { provider: 'email' },
        exp: expect.any(Number),
        iat: expect.any(Number),
        iss: 'shelfcheck',
      });
      const before = signIn.data.session!;
      const refreshed = await auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);
      expect(claimsOf(refreshed.data.session!.access_token).session_id).toBe(claimsOf(before.access_token).session_id);
    });

    it('answers a wrong password with invalid_credentials', async () => {
      const { email } = await signedUp('conf-wrong');
      const { error } = await client().signInWithPassword({ email, password: 'Wrong!Pass42' });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    });

    it('answers a replayed refresh token with refresh_token_already_used and an unknown one with refresh_token_not_found', async () => {
      const { session } = await signedUp('conf-replay');
      const auth = client();
      expect((await auth.refreshSession({ refresh_token: session.refresh_token })).error).toBeNull();
      expect((await client().refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
      });
      expect((await client().refreshSession({ refresh_token: 'A'.repeat(43) })).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    });
  });

  describe('updateUser and reauthenticate', () => {
    it('needs the current password for a new one: current_password_required, current_password_invalid, then success', async () => {
      const { auth, email } = await signedUp('conf-update');
      const missing = await auth.updateUser({ password: NEW_PASSWORD });
      expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required', message: 'Current password required when setting new password.' });
      const wrong = await auth.updateUser({ password: NEW_PASSWORD, current_password: 'Wrong!Pass42' });
      expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid', message: 'Current password required when setting new password.' });
      const weak = await auth.updateUser({ password: 'short', current_password: TEST_PASSWORD });
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
      expect((await auth.updateUser({ password: NEW_PASSWORD, current_password: TEST_PASSWORD })).error).toBeNull();
      expect((await client().signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
    });

    it('keeps only profile fields in data', async () => {
      const { auth } = await signedUp('conf-data');
      const { data, error } = await auth.updateUser({ data: { first_name: 'Augusta', role: 'service_role', is_admin: true } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ first_name: 'Augusta', last_name: 'Lovelace', user_type: 'parent' });
    });

    it('takes a mailed reauthentication nonce instead of the current password', async () => {
      const { auth, email } = await signedUp('conf-reauth');
      expect((await auth.reauthenticate()).error).toBeNull();
      await t.settled();
      const mail = (await readOutbox(t.config.dataDir)).filter((m) => m.to === email).at(-1);
      const nonce = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect((await auth.updateUser({ password: NEW_PASSWORD, nonce: '000000' === nonce ? '111111' : '000000' })).error?.code).toBe(
        'reauthentication_not_valid',
      );
      expect((await auth.reauthenticate()).error).toBeNull();
      const fresh = /\b(\d{6})\b/.exec((await readOutbox(t.config.dataDir)).filter((m) => m.to === email).at(-1)?.text ?? '')?.[1];
      expect((await auth.updateUser({ password: NEW_PASSWORD, nonce: fresh })).error).toBeNull();
    });
  });

  describe('signOut', () => {
    it('others ends every other session and keeps this one; local ends this one', async () => {
      const { auth, email } = await signedUp('conf-others');
      const other = client();
      await other.signInWithPassword({ email, password: TEST_PASSWORD });
      expect((await auth.signOut({ scope: 'others' })).error).toBeNull();
      expect((await auth.getUser()).error).toBeNull();
      const ended = await other.getUser();
      expect(ended.error).not.toBeNull();
      expect((await auth.signOut({ scope: 'local' })).error).toBeNull();
      expect((await auth.getSession()).data.session).toBeNull();
    });

    it("a signed-out session's token reads as session_not_found (AuthSessionMissingError)", async () => {
      const { auth, session } = await signedUp('conf-global');
      const copy = client();
      await copy.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
      expect((await auth.signOut({ scope: 'global' })).error).toBeNull();
      const { error } = await copy.getUser(session.access_token);
      expect(error?.name).toBe('AuthSessionMissingError');
    });
  });

  describe('links: recover, otp, verify (implicit)', () => {
    it("resets a password: the link's token_hash verifies as recovery, and that session may set a password without the current one", async () => {
      const { email } = await signedUp('conf-reset');
      const auth = client();
      expect(await auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/' })).toEqual({ data: {}, error: null });
      const token = (await linkTo(email)).searchParams.get('token')!;
      const verified = await auth.verifyOtp({ type: 'recovery', token_hash: token });
      expect(verified.error).toBeNull();
      expect(claimsOf(verified.data.session!.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);
      expect((await auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
      expect((await client().verifyOtp({ type: 'recovery', token_hash: token })).error).toMatchObject({ status: 403, code: 'otp_expired' });
    });

    it('signs in by a magic link (signInWithOtp, then verifyOtp with the email and token)', async () => {
      const { email } = await signedUp('conf-magic');
      const auth = client();
      expect((await auth.signInWithOtp({ email, options: { shouldCreateUser: false, data: { x: 1 } } })).error).toBeNull();
      const token = (await linkTo(email)).searchParams.get('token')!;
      const verified = await auth.verifyOtp({ email, token, type: 'magiclink' });
      expect(verified.error).toBeNull();
      expect(verified.data.user?.email).toBe(email);
    });

    it('answers {} for an unknown address, and the missing-contact message for none', async () => {
      expect(await client().resetPasswordForEmail(uniqueEmail('conf-nobody'))).toEqual({ data: {}, error: null });
      expect((await client().signInWithOtp({ email: uniqueEmail('conf-nobody') })).error).toBeNull();
      expect((await client().signInWithOtp({ email: '' })).error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'You must provide either an email or phone number.',
      });
    });

    it.each(['signup', 'email_change'] as const)('answers a %s link it never mailed as otp_expired', async (type) => {
      expect((await client().verifyOtp({ type, token_hash: 'A'.repeat(43) })).error).toMatchObject({ status: 403, code: 'otp_expired' });
    });
  });

  describe('PKCE (flowType: pkce)', () => {
    it.each([
      ['resetPasswordForEmail', 'reset', (auth: InstanceType<typeof AuthClient>, email: string) => auth.resetPasswordForEmail(email)],
      ['signInWithOtp', 'magiclink', (auth: InstanceType<typeof AuthClient>, email: string) => auth.signInWithOtp({ email })],
    ])('%s mails a code that exchangeCodeForSession trades, with the verifier, for a session', async (_call, mode, send) => {
      const { email } = await signedUp('conf-pkce');
      const auth = client('pkce');
      expect((await send(auth, email)).error).toBeNull();
      const link = await linkTo(email);
      expect(link.searchParams.get('mode')).toBe(mode);
      expect(link.searchParams.get('token')).toBeNull();
      const code = link.searchParams.get('code')!;
      expect((await client().verifyOtp({ type: mode === 'reset' ? 'recovery' : 'magiclink', token_hash: code })).error?.code).toBe('otp_expired');
      const { data, error } = await auth.exchangeCodeForSession(code);
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
    });

    it('refuses the wrong verifier (bad_code_verifier) and an unknown code (flow_state_not_found)', async () => {
      const { email } = await signedUp('conf-pkce-bad');
      expect((await client('pkce').resetPasswordForEmail(email)).error).toBeNull();
      const code = (await linkTo(email)).searchParams.get('code')!;
      const thief = client('pkce');
      await thief.signInWithOtp({ email: uniqueEmail('conf-nobody') }); // stores a verifier of its own
      expect((await thief.exchangeCodeForSession(code)).error).toMatchObject({ status: 403, code: 'bad_code_verifier' });
      await thief.signInWithOtp({ email: uniqueEmail('conf-nobody') });
      expect((await thief.exchangeCodeForSession('A'.repeat(43))).error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
    });
  });

  describe('the wire', () => {
    it("answers /settings and /health in GoTrue's shape", async () => {
      const settings = await (await fetch(`${url}/settings`)).json();
      expect(settings).toMatchObject({ external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: true });
      expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ name: 'GoTrue' });
    });

    it('has code, error_code, msg and message on every error, and echoes X-Supabase-Api-Version as GoTrue does', async () => {
      const post = (headers: Record<string, string>) =>
        fetch(`${url}/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: uniqueEmail('wire'), password: 'Wrong!Pass42' }),
        });
      const legacy = await post({});
      expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
      expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      expect(await legacy.json()).toEqual({
        code: 'invalid_credentials',
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
        message: 'Invalid login credentials',
        errors: ['Invalid login credentials'],
      });
      const versioned = await post({ 'X-Supabase-Api-Version': '2024-01-01' });
      expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await versioned.json()).toMatchObject({ code: 'invalid_credentials', msg: 'Invalid login credentials' });
    });

    it('answers a missing bearer with no_authorization and a bad one with bad_jwt (401)', async () => {
      const none = await fetch(`${url}/user`);
      expect([none.status, (await none.json()).code]).toEqual([401, 'no_authorization']);
      const bad = await fetch(`${url}/user`, { headers: { authorization: 'Bearer not.a.jwt' } });
      expect([bad.status, (await bad.json()).code]).toEqual([401, 'bad_jwt']);
    });

    it('redirects GET /verify to the app with the session in the fragment, never to another origin', async () => {
      const { email } = await signedUp('conf-get-verify');
      await client().signInWithOtp({ email });
      const token = (await linkTo(email)).searchParams.get('token')!;
      const res = await fetch(`${url}/verify?type=magiclink&token=${token}&redirect_to=${encodeURIComponent('https://evil.example/x')}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe('https://shelfcheck.test/auth');
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('token_type')).toBe('bearer');
      const again = new URL((await fetch(`${url}/verify?type=magiclink&token=${token}`, { redirect: 'manual' })).headers.get('location')!);
      expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
    });
  });
});
