import { VERIFIED_TOKENS_KEPT, VerifiedTokens } from '../../api/auth/verified-tokens.js';

/** Issue 20: a verified access token is not verified again while it is in force, and only then. */
describe('the verified tokens one instance keeps', () => {
  const at = (seconds: number) => () => seconds * 1000;

  it('answers a kept token by its exact text until the second it expires', () => {
    let now = 1_000_000_000; // ms
    const kept = new VerifiedTokens<{ sub: string; exp?: unknown }>(() => now);
    kept.remember('a.b.c', { sub: 'u1', exp: 1_000_060 });
    expect(kept.claimsOf('a.b.c')).toEqual({ sub: 'u1', exp: 1_000_060 });
    expect(kept.claimsOf('a.b.C')).toBeUndefined(); // another signature is another token
    expect(kept.claimsOf('a.b.c ')).toBeUndefined();
    now = 1_000_059_999; // the last millisecond before exp, as jsonwebtoken reads it
    expect(kept.claimsOf('a.b.c')).toBeDefined();
    now = 1_000_060_000;
    expect(kept.claimsOf('a.b.c')).toBeUndefined();
  });

  it('forgets a token at its expiry, and never keeps one without an expiry', () => {
    let seconds = 100;
    const kept = new VerifiedTokens<{ exp?: unknown }>(() => seconds * 1000);
    kept.remember('t', { exp: 160 });
    expect(kept.claimsOf('t')).toBeDefined();
    seconds = 159;
    expect(kept.claimsOf('t')).toBeDefined();
    seconds = 160; // jsonwebtoken: expired when now >= exp
    expect(kept.claimsOf('t')).toBeUndefined();
    seconds = 100; // a clock set back does not bring it back: it was let go
    expect(kept.claimsOf('t')).toBeUndefined();
    kept.remember('forever', {});
    kept.remember('odd', { exp: '999999' });
    expect(kept.claimsOf('forever')).toBeUndefined();
    expect(kept.claimsOf('odd')).toBeUndefined();
  });

  it('does not answer a token before its nbf', () => {
    const kept = new VerifiedTokens<{ exp?: unknown; nbf?: unknown }>(at(100));
    kept.remember('later', { exp: 200, nbf: 150 });
    expect(kept.claimsOf('later')).toBeUndefined();
    const now = new VerifiedTokens<{ exp?: unknown; nbf?: unknown }>(at(150));
    now.remember('later', { exp: 200, nbf: 150 });
    expect(now.claimsOf('later')).toBeDefined();
  });

  it('keeps a bounded number, the least recently used going first', () => {
    const kept = new VerifiedTokens<{ exp?: unknown }>(at(0));
    for (let i = 0; i <= VERIFIED_TOKENS_KEPT; i += 1) kept.remember(`t${i}`, { exp: 60 });
    expect(kept.claimsOf('t0')).toBeUndefined();
    expect(kept.claimsOf('t1')).toBeDefined();
    expect(kept.claimsOf(`t${VERIFIED_TOKENS_KEPT}`)).toBeDefined();
  });
});
