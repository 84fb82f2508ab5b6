import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApi } from '../../api/openapi/openapi-document.js';
import { contractOf } from '../support/openapi-contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Json = Record<string, unknown>;

function responsesOf(doc: OpenAPIObject): { key: string; status: string; content: Record<string, Json> | undefined }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => {
      const op = (item as Record<string, { responses?: Record<string, { content?: Record<string, Json> }> } | undefined>)[m];
      return Object.entries(op?.responses ?? {}).map(([status, r]) => ({ key: `${m.toUpperCase()} ${path} ${status}`, status, content: r.content }));
    }),
  );
}

/** Every object schema that neither lists its properties nor says it is a free-form map. */
function bareObjects(node: unknown, at: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => bareObjects(n, `${at}[${i}]`, found));
  else if (node && typeof node === 'object') {
    const s = node as Json;
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const composed = s.$ref || s.allOf || s.oneOf || s.anyOf;
    if (types.includes('object') && !s.properties && s.additionalProperties === undefined && !composed) found.push(at);
    for (const [k, v] of Object.entries(s)) if (k !== 'example' && k !== 'examples') bareObjects(v, `${at}.${k}`, found);
  }
  return found;
}

describe('the OpenAPI document (issue #22: one contract)', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  beforeAll(async () => {
    t = await startTestApp();
    doc = (await t.http().get('/api/docs').expect(200)).body as OpenAPIObject;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and valid (swagger-parser), and what /api/docs serves is what the app builds', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(JSON.parse(JSON.stringify(buildOpenApi(t.app)))).toEqual(doc);
  });

  it('names a schema for every error answer (the one error shape, GoTrue’s on /api/auth)', () => {
    const untyped = responsesOf(doc).filter((r) => Number(r.status) >= 400 && !Object.values(r.content ?? {}).some((m) => m.schema));
    expect(untyped.map((r) => r.key)).toEqual([]);
    expect(doc.components?.schemas?.ErrorBody).toMatchObject({ required: ['code', 'message', 'errors'] });
  });

  it('names a schema for every success answer with a body (the last untyped ones, the admin book tools, were typed in issue #22)', () => {
    const untyped = responsesOf(doc)
      .filter((r) => r.content && Object.values(r.content).some((m) => !m.schema))
      .map((r) => r.key);
    expect(untyped).toEqual([]);
    const noBody = responsesOf(doc).filter((r) => !r.content && !['204', '303'].includes(r.status));
    expect(noBody.map((r) => r.key)).toEqual([]);
  });

  it('has no bare object: every object lists its fields or is declared a free-form map', () => {
    expect(bareObjects(doc.components, 'components', [])).toEqual([]);
    expect(bareObjects(doc.paths, 'paths', [])).toEqual([]);
  });

  it('the live check catches a drift: a renamed, a missing or an extra field, a wrong type', () => {
    const contract = contractOf(doc);
    const ok = { status: 200, headers: { 'content-type': 'application/json' }, body: { status: 'ok', db: 'ok' }, text: '{}' };
    expect(() => contract.check('get', '/api/health', ok)).not.toThrow();
    expect(() => contract.check('get', '/api/health', { ...ok, body: { state: 'ok', db: 'ok' } })).toThrow(/OpenAPI drift/);
    expect(() => contract.check('get', '/api/health', { ...ok, body: { status: 'ok' } })).toThrow(/db/);
    expect(() => contract.check('get', '/api/health', { ...ok, body: { status: 'ok', db: 'ok', extra: 1 } })).toThrow(/extra/);
    expect(() => contract.check('get', '/api/health', { ...ok, body: { status: 'fine', db: 'ok' } })).toThrow(/OpenAPI drift/);
    expect(() => contract.check('get', '/api/health', { ...ok, status: 201 })).toThrow(/not a documented response/);
    expect(() => contract.check('patch', '/api/reading-list/some-id', { ...ok, status: 404, body: { code: 'not_found', message: 'x' } })).toThrow(/errors/);
    expect(() => contract.check('get', '/api/reading-list/export.csv', { ...ok, headers: { 'content-type': 'text/html' } })).toThrow(/text\/csv/);
  });
});
