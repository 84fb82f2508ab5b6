import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { Response, Test } from 'supertest';
import { createUser, sql, type TestUser } from '../integration/admin-auth.helper.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { bodySchemaOf, type BodySchema, type JsonKind } from './body-schemas.js';
import { errorShapeProblem, snapshotOf } from './hardening.helper.js';
import { accessOf, appRoutes, callFor, ROUTES, type AppRoute, type OwnerIds } from './route-table.js';

/**
 * A property-based fuzzer over every route that takes a JSON body (found at run time: the
 * router's routes that the OpenAPI document gives a JSON request body). Bodies that are broken
 * by construction (not JSON, not an object, unknown or prototype-polluting keys, wrong types, over
 * the size limit, an unknown charset) must get a 4xx in the error shape and change nothing;
 * hostile text in the right places (lone surrogates, RTL and zero-width marks, NUL, SQL and script
 * injection, very long strings) may be accepted, but never answers 5xx or a stack trace, never
 * touches another account and never pollutes Object.prototype.
 */

const RUNS_PER_ROUTE = 24;
/** Random by default (each run tries new inputs); a failure names the seed, and FC_SEED=<seed> replays it. */
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** A body to send: the raw text (so it can be anything, not only what JSON.stringify writes). */
interface Case {
  what: string;
  raw: string;
  contentType?: string;
}

const HOSTILE_TEXT = [
  '%ED%A0%80',
  '%C0%AE%C0%AE/',
  '%FF',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udbff\udbff',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '\u2066\u2067\u2069',
  'مرحبا بالعالم',
  '\u0301\u0301\u0301',
  '😀'.repeat(50),
  "'; drop table users; --",
  "' or '1'='1",
  '1); select pg_sleep(3); --',
  '$1',
  '?',
  '\\',
  '%00',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\r\nSet-Cookie: a=b',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_TEXT), fc.integer({ min: 1_000, max: 120_000 }))
      .map(([s, n]) => s.repeat(Math.ceil(n / Math.max(1, s.length)))),
  },
);

/** JSON text with `key` added to the object text (so `__proto__` stays a key, as a client would send it). */
const withKey = (base: Record<string, unknown>, key: string, valueJson: string) => {
  const text = JSON.stringify(base);
  return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${JSON.stringify(key)}:${valueJson}}`;
};

const POLLUTERS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'isAdmin',
  'is_admin',
  'user_id',
  'id',
];
const POLLUTION = ['{"polluted":"yes","is_admin":true}', '{"prototype":{"polluted":"yes"}}', '"yes"', '[{"polluted":"yes"}]', 'null'];

const wrongValue: Record<JsonKind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  ),
  number: fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('1', '1e3', 'NaN', 'Infinity', ''),
    fc.boolean(),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  ),
  boolean: fc.oneof(fc.constantFrom('true', 'false', 1, 0, 'yes'), fc.array(fc.boolean(), { maxLength: 2 }), fc.object({ maxDepth: 1 })),
  object: fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 })),
};

/** Bodies that no route may accept. */
function brokenBody(schema: BodySchema | null, base: Record<string, unknown>): fc.Arbitrary<Case> {
  const malformed = fc
    .oneof(
      fc.constantFrom(
        '{',
        '{"a":',
        '{"a" 1}',
        "{'a':1}",
        '{"a":1,}',
        'NaN',
        '{"a":NaN}',
        '{"a":undefined}',
        '[1,2',
        '{"__proto__":',
        '{}}',
        '\u0000',
        '{"a":"\\x41"}',
        '{"a":01}',
        '// hi\n{}',
      ),
      // (an empty body is no body, which body-parser reads as {})
      fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((s) => !isJson(s)),
      fc.constant(JSON.stringify(base).slice(0, -1)),
    )
    .map((raw): Case => ({ what: 'malformed JSON', raw }));
  const notAnObject = fc
    .oneof(
      fc.constant(null),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.string({ maxLength: 20 }),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.constant([base]),
    )
    .map((v): Case => ({ what: 'JSON that is not an object', raw: JSON.stringify(v) }));
  // issue #19: wider or longer than the shape bound (INPUT_SHAPE_LIMITS), checked before any pipe
  const tooWide = fc.oneof(
    fc.integer({ min: 201, max: 3_000 }).map((keys): Case => ({
      what: `an object of ${keys} keys`,
      raw: withKey(base, 'wide', `{${Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',')}}`),
    })),
    fc
      .integer({ min: 1_001, max: 5_000 })
      .map((items): Case => ({ what: `a list of ${items} items`, raw: withKey(base, 'long', `[${Array.from({ length: items }, () => '0').join(',')}]`) })),
  );
  const options: fc.Arbitrary<Case>[] = [malformed, notAnObject, tooWide];
  // (a lenient DTO, a GoTrue route, drops unknown keys as the hosted service does: not a broken body there)
  if (schema && schema.known.length > 0 && !schema.lenient) {
    const unknownKey = fc
      .tuple(
        fc.oneof(
          fc.constantFrom(...POLLUTERS.filter((k) => !schema.known.includes(k))),
          fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !schema.known.includes(k)),
        ),
        fc.constantFrom(...POLLUTION),
      )
      .map(([key, value]): Case => ({ what: `unknown key ${JSON.stringify(key)}`, raw: withKey(base, key, value) }));
    options.push(unknownKey);
  }
  const typed = Object.entries(schema?.typed ?? {});
  if (typed.length > 0) {
    const wrongType = fc.constantFrom(...typed).chain(([prop, kind]) =>
      wrongValue[kind].map((v): Case => ({
        what: `${prop} (${kind}) as ${Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v}`,
        raw: JSON.stringify({ ...base, [prop]: v }),
      })),
    );
    options.push(wrongType);
  }
  return fc.oneof(...options);
}

/** Hostile text in the places a body really takes text (may be accepted). */
function hostileBody(schema: BodySchema | null, base: Record<string, unknown>): fc.Arbitrary<Case> {
  const stringProps = Object.entries(schema?.typed ?? {})
    .filter(([, k]) => k === 'string')
    .map(([p]) => p);
  const objectProps = Object.entries(schema?.typed ?? {})
    .filter(([, k]) => k === 'object')
    .map(([p]) => p);
  const options: fc.Arbitrary<Case>[] = [];
  if (stringProps.length) {
    options.push(
      fc
        .tuple(fc.constantFrom(...stringProps), hostileString)
        .map(([p, s]): Case => ({ what: `hostile text in ${p}`, raw: JSON.stringify({ ...base, [p]: s }) })),
    );
  }
  if (objectProps.length) {
    // free JSON (quiz data, family values…): hostile keys and values one level down
    options.push(
      fc
        .tuple(
          fc.constantFrom(...objectProps),
          fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: fc.constantFrom(...POLLUTERS) }),
          hostileString,
        )
        .map(([p, k, v]): Case => ({
          what: `hostile key/value inside ${p}`,
          raw: JSON.stringify({ ...base, [p]: Object.fromEntries([[k, v]]) }),
        })),
    );
  }
  options.push(
    fc
      .integer({ min: 2_000, max: 20_000 })
      .map((depth): Case => ({ what: `JSON nested ${depth} deep`, raw: withKey(base, 'deep', `${'['.repeat(depth)}${']'.repeat(depth)}`) })),
  );
  options.push(
    fc
      .integer({ min: 2_000, max: 20_000 })
      .map((depth): Case => ({ what: `object nested ${depth} deep`, raw: withKey(base, 'deep', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) })),
  );
  return fc.oneof(...options);
}

const TOO_LARGE = Buffer.from(JSON.stringify({ pad: 'x'.repeat(12 * 1024 * 1024 + 10) }));

/** Sends a body just over the 12 MB limit with its Content-Length, from a buffer built once. */
function tooLarge(port: number, route: AppRoute, path: string, auth: string): Promise<{ status: number; body: { code?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: route.method,
        path,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(TOO_LARGE.length), Authorization: auth },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: (() => {
              try {
                return JSON.parse(text) as { code?: string };
              } catch {
                return {};
              }
            })(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(TOO_LARGE);
  });
}

/** Percent-encodes every UTF-16 unit, lone surrogates too (as the invalid UTF-8 a hostile client would send). */
function percentEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) =>
        /^[\ud800-\udfff]$/.test(ch)
          ? `%${(0xe0 | (ch.charCodeAt(0) >> 12)).toString(16)}%${(0x80 | ((ch.charCodeAt(0) >> 6) & 0x3f)).toString(16)}%${(0x80 | (ch.charCodeAt(0) & 0x3f)).toString(16)}`
          : encodeURIComponent(ch),
      )
      .join('');
  }
}

function isJson(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

describe('hostile input on every JSON route', () => {
  let t: TestApp;
  let bystander: SignedUp;
  let fuzzer: SignedUp;
  let admin: TestUser;
  /** The fuzzer's family member signed in with its own code, for the reader's routes. */
  let fuzzReader: { Authorization: string };
  let doc: Parameters<typeof bodySchemaOf>[1];
  let jsonRoutes: { route: AppRoute; schema: BodySchema | null }[];
  const ids = {} as OwnerIds;
  const cleanPrototype = prototypeKeys();

  const send = (route: AppRoute, c: Case): Test => {
    const call = callFor(route, ids);
    const req = (t.http() as unknown as Record<string, (p: string) => Test>)[route.method.toLowerCase()](call.path);
    const access = accessOf(route);
    if (access === 'admin') req.set(admin.auth);
    else if (access === 'reader') req.set(fuzzReader);
    else if (access !== 'public') req.set(fuzzer.auth);
    return req.set('Content-Type', c.contentType ?? 'application/json').send(c.raw);
  };
  const baseOf = (route: AppRoute, schema: BodySchema | null): Record<string, unknown> => {
    const body = callFor(route, ids).body;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : { ...(schema?.example ?? {}) };
  };
  /** Why an answer is wrong, or null. */
  const problem = (res: Response, mustReject: boolean): string | null => {
    if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 200)}`;
    if (mustReject && (res.status < 400 || res.status >= 500)) return `accepted (${res.status}): ${res.text.slice(0, 200)}`;
    if (res.status >= 400) {
      const shape = errorShapeProblem(res);
      if (shape) return `${res.status} ${JSON.stringify(res.headers['content-type'])} ${JSON.stringify(res.text.slice(0, 120))}: ${shape}`;
    }
    if (prototypeKeys() !== cleanPrototype || ({} as Record<string, unknown>).polluted !== undefined) return 'Object.prototype was polluted';
    return null;
  };
  // The starter books' content (not a global count: other suites add and import books meanwhile,
  // and never change starter rows; timestamps aside, since an identical re-import touches them).
  const catalog = async () =>
    (
      await sql<{ digest: string }>(
        t,
        `select count(*)::text || ':' || coalesce(md5(string_agg((to_jsonb(b) - 'created_at' - 'updated_at')::text, ',' order by b.id)), '') as digest
           from book_content_analysis b where b.source = 'starter'`,
      )
    )[0].digest;

  beforeAll(async () => {
    t = await startTestApp();
    bystander = await signUp(t, 'bystander');
    const member = await t
      .http()
      .post('/api/family-members')
      .set(bystander.auth)
      .send({ name: 'Bystander Kid', age: 7, reading_level: 'Elementary' })
      .expect(201);
    await t.http().post('/api/reading-list').set(bystander.auth).send({ reader_id: member.body.id, title: 'Holes', author: 'Louis Sachar' }).expect(201);
    await t
      .http()
      .put('/api/family-values')
      .set(bystander.auth)
      .send({ data: { values: ['kindness'] } })
      .expect(200);

    fuzzer = await signUp(t, 'fuzzer');
    ids.member = (
      await t.http().post('/api/family-members').set(fuzzer.auth).send({ name: 'Fuzz Kid', age: 9, reading_level: 'Elementary' }).expect(201)
    ).body.id;
    ids.item = (
      await t.http().post('/api/reading-list').set(fuzzer.auth).send({ reader_id: ids.member, title: 'Wonder', author: 'R. J. Palacio' }).expect(201)
    ).body.id;
    ids.scan = (await t.http().post('/api/scan-history').set(fuzzer.auth).send({ book_title: 'Wonder' }).expect(201)).body.id;
    ids.feedback = (await t.http().post('/api/feedback').set(fuzzer.auth).send({ feedback_text: 'fuzz' }).expect(201)).body.id;
    ids.isbn = '9780000000002';
    const code = (await t.http().post(`/api/family-members/${ids.member}/reader-code`).set(fuzzer.auth).expect(201)).body.code as string;
    fuzzReader = { Authorization: `Bearer ${(await t.http().post('/api/auth/reader-code').send({ code }).expect(200)).body.access_token}` };
    ids.request = (await t.http().post('/api/reader/requests').set(fuzzReader).send({ title: 'Wonder', author: 'R. J. Palacio' }).expect(201)).body.id;
    ids.catalogRequest = (await t.http().post('/api/catalog-requests').set(fuzzer.auth).send({ title: 'Fuzz Wish' }).expect(201)).body.id;
    ids.shelf = (
      await t
        .http()
        .post('/api/shelf-sessions')
        .set(fuzzer.auth)
        .send({ reader_ids: [ids.member] })
        .expect(201)
    ).body.id;
    ids.shareLink = (await t.http().post(`/api/family-members/${ids.member}/share-links`).set(fuzzer.auth).send({ expires_in_days: 7 }).expect(201)).body.id;
    admin = await createUser(t, { admin: true, unlocked: true });

    doc = (await t.http().get('/api/docs').expect(200)).body;
    jsonRoutes = appRoutes(t.app)
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !ROUTES[r.key]?.notJson)
      .filter(
        (r) =>
          doc.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] &&
          'requestBody' in (doc.paths[r.path.replace(/:(\w+)/g, '{$1}')][r.method.toLowerCase()] as object),
      )
      .map((route) => ({ route, schema: bodySchemaOf(route, doc) }));
  });
  afterAll(async () => {
    const server = t.app.getHttpServer();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('finds the JSON routes at run time', () => {
    const keys = jsonRoutes.map((r) => r.route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/family-members',
        'PUT /api/family-values',
        'POST /api/auth/signup',
        'POST /api/admin/books/import',
        'POST /api/books/analyze',
      ]),
    );
    expect(keys.length).toBeGreaterThanOrEqual(30);
    // the DTOs were found, so wrong types and unknown keys are really tried
    expect(jsonRoutes.find((r) => r.route.key === 'POST /api/family-members')?.schema?.typed).toMatchObject({
      name: 'string',
      age: 'number',
      quiz_data: 'object',
    });
    // an @IsIn field is typed by its choices: the share link's lifetime (1, 7, 30 or 90) is a number, so a
    // wrong-typed probe is never an integer that happens to be a choice (the fuzz once drew 7 and it was taken)
    expect(jsonRoutes.find((r) => r.route.key === 'POST /api/family-members/:id/share-links')?.schema?.typed).toMatchObject({
      expires_in_days: 'number',
      label: 'string',
    });
    expect(jsonRoutes.find((r) => r.route.key === 'POST /api/billing/checkout')?.schema?.typed).toMatchObject({ plan: 'string' });
  });

  describe('broken bodies: 4xx in the error shape, nothing changes', () => {
    let before: { bystander: string; fuzzer: string; admin: string; books: string };
    beforeAll(async () => {
      before = {
        bystander: await snapshotOf(t, bystander.id),
        fuzzer: await snapshotOf(t, fuzzer.id),
        admin: await snapshotOf(t, admin.id),
        books: await catalog(),
      };
    });

    it('every JSON route, fuzzed', async () => {
      // one it() for all routes keeps the run short; the failures name route, case and answer
      const failures: string[] = [];
      for (const { route, schema } of jsonRoutes) {
        const base = baseOf(route, schema);
        await fc.assert(
          fc.asyncProperty(brokenBody(schema, base), async (c) => {
            const res = await send(route, c);
            const why = problem(res, true);
            if (why) failures.push(`${route.key} — ${c.what} ${JSON.stringify(c.raw.slice(0, 80))} — ${why}`);
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED },
        );
      }
      expect({ seed: SEED, failures: failures.slice(0, 30) }).toEqual({ seed: SEED, failures: [] });
    }, 120_000);

    // The cases the fuzzer found (500s, or keys slipping past forbidNonWhitelisted), pinned so a seed cannot miss them.
    it.each([
      ['NUL in free JSON (was 500)', 'PUT', '/api/family-values', '{"data":{"note":"a\\u0000b"}}', 'Text must not contain NUL characters'],
      ['NUL in a text field (was 500)', 'POST', '/api/scan-history', '{"book_title":"Holes\\u0000"}', 'Text must not contain NUL characters'],
      ['a lone surrogate in free JSON (was 500)', 'PUT', '/api/family-values', '{"data":{"note":"\\ud800"}}', 'Text must be valid Unicode'],
      [
        '__proto__ carrying fields (was 201: the DTO took the object as its prototype)',
        'POST',
        '/api/family-members',
        '{"name":"Kid","age":8,"reading_level":"Elementary","__proto__":{"ai_summary":"pwned"}}',
        'property __proto__ should not exist',
      ],
      [
        'constructor.prototype (was accepted)',
        'POST',
        '/api/family-members',
        '{"name":"Kid","age":8,"reading_level":"Elementary","constructor":{"prototype":{"polluted":"yes"}}}',
        'property constructor should not exist',
      ],
      [
        'a key named like an Object.prototype member (was accepted)',
        'POST',
        '/api/scan-history',
        '{"book_title":"Holes","toString":"x"}',
        'property toString should not exist',
      ],
      [
        '__proto__ inside free JSON',
        'PUT',
        '/api/family-values',
        '{"data":{"a":{"__proto__":{"polluted":"yes"}}}}',
        'property data.a.__proto__ should not exist',
      ],
      [
        'an array where the book object belongs (was 500)',
        'POST',
        '/api/books/chat',
        '{"book":[],"question":"Any swearing?","reader_id":"self"}',
        'Book is not valid',
      ],
      [
        'an array where the sign-up data belongs (was 200: an account with array metadata)',
        'POST',
        '/api/auth/signup',
        '{"email":"x@example.com","password":"Bright!Lamp42","data":[]}',
        'Data is not valid',
      ],
      [
        'nesting 5,000 deep (was 500: stack overflow)',
        'PATCH',
        'member',
        `{"name":"Kid","deep":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        'The request nests deeper than 32 levels',
      ],
    ])('%s: 400 validation_failed', async (_label, method, path, raw, message) => {
      const req = (t.http() as unknown as Record<string, (p: string) => Test>)[method.toLowerCase()](
        path === 'member' ? `/api/family-members/${ids.member}` : path,
      );
      const res = await req.set(fuzzer.auth).set('Content-Type', 'application/json').send(raw);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status: 400, code: 'validation_failed', message });
      expect(errorShapeProblem(res)).toBeNull();
    });

    it('a body over the 12 MB limit: 413 payload_too_large in the error shape on every JSON route', async () => {
      const failures: string[] = [];
      const once = await send(jsonRoutes[0].route, { what: 'too large', raw: TOO_LARGE.toString() });
      if (once.status !== 413 || once.body?.code !== 'payload_too_large' || errorShapeProblem(once))
        failures.push(`${jsonRoutes[0].route.key}: ${once.status} ${once.text.slice(0, 100)}`);
      const server = t.app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      for (const { route } of jsonRoutes) {
        const answer = await tooLarge(
          port,
          route,
          callFor(route, ids).path,
          accessOf(route) === 'admin' ? admin.auth.Authorization : accessOf(route) === 'reader' ? fuzzReader.Authorization : fuzzer.auth.Authorization,
        );
        // the accounts routes answer GoTrue's code for it
        const expected = route.path.startsWith('/api/auth/') && route.path !== '/api/auth/reader-code' ? 'request_entity_too_large' : 'payload_too_large';
        if (answer.status !== 413 || answer.body.code !== expected)
          failures.push(`${route.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}`);
      }
      expect(failures).toEqual([]);
    }, 60_000);

    it('a charset the server cannot read: 415 in the error shape', async () => {
      const failures: string[] = [];
      for (const { route } of jsonRoutes) {
        const res = await send(route, { what: 'unknown charset', raw: '{}', contentType: 'application/json; charset=klingon-8' });
        if (res.status !== 415) failures.push(`${route.key}: ${res.status}`);
        else if (errorShapeProblem(res)) failures.push(`${route.key}: ${errorShapeProblem(res)}`);
      }
      expect(failures).toEqual([]);
    });

    // Found by the fuzzer in CI (seed 87170267): a body of one vertical tab was read as an empty body
    // (JavaScript's trim() takes it for a blank), so PUT /api/auth/user answered 200 with nothing to
    // change. Only a body of no bytes is no body; JSON's whitespace is space, tab, LF and CR alone.
    it.each([
      ['a vertical tab', '\u000b'],
      ['a form feed', '\f'],
      ['a no-break space', '\u00a0'],
      ['a byte-order mark', '\ufeff'],
      ['a line separator', '\u2028'],
      ['spaces alone', '   '],
      ['JSON whitespace alone', ' \t\r\n'],
      ['a vertical tab before an object', '\u000b{}'],
    ])('a body of %s is malformed JSON on every route, the accounts routes too', async (_label, raw) => {
      const res = await t.http().put('/api/auth/user').set(fuzzer.auth).set('Content-Type', 'application/json').send(raw);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'bad_json' });
      const member = await t.http().patch(`/api/family-members/${ids.member}`).set(fuzzer.auth).set('Content-Type', 'application/json').send(raw);
      expect({ status: member.status, code: member.body.code }).toEqual({ status: 400, code: 'invalid_json' });
      expect(errorShapeProblem(member)).toBeNull();
    });

    it('JSON whitespace before the object is still JSON, and a body of no bytes still reads as {}', async () => {
      await t.http().put('/api/auth/user').set(fuzzer.auth).set('Content-Type', 'application/json').send(' \t\r\n{}').expect(200);
      await t.http().put('/api/auth/user').set(fuzzer.auth).set('Content-Type', 'application/json').send('').expect(200);
    });

    it("leaves every account's rows and the catalog as they were", async () => {
      expect({
        bystander: await snapshotOf(t, bystander.id),
        fuzzer: await snapshotOf(t, fuzzer.id),
        admin: await snapshotOf(t, admin.id),
        books: await catalog(),
      }).toEqual(before);
    });
  });

  describe('hostile text where text belongs: never 5xx, never a stack, nobody else touched', () => {
    let before: string;
    beforeAll(async () => {
      before = await snapshotOf(t, bystander.id);
    });

    it('every JSON route', async () => {
      const failures: string[] = [];
      for (const { route, schema } of jsonRoutes) {
        const base = baseOf(route, schema);
        await fc.assert(
          fc.asyncProperty(hostileBody(schema, base), async (c) => {
            const res = await send(route, c);
            const why = problem(res, false);
            if (why) failures.push(`${route.key} — ${c.what} ${JSON.stringify(c.raw.slice(0, 80))} — ${why}`);
            return true;
          }),
          { numRuns: Math.ceil(RUNS_PER_ROUTE / 2), seed: SEED },
        );
      }
      expect({ seed: SEED, failures: failures.slice(0, 30) }).toEqual({ seed: SEED, failures: [] });
    }, 120_000);

    it('every route with hostile path parameters and query strings', async () => {
      const failures: string[] = [];
      // GET routes, and routes whose parameter the hostile text replaces (so nothing real is aimed at)
      const routes = appRoutes(t.app).filter((r) => !ROUTES[r.key]?.notJson && (r.method === 'GET' || r.path.includes(':')));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          hostileString,
          fc.constantFrom('q', 'reader_id', 'year', 'limit', 'offset', 'grant_type', 'scope', 'force', 'dryRun'),
          async (route, s, param) => {
            // at most ~4 KB of URL: longer ones are refused by Node's HTTP parser (431) before the app sees them
            const path = `${route.path.replace(/:(\w+)/g, () => percentEncode(s.slice(0, 200)))}?${param}=${percentEncode(s.slice(0, 200))}&${param}=2`;
            const req = (t.http() as unknown as Record<string, (p: string) => Test>)[route.method.toLowerCase()](path);
            const access = accessOf(route);
            if (access === 'admin') req.set(admin.auth);
            else if (access === 'reader') req.set(fuzzReader);
            else if (access !== 'public') req.set(fuzzer.auth);
            const res = await req;
            const why = res.headers['content-type']?.includes('text/html') && res.status < 500 ? null : problem(res, false);
            if (why) failures.push(`${route.key} — ${JSON.stringify(path.slice(0, 100))} — ${why}`);
            return true;
          },
        ),
        { numRuns: 150, seed: SEED },
      );
      expect({ seed: SEED, failures: failures.slice(0, 30) }).toEqual({ seed: SEED, failures: [] });
    }, 120_000);

    it("leaves the other account's rows as they were, and the tables where they were", async () => {
      expect(await snapshotOf(t, bystander.id)).toEqual(before);
      expect((await sql<{ n: number }>(t, 'select count(*)::int as n from users'))[0].n).toBeGreaterThan(0);
      expect(prototypeKeys()).toBe(cleanPrototype);
    });
  });
});
