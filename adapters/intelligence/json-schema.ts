/**
 * The small subset of JSON Schema that structured outputs use, with a validator for answers on
 * arrival: one definition is both sent to the AI service and checked against what comes back (a
 * compatible server may ignore the schema, and a model may drift from it).
 */
export type JsonSchema =
  | { type: 'object'; properties: Record<string, JsonSchema>; required: string[]; additionalProperties: false; description?: string }
  | { type: 'array'; items: JsonSchema; maxItems?: number; description?: string }
  | { type: 'string' | ['string', 'null']; enum?: readonly string[]; maxLength?: number; description?: string }
  | { type: 'integer' | ['integer', 'null'] | 'number'; minimum?: number; maximum?: number; description?: string }
  | { type: 'boolean'; description?: string };

/** Keywords checked here but not sent: not every OpenAI-compatible server accepts them in strict mode. */
const LOCAL_ONLY = ['minimum', 'maximum', 'maxItems', 'maxLength'] as const;

/** The schema as sent: bounds move into the description, where any model can read them. */
export function wireSchema(schema: JsonSchema): Record<string, unknown> {
  const bounds = LOCAL_ONLY.filter((k) => k in schema).map((k) => `${k} ${String((schema as Record<string, unknown>)[k] as number)}`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((LOCAL_ONLY as readonly string[]).includes(key)) continue;
    if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, wireSchema(v)]));
    else if (key === 'items') out.items = wireSchema(value as JsonSchema);
    else out[key] = value;
  }
  if (bounds.length > 0) out.description = [schema.description, `(${bounds.join(', ')})`].filter(Boolean).join(' ');
  return out;
}

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Every way `value` breaks `schema`, as 'path: problem'; empty when it conforms. */
export function schemaErrors(schema: JsonSchema, value: unknown, path = '$'): string[] {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
  if (value === null) return types.includes('null') ? [] : [`${path}: null is not allowed`];
  switch (types[0]) {
    case 'object': {
      const s = schema as Extract<JsonSchema, { type: 'object' }>;
      if (typeName(value) !== 'object') return [`${path}: expected an object, got ${typeName(value)}`];
      const record = value as Record<string, unknown>;
      return [
        ...s.required.filter((k) => !(k in record)).map((k) => `${path}.${k}: missing`),
        ...Object.keys(record)
          .filter((k) => !(k in s.properties))
          .map((k) => `${path}.${k}: not allowed`),
        ...Object.entries(s.properties).flatMap(([k, sub]) => (k in record ? schemaErrors(sub, record[k], `${path}.${k}`) : [])),
      ];
    }
    case 'array': {
      const s = schema as Extract<JsonSchema, { type: 'array' }>;
      if (!Array.isArray(value)) return [`${path}: expected an array, got ${typeName(value)}`];
      const size = s.maxItems !== undefined && value.length > s.maxItems ? [`${path}: more than ${s.maxItems} items`] : [];
      return [...size, ...value.flatMap((item, i) => schemaErrors(s.items, item, `${path}[${i}]`))];
    }
    case 'string': {
      const s = schema as Extract<JsonSchema, { type: 'string' | ['string', 'null'] }>;
      if (typeof value !== 'string') return [`${path}: expected a string, got ${typeName(value)}`];
      if (s.enum && !s.enum.includes(value)) return [`${path}: "${value.slice(0, 40)}" is not one of the allowed values`];
      return s.maxLength !== undefined && value.length > s.maxLength ? [`${path}: longer than ${s.maxLength} characters`] : [];
    }
    case 'integer':
    case 'number': {
      const s = schema as Extract<JsonSchema, { minimum?: number }>;
      if (typeof value !== 'number' || !Number.isFinite(value)) return [`${path}: expected a number, got ${typeName(value)}`];
      if (types[0] === 'integer' && !Number.isInteger(value)) return [`${path}: expected a whole number`];
      if (s.minimum !== undefined && value < s.minimum) return [`${path}: below ${s.minimum}`];
      return s.maximum !== undefined && value > s.maximum ? [`${path}: above ${s.maximum}`] : [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path}: expected true or false, got ${typeName(value)}`];
    default:
      return [`${path}: unsupported schema`];
  }
}
