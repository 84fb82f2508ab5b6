import { loadConfig } from '../../api/config/app-config.js';
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from '../../api/http/body-limits.js';
import { INPUT_SHAPE_LIMITS, INPUT_SHAPE_MESSAGES, inputShapeProblem, rawJsonShapeProblem } from '../../api/http/input-shape.js';
import { redactSecrets } from '../../api/http/log-redaction.js';
import { MAX_INPUT_DEPTH, UNSAFE_INPUT_MESSAGES, unsafeInputProblem } from '../../api/http/unsafe-input.js';

/** The two pure checks behind the fixes, case by case (the HTTP suites prove they are wired in). */
describe('unsafeInputProblem', () => {
  const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nest(depth - 1) });
  it.each([
    ['a plain body', { name: 'Mia', age: 9, tags: ['a', 'b'], quiz: { nested: { ok: true } } }, null],
    ['RTL, zero-width and emoji text', { t: '\u202eabc \u200b 😀 مرحبا' }, null],
    ['a well-formed surrogate pair', { t: '\ud83d\ude00' }, null],
    [`${MAX_INPUT_DEPTH} nested objects`, nest(MAX_INPUT_DEPTH), null],
    [`${MAX_INPUT_DEPTH + 1} nested objects`, nest(MAX_INPUT_DEPTH + 1), UNSAFE_INPUT_MESSAGES.tooDeep],
    ['100 000 levels of arrays', JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), UNSAFE_INPUT_MESSAGES.tooDeep],
    ['NUL in a value', { t: 'a\u0000b' }, UNSAFE_INPUT_MESSAGES.nul],
    ['NUL in an array item', { t: ['ok', '\u0000'] }, UNSAFE_INPUT_MESSAGES.nul],
    ['NUL in a key', { 'a\u0000': 1 }, UNSAFE_INPUT_MESSAGES.nul],
    ['a lone high surrogate', { t: 'x\ud800' }, UNSAFE_INPUT_MESSAGES.surrogate],
    ['a lone low surrogate', { t: '\udc00x' }, UNSAFE_INPUT_MESSAGES.surrogate],
    ['two high surrogates', { t: '\udbff\udbff' }, UNSAFE_INPUT_MESSAGES.surrogate],
    ['__proto__ (as JSON.parse makes it: an own key)', JSON.parse('{"__proto__":{"x":1}}'), UNSAFE_INPUT_MESSAGES.key('__proto__')],
    ['constructor deep down', { a: [{ b: { constructor: { prototype: {} } } }] }, UNSAFE_INPUT_MESSAGES.key('a.0.b.constructor')],
    ['prototype', { prototype: 1 }, UNSAFE_INPUT_MESSAGES.key('prototype')],
    ['toString', { toString: 'x' }, UNSAFE_INPUT_MESSAGES.key('toString')],
    ['a string alone', 'plain', null],
    ['null', null, null],
  ])('%s', (_label, input, expected) => {
    expect(unsafeInputProblem(input)).toBe(expected);
  });
});

describe('redactSecrets', () => {
  it.each([
    ['a bearer header', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    ['a JWT anywhere', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln seen', 'token [redacted] seen'],
    [
      'a mailed link',
      'sent: http://localhost:3000/auth?mode=reset&token=aNAl2qaT6MWs9arwW4INOjFZ',
      'sent: http://localhost:3000/auth?mode=reset&token=[redacted]',
    ],
    ['refresh and access tokens in a query', '/api/x?access_token=abc&refresh_token=def&q=1', '/api/x?access_token=[redacted]&refresh_token=[redacted]&q=1'],
    [
      'a capability token in a path',
      '/api/billing/test-checkout/6Q09joc7sBz4o9sYkVmxzKcnzhO69kfvMzdwNYZuQ58/confirm',
      '/api/billing/test-checkout/[redacted]/confirm',
    ],
    ['a UUID stays readable', '/api/family-members/0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10', '/api/family-members/0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10'],
    ['an ordinary message stays', 'migrations applied: 3', 'migrations applied: 3'],
  ])('%s', (_label, input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });
});

describe('inputShapeProblem: the shape bound checked before any pipe (issue #19, item 1)', () => {
  const wide = (keys: number) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]));
  const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nest(depth - 1) });
  const L = INPUT_SHAPE_LIMITS;
  it.each([
    ['a plain body', { name: 'Mia', tags: ['a', 'b'], quiz: { q1: { ok: true } } }, null],
    [`${L.maxKeys} keys in one object`, wide(L.maxKeys), null],
    [`${L.maxKeys + 1} keys in one object`, wide(L.maxKeys + 1), { code: 'payload_too_complex', message: INPUT_SHAPE_MESSAGES.keys }],
    ['160 000 keys (the attack)', wide(160_000), { code: 'payload_too_complex', message: INPUT_SHAPE_MESSAGES.keys }],
    [`a list of ${L.maxItems} items`, { list: Array.from({ length: L.maxItems }, () => 1) }, null],
    [
      `a list of ${L.maxItems + 1} items`,
      { list: Array.from({ length: L.maxItems + 1 }, () => 1) },
      { code: 'payload_too_complex', message: INPUT_SHAPE_MESSAGES.items },
    ],
    [
      'many narrow objects past the value count',
      { a: Array.from({ length: 900 }, () => wide(30)) },
      { code: 'payload_too_complex', message: INPUT_SHAPE_MESSAGES.values },
    ],
    [`${L.maxDepth} levels`, nest(L.maxDepth), null],
    [`${L.maxDepth + 1} levels: the pipe's code and words`, nest(L.maxDepth + 1), { code: 'validation_failed', message: INPUT_SHAPE_MESSAGES.depth }],
    ['a string alone', 'plain', null],
  ])('%s', (_label, input, expected) => {
    expect(inputShapeProblem(input)).toEqual(expected);
    // the raw-text scan before JSON.parse reaches the same verdict
    expect(rawJsonShapeProblem(Buffer.from(JSON.stringify(input)))).toEqual(expected);
  });

  it.each([
    ['braces, brackets and commas inside strings are text', '{"a":"{[,,,]}","b":"\\"{,"}', null],
    ['an escaped quote does not end a string', `{"a":"\\"${','.repeat(300)}"}`, null],
    ['empty containers hold nothing', '{"a":{},"b":[],"c":[[]]}', null],
    ['not JSON at all: left to JSON.parse', '{{{', null],
  ])('raw scan: %s', (_label, raw, expected) => {
    expect(rawJsonShapeProblem(Buffer.from(raw))).toEqual(expected);
  });
});

describe('bodyLimitFor: 64 KB unless the route carries files', () => {
  it.each([
    ['/api/auth/signup', DEFAULT_BODY_LIMIT],
    ['/api/family-values', DEFAULT_BODY_LIMIT],
    ['/api/scans/image', 12 * 1024 * 1024],
    ['/api/admin/books/import-jobs', 12 * 1024 * 1024],
    ['/api/reading-list/import', 12 * 1024 * 1024],
    ['/api/reading-list', 1024 * 1024],
    ['/api/reading-list/0b6f1f7e', 1024 * 1024],
    ['/api/reading-list/a/b', DEFAULT_BODY_LIMIT],
    ['/api/billing/webhook', 1024 * 1024],
  ])('%s: %d bytes', (path, limit) => {
    expect(bodyLimitFor(path)).toBe(limit);
  });
});

describe('TRUST_PROXY and the database bounds from the environment', () => {
  const load = (env: Record<string, string>) => loadConfig(env, { dataDir: '/tmp/shelfcheck-guards', jwtSecret: 'x' });
  it.each([
    ['unset: trust nobody', {}, false],
    ['off', { TRUST_PROXY: 'off' }, false],
    ['one proxy', { TRUST_PROXY: '127.0.0.1' }, ['127.0.0.1']],
    ['a list with a CIDR', { TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }, ['10.0.0.1', '10.1.0.0/16']],
  ])('%s', (_what, env, expected) => {
    expect(load(env).trustProxy).toEqual(expected);
  });

  it('refuses to trust every sender', () => {
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must name the proxies/);
  });

  it('reads the database bounds, with defaults', () => {
    expect(load({}).dbTimeouts).toEqual({ statementMs: 10_000, lockMs: 5_000, idleInTransactionMs: 30_000, healthProbeMs: 2_000, healthProbeReuseMs: 250 });
    expect(load({ DB_STATEMENT_TIMEOUT_MS: '2500', DB_LOCK_TIMEOUT_MS: '700' }).dbTimeouts).toMatchObject({ statementMs: 2_500, lockMs: 700 });
    expect(() => load({ DB_LOCK_TIMEOUT_MS: 'soon' })).toThrow(/DB_LOCK_TIMEOUT_MS must be a whole number/);
  });
});
