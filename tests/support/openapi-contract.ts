/**
 * Live answers against the OpenAPI document (issue #22): every response a suite receives through
 * `startTestApp().http()` is checked here, so a field renamed, dropped, added or retyped on either
 * side fails the test that made the request, not a parent's screen.
 *
 * - The operation is found by method and path template; paths the document does not describe (the
 *   web client's pages, unknown routes) are not API responses and are skipped.
 * - A JSON answer whose response names no schema is a drift (the document spec keeps every one typed).
 * - A status the operation does not declare fails, except an error status whose body is still the
 *   API's one error shape (every error passes the one filter), which is checked against it.
 * - JSON bodies are validated with Ajv (JSON Schema 2020-12, as OpenAPI 3.1) and ajv-formats; every
 *   object schema that lists its properties is closed here (`additionalProperties: false` unless it
 *   says otherwise), so an undocumented field is a drift too. Other bodies must come with a content
 *   type the response declares.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApi } from '../../api/openapi/openapi-document.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface MediaType {
  schema?: unknown;
}
interface ResponseSpec {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseSpec>;
}

export interface LiveResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

export interface ContractCheck {
  /** Throws an Error naming the drift when the response does not match the document. */
  check(method: string, url: string, res: LiveResponse): void;
}

function closeObjects(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.properties && typeof schema.properties === 'object' && schema.additionalProperties === undefined) schema.additionalProperties = false;
  for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') closeObjects(value);
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The contract of one document: finds each response's schema and validates bodies against it. */
export function contractOf(document: OpenAPIObject): ContractCheck {
  const doc = JSON.parse(JSON.stringify(document)) as OpenAPIObject & { $id?: string };
  closeObjects(doc.components);
  closeObjects(doc.paths);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const routes = Object.keys(doc.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(
        `^${template
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\\?\{[^}]+\\?\}/g, '[^/]+')
          .replace(/\{[^}]+\}/g, '[^/]+')}$`,
      ),
    }))
    // literal segments first: /api/reading-list/export.csv before /api/reading-list/{id}
    .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string): ValidateFunction => {
    let v = compiled.get(ref);
    if (!v) {
      v = ajv.getSchema(`openapi.json#/${ref}`);
      if (!v) throw new Error(`no schema at ${ref}`);
      compiled.set(ref, v);
    }
    return v;
  };
  const errorRef = (template: string) =>
    pointer('components', 'schemas', template.startsWith('/api/auth/') && !template.startsWith('/api/auth/reader-code') ? 'GoTrueError' : 'ErrorBody');

  return {
    check(method, url, res) {
      const path = url.split('?')[0].split('#')[0];
      const route = routes.find((r) => r.pattern.test(path));
      const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      const operation = route && (doc.paths[route.template] as Record<string, Operation | undefined>)[m];
      if (!route || !operation) return; // not an API route of the document (web pages, unknown paths)
      const where = `${method.toUpperCase()} ${route.template} → ${res.status}`;
      const declared = operation.responses?.[String(res.status)];
      const contentType = String(res.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      const hasBody = method.toLowerCase() !== 'head' && res.status !== 204 && res.status !== 304 && (res.text ?? '') !== '';
      let ref: string;
      if (!declared) {
        if (res.status < 400) throw new Error(`OpenAPI drift: ${where} is not a documented response of this route`);
        if (!hasBody || contentType !== 'application/json') return;
        ref = errorRef(route.template); // an undocumented error status still answers the one error shape
      } else {
        if (!hasBody) return;
        if (res.status >= 300 && res.status < 400 && !declared.content) return; // a redirect's body, if any, is not the contract's
        const media = declared.content ?? {};
        const key =
          Object.keys(media).find((k) => k === contentType) ?? Object.keys(media).find((k) => k.endsWith('/*') && contentType.startsWith(k.slice(0, -1)));
        if (!key)
          throw new Error(
            `OpenAPI drift: ${where} answered ${contentType || 'no content type'}, the document declares ${Object.keys(media).join(', ') || 'no body'}`,
          );
        if (key !== 'application/json') return;
        if (!media[key].schema) throw new Error(`OpenAPI drift: ${where} answered JSON, the document names no schema for it`);
        ref = pointer('paths', route.template, m, 'responses', String(res.status), 'content', key, 'schema');
      }
      const validate = validatorAt(ref);
      if (!validate(res.body)) {
        const problems = (validate.errors ?? [])
          .slice(0, 8)
          .map(
            (e) =>
              `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
          );
        throw new Error(`OpenAPI drift: ${where} does not match its schema:\n  ${problems.join('\n  ')}\nbody: ${JSON.stringify(res.body).slice(0, 600)}`);
      }
    },
  };
}

let cached: { document: OpenAPIObject; contract: ContractCheck } | null = null;

/** The contract of the app's own document (built once a test file; every app builds the same). */
export function contractOfApp(app: NestFastifyApplication): ContractCheck {
  if (!cached) {
    const document = buildOpenApi(app);
    cached = { document, contract: contractOf(document) };
  }
  return cached.contract;
}

type Agent = Record<string, unknown>;
interface PendingTest {
  expect: (fn: (res: LiveResponse) => void) => unknown;
  url: string;
}

/**
 * A supertest agent whose every request is checked against the contract when it ends (an
 * assertion added first, so the drift is the reported failure).
 */
export function checkedAgent<T extends object>(agent: T, contract: ContractCheck): T {
  return new Proxy(agent, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== 'string' || !(METHODS as readonly string[]).includes(prop) || typeof value !== 'function') return value;
      return (url: string, ...rest: unknown[]) => {
        const test = (value as (...a: unknown[]) => PendingTest).call(target as Agent, url, ...rest);
        test.expect((res) => contract.check(prop, url, res));
        return test;
      };
    },
  });
}
