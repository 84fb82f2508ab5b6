import { getMetadataStorage } from 'class-validator';
import { acceptsUnknownFields } from '../../api/http/accepts-unknown-fields.js';
import type { AppRoute } from './route-table.js';

/** What the DTO behind a route's JSON body checks, property by property. */
export type JsonKind = 'string' | 'number' | 'boolean' | 'object';
export interface BodySchema {
  /** The DTO's name as the OpenAPI document and class-validator know it. */
  name: string;
  /** Properties whose JSON type a validator enforces (free-JSON properties are left out). */
  typed: Record<string, JsonKind>;
  /** Every property the DTO declares (the others are refused by forbidNonWhitelisted, unless `lenient`). */
  known: string[];
  /** The DTO is @AcceptsUnknownFields() (the GoTrue routes): unknown keys are dropped, not refused. */
  lenient: boolean;
  example: Record<string, unknown>;
}

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, { example?: unknown }>; required?: string[] }> };
}

const KIND_OF_CONSTRAINT: Record<string, JsonKind> = {
  isString: 'string',
  isIso8601: 'string',
  isISO8601: 'string',
  isNumber: 'number',
  isInt: 'number',
  isBoolean: 'boolean',
  isObject: 'object',
  isNotEmptyObject: 'object',
};

/** A class as class-validator's metadata storage keys it: only its name and prototype chain are read. */
type DtoClass = abstract new (...args: never[]) => unknown;

/** The classes class-validator knows, by name (DTO names are unique in this app). */
function validatedClasses(): Map<string, DtoClass> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<DtoClass | string, unknown[]> };
  const out = new Map<string, DtoClass>();
  for (const target of storage.validationMetadatas.keys()) if (typeof target === 'function') out.set(target.name, target);
  return out;
}

/**
 * An @IsIn field takes the JSON type of its choices: `expires_in_days` (1, 7, 30 or 90) is a number, and a
 * wrong-typed value for it is a string, never an integer that may happen to be one of the choices. Choices
 * of mixed types give no kind (the field is left out of the typed probes).
 */
export function kindOfChoices(choices: unknown): JsonKind | undefined {
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  if (choices.every((c) => typeof c === 'string')) return 'string';
  if (choices.every((c) => typeof c === 'number')) return 'number';
  return undefined;
}

function typedProperties(cls: DtoClass): Record<string, JsonKind> {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<DtoClass | string, { type: string; name?: string; propertyName: string; constraints?: unknown[] }[]>;
  };
  const typed: Record<string, JsonKind> = {};
  // a DTO's validators include its parents' (GotrueMetaDto and the like)
  for (let c: DtoClass | null = cls; c && c !== Object; c = Object.getPrototypeOf(c) as DtoClass | null) {
    for (const m of storage.validationMetadatas.get(c) ?? []) {
      const kind =
        m.type === 'nestedValidation' ? 'object' : m.name === 'isIn' ? kindOfChoices(m.constraints?.[0]) : m.name ? KIND_OF_CONSTRAINT[m.name] : undefined;
      if (kind && !typed[m.propertyName]) typed[m.propertyName] = kind;
    }
  }
  return typed;
}

/** The JSON body DTO of a route, from the OpenAPI document (which names it) and class-validator (which enforces it). */
export function bodySchemaOf(route: AppRoute, doc: OpenApi): BodySchema | null {
  const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
  const op = doc.paths[openApiPath]?.[route.method.toLowerCase()];
  const ref = op?.requestBody?.content?.['application/json']?.schema?.$ref;
  if (!ref) return null;
  const name = ref.split('/').pop()!;
  const component = doc.components.schemas[name] ?? {};
  const cls = validatedClasses().get(name);
  const example: Record<string, unknown> = {};
  for (const [prop, schema] of Object.entries(component.properties ?? {})) {
    if (schema.example !== undefined && (component.required ?? []).includes(prop)) example[prop] = schema.example;
  }
  return { name, typed: cls ? typedProperties(cls) : {}, known: Object.keys(component.properties ?? {}), lenient: acceptsUnknownFields(cls), example };
}
