import type { Test } from 'supertest';
import { createUser, type TestUser } from '../integration/admin-auth.helper.js';
import { DEFAULT_PHRASES } from '../../api/http/validation-messages.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { bodySchemaOf, type BodySchema, type JsonKind } from './body-schemas.js';
import { accessOf, appRoutes, callFor, ROUTES, type AppRoute, type OwnerIds } from './route-table.js';

/** True when a text still carries class-validator's default wording. */
const isValidatorPhrase = (text: string): boolean => DEFAULT_PHRASES.test(text);

/**
 * Issue 19 item 12: no class-validator wording ("must be a string", "should not exist", "must be
 * shorter than", "each value in", …) reaches an answer, and no wrong-typed field answers 5xx. Every
 * JSON route of the live route table gets every typed field of its DTO as each wrong JSON type,
 * and (where the DTO is strict) an unknown field; each answer is read whole.
 */

const WRONG: Record<JsonKind, unknown[]> = {
  string: [42, true, [], ['a'], {}, null],
  number: ['x', true, [], {}, null, Infinity],
  boolean: ['yes', 1, [], {}, null],
  object: ['x', 42, true, [1], null],
};

/** Class-validator's own phrases, as the issue lists them (the product's messages never use them). */
const PHRASES = [
  'must be a string',
  'should not exist',
  'must be shorter than',
  'each value in',
  'must be a ',
  'must be an ',
  'must be longer than',
  'must be one of the following',
];

describe('validation wording: wrong-type probes on every JSON route', () => {
  let t: TestApp;
  let prober: SignedUp;
  let admin: TestUser;
  /** The prober's family member, signed in with its own code, for the reader's routes. */
  let reader: { Authorization: string };
  const ids = {} as OwnerIds;
  let routes: { route: AppRoute; schema: BodySchema | null }[];

  beforeAll(async () => {
    t = await startTestApp();
    prober = await signUp(t, 'prober');
    ids.member = (
      await t.http().post('/api/family-members').set(prober.auth).send({ name: 'Probe Kid', age: 9, reading_level: 'Elementary' }).expect(201)
    ).body.id;
    ids.item = (
      await t.http().post('/api/reading-list').set(prober.auth).send({ reader_id: ids.member, title: 'Wonder', author: 'R. J. Palacio' }).expect(201)
    ).body.id;
    ids.scan = (await t.http().post('/api/scan-history').set(prober.auth).send({ book_title: 'Wonder' }).expect(201)).body.id;
    ids.feedback = (await t.http().post('/api/feedback').set(prober.auth).send({ feedback_text: 'probe' }).expect(201)).body.id;
    ids.isbn = '9780000000002';
    const code = (await t.http().post(`/api/family-members/${ids.member}/reader-code`).set(prober.auth).expect(201)).body.code as string;
    reader = { Authorization: `Bearer ${(await t.http().post('/api/auth/reader-code').send({ code }).expect(200)).body.access_token}` };
    ids.request = (await t.http().post('/api/reader/requests').set(reader).send({ title: 'Wonder', author: 'R. J. Palacio' }).expect(201)).body.id;
    admin = await createUser(t, { admin: true, unlocked: true });
    const doc = (await t.http().get('/api/docs').expect(200)).body as Parameters<typeof bodySchemaOf>[1];
    routes = appRoutes(t.app)
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !ROUTES[r.key]?.notJson)
      // never the probe's own sign-out or account deletion: the probes after it would only see 401s
      .filter((r) => !/logout|delete|account\b/.test(r.path))
      .map((route) => ({ route, schema: bodySchemaOf(route, doc) }))
      .filter(({ schema }) => schema !== null);
  });
  afterAll(() => t.close());

  const send = (route: AppRoute, body: unknown): Test => {
    const call = callFor(route, ids);
    const req = (t.http() as unknown as Record<string, (p: string) => Test>)[route.method.toLowerCase()](call.path);
    if (accessOf(route) === 'admin') req.set(admin.auth);
    else if (accessOf(route) === 'reader') req.set(reader);
    else if (accessOf(route) !== 'public') req.set(prober.auth);
    return req.send(body as object);
  };

  it('finds the DTO-backed routes, the accounts routes among them', () => {
    const keys = routes.map((r) => r.route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/auth/token',
        'PUT /api/auth/user',
        'POST /api/family-members',
        'POST /api/books/analyze',
        'POST /api/reader/requests',
      ]),
    );
    expect(keys.length).toBeGreaterThanOrEqual(20);
  });

  it('answers every wrong type and unknown field without class-validator wording and without a 5xx', async () => {
    const problems: string[] = [];
    let probes = 0;
    for (const { route, schema } of routes) {
      const base = (callFor(route, ids).body as Record<string, unknown> | undefined) ?? { ...schema!.example };
      const cases: [string, unknown][] = Object.entries(schema!.typed).flatMap(([prop, kind]) =>
        WRONG[kind].map((v): [string, unknown] => [`${prop}=${JSON.stringify(v)}`, { ...base, [prop]: v }]),
      );
      if (!schema!.lenient) cases.push(['unknown field', { ...base, not_a_field: 1 }]);
      for (const [what, body] of cases) {
        probes += 1;
        const res = await send(route, body);
        const text = res.text ?? '';
        if (res.status >= 500) problems.push(`${route.key} ${what}: ${res.status}`);
        const phrase = PHRASES.find((p) => text.includes(p));
        if (phrase || (res.status === 400 && isValidatorPhrase(String(res.body?.message ?? '')))) problems.push(`${route.key} ${what}: ${text.slice(0, 160)}`);
      }
    }
    expect(probes).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 300_000);

  // (POST /api/scans/image is documented as multipart, so the loop above does not find it)
  it('answers a null photo with 400 (no photo), not 500', async () => {
    const res = await t.http().post('/api/scans/image').set(prober.auth).send({ imageDataUrl: null, reader_id: 'self' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it.each([
    ['POST /api/auth/signup', '/api/auth/signup', { password: 'Bright!Lamp42', data: {} }, 'You must provide either an email or phone number and a password'],
    ['a strict route', '/api/family-members', { name: 'Kid', age: 9, reading_level: 'Elementary', shoe_size: 3 }, 'Shoe size is not a field of this request'],
    ['a wrong type', '/api/family-members', { name: 42, age: 9, reading_level: 'Elementary' }, 'Name is not valid'],
  ])("words %s's failure in the product's voice", async (_case, path, body, message) => {
    const res = await t.http().post(path).set(prober.auth).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });
});
