import { InMemoryRateLimiter } from '../../tests/doubles/accounts/accounts-test-kit.js';
import type { Actor } from '../ports/actor.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { InMemoryReaderAccessStore } from '../../tests/doubles/reader-access/in-memory-reader-access-store.js';
import type { ReaderCodeSecrets } from './reader-code-secrets.port.js';
import { CreateReaderCodeUseCase } from './create-reader-code.use-case.js';
import { GetReaderCodeUseCase } from './get-reader-code.use-case.js';
import { RevokeReaderCodeUseCase } from './revoke-reader-code.use-case.js';
import type { ReaderClaims, ReaderTokenSigner } from './reader-token.port.js';
import { SignInWithReaderCodeUseCase } from './sign-in-with-reader-code.use-case.js';

const parent: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const stranger: Actor = { ...parent, id: 'user-b' };
const now = new Date('2026-11-23T12:00:00Z');
const clock = { now: () => now };

/** Codes drawn from a list (so a collision can be staged); the "hash" is readable. */
class ScriptedSecrets implements ReaderCodeSecrets {
  constructor(private readonly codes: string[]) {}
  newCode() {
    return this.codes.shift() ?? 'ZZZZZZZZ';
  }
  hash(code: string) {
    return `h:${code}`;
  }
}
class RecordingSigner implements ReaderTokenSigner {
  readonly signed: ReaderClaims[] = [];
  async sign(claims: ReaderClaims) {
    this.signed.push(claims);
    return `token-${this.signed.length}`;
  }
}

describe('reader codes and reader sign-in (use cases)', () => {
  let members: InMemoryFamilyMemberStore;
  let access: InMemoryReaderAccessStore;
  let mia: string;
  let leo: string;
  let little: string;
  beforeEach(async () => {
    members = new InMemoryFamilyMemberStore();
    mia = (await members.add('user-a', { name: 'Mia', age: 9, reading_level: 'Elementary' }, now)).id;
    leo = (await members.add('user-a', { name: 'Leo', age: 12, reading_level: 'Elementary' }, now)).id;
    little = (await members.add('user-a', { name: 'Tiny', age: 7, reading_level: 'Elementary' }, now)).id;
    access = new InMemoryReaderAccessStore([
      { id: mia, user_id: 'user-a', name: 'Mia', age: 9, parent_first_name: 'Sam' },
      { id: leo, user_id: 'user-a', name: 'Leo', age: 12, parent_first_name: 'Sam' },
    ]);
  });
  const codes = (drawn: string[]) => {
    const create = new CreateReaderCodeUseCase(members, access, new ScriptedSecrets(drawn), clock);
    const get = new GetReaderCodeUseCase(members, access);
    const revoke = new RevokeReaderCodeUseCase(members, access);
    return {
      create: (c: { memberId: string }, a: Actor) => create.execute(c, a),
      status: (c: { memberId: string }, a: Actor) => get.execute(c, a),
      revoke: (c: { memberId: string }, a: Actor) => revoke.execute(c, a),
    };
  };

  it('shows a new code once, formatted, and stores only its hash', async () => {
    expect(await codes(['ABCDEFGH']).create({ memberId: mia }, parent)).toEqual({
      ok: true,
      value: { member_id: mia, code: 'ABCD-EFGH', created_at: now.toISOString() },
    });
    expect(access.codes.get(mia)?.hash).toBe('h:ABCDEFGH');
  });

  it("draws again when a code is another member's, and gives up (a bug, thrown) after five draws", async () => {
    await codes(['ABCDEFGH']).create({ memberId: mia }, parent);
    expect(await codes(['ABCDEFGH', 'JKMNPQRS']).create({ memberId: leo }, parent)).toMatchObject({ ok: true, value: { code: 'JKMN-PQRS' } });
    await expect(codes(Array(5).fill('ABCDEFGH')).create({ memberId: leo }, parent)).rejects.toThrow('no free reader code after 5 draws');
  });

  it.each([
    ['a member under 8', () => little, parent, 'unprocessable', 'Reader sign-in is for readers aged 8 or older.'],
    ["another account's member", () => mia, stranger, 'not_found', 'Family member not found'],
  ])('refuses a code for %s', async (_label, member, actor, code, message) => {
    expect(await codes(['ABCDEFGH']).create({ memberId: member() }, actor)).toMatchObject({ ok: false, error: { code, message } });
    expect(access.codes.size).toBe(0);
  });

  it("shows and revokes a member's code; another account's member is not found", async () => {
    const sut = codes(['ABCDEFGH']);
    expect(await sut.status({ memberId: mia }, parent)).toEqual({ ok: true, value: { member_id: mia, active: false, created_at: null, last_used_at: null } });
    await sut.create({ memberId: mia }, parent);
    expect(await sut.status({ memberId: mia }, parent)).toMatchObject({ ok: true, value: { active: true, created_at: now.toISOString() } });
    expect(await sut.revoke({ memberId: mia }, stranger)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await sut.status({ memberId: mia }, stranger)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await sut.revoke({ memberId: mia }, parent)).toEqual({ ok: true, value: undefined });
    expect(access.codes.size).toBe(0);
  });

  describe('signing in', () => {
    const perIp = { name: 'reader-code-ip', points: 3, durationSeconds: 600 };
    let signer: RecordingSigner;
    let limiter: InMemoryRateLimiter;
    beforeEach(async () => {
      await codes(['ABCDEFGH']).create({ memberId: mia }, parent);
      signer = new RecordingSigner();
      limiter = new InMemoryRateLimiter(clock);
    });
    const signIn = (code: string | null, ip = '203.0.113.1') =>
      new SignInWithReaderCodeUseCase(access, new ScriptedSecrets([]), signer, limiter, perIp, clock).execute({ code, ip });

    it('opens a 7-day session for the code typed in any case, with or without the hyphen, and notes its use', async () => {
      const sut = await signIn(' abcd-efgh ');
      expect(sut).toEqual({
        ok: true,
        value: {
          access_token: 'token-1',
          token_type: 'bearer',
          expires_in: 604800,
          expires_at: now.getTime() / 1000 + 604800,
          reader: { id: mia, name: 'Mia', age: 9 },
        },
      });
      expect(signer.signed).toEqual([{ sub: mia, uid: 'user-a', rsid: 'session-1', typ: 'reader' }]);
      expect(access.codes.get(mia)?.last_used_at).toBe(now.toISOString());
    });

    it.each([
      ['a wrong code', 'ZZZZ-ZZZZ'],
      ['a malformed one', 'nope'],
      ['none', null],
    ])('refuses %s with Invalid sign-in code, opening nothing', async (_label, code) => {
      expect(await signIn(code)).toMatchObject({ ok: false, error: { code: 'invalid_credentials', message: 'Invalid sign-in code' } });
      expect(access.sessions.size).toBe(0);
    });

    it('counts every attempt per address, right ones too: the 4th is rate limited', async () => {
      await signIn('ABCDEFGH');
      await signIn('WRONGONE');
      await signIn('ABCDEFGH');
      expect(await signIn('ABCDEFGH')).toMatchObject({
        ok: false,
        error: { code: 'rate_limited', message: 'Too many sign-in attempts. Please wait 10 minutes.' },
      });
      expect(await signIn('ABCDEFGH', '203.0.113.2')).toMatchObject({ ok: true });
    });

    it("a new code ends the member's sessions and stops the old code", async () => {
      const first = await signIn('ABCDEFGH');
      expect(first.ok).toBe(true);
      expect(await access.isSessionActive('session-1', mia, now)).toBe(true);
      await codes(['JKMNPQRS']).create({ memberId: mia }, parent);
      expect(await access.isSessionActive('session-1', mia, now)).toBe(false);
      expect(await signIn('ABCDEFGH')).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    });
  });
});
