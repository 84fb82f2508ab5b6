import { schemaErrors, wireSchema, type JsonSchema } from './json-schema.js';

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'severity', 'isbn', 'tags', 'ok'],
  properties: {
    status: { type: 'string', enum: ['one', 'none'] },
    severity: { type: 'integer', minimum: 0, maximum: 5, description: 'level' },
    isbn: { type: ['string', 'null'], maxLength: 17 },
    tags: { type: 'array', maxItems: 2, items: { type: 'string' } },
    ok: { type: 'boolean' },
  },
};
const valid = { status: 'one', severity: 3, isbn: null, tags: ['a'], ok: true };

describe('JSON answers checked against their schema on arrival', () => {
  it('accepts an answer that conforms', () => {
    expect(schemaErrors(schema, valid)).toEqual([]);
  });

  it.each([
    ['an extra field', { ...valid, note: 'x' }, '$.note: not allowed'],
    ['a value outside the enum', { ...valid, status: 'maybe' }, '$.status: "maybe" is not one of the allowed values'],
    ['a severity above the scale', { ...valid, severity: 9 }, '$.severity: above 5'],
    ['a fractional severity', { ...valid, severity: 2.5 }, '$.severity: expected a whole number'],
    ['null where it is not allowed', { ...valid, status: null }, '$.status: null is not allowed'],
    ['too many items', { ...valid, tags: ['a', 'b', 'c'] }, '$.tags: more than 2 items'],
    ['a wrong item type', { ...valid, tags: [1] }, '$.tags[0]: expected a string, got number'],
    ['a string over its length', { ...valid, isbn: 'x'.repeat(18) }, '$.isbn: longer than 17 characters'],
    ['not an object at all', [valid], '$: expected an object, got array'],
  ])('reports %s', (_case, value, problem) => {
    expect(schemaErrors(schema, value)).toContain(problem);
  });

  it('reports a missing field', () => {
    const { ok: _ok, ...withoutOk } = valid;
    expect(schemaErrors(schema, withoutOk)).toEqual(['$.ok: missing']);
  });

  it('sends the bounds in the description, not as keywords every server may not accept', () => {
    const wire = wireSchema(schema) as { properties: Record<string, Record<string, unknown>> };
    expect(wire.properties.severity).toEqual({ type: 'integer', description: 'level (minimum 0, maximum 5)' });
    expect(wire.properties.tags).toEqual({ type: 'array', items: { type: 'string' }, description: '(maxItems 2)' });
    expect(wire).toMatchObject({ type: 'object', additionalProperties: false, required: ['status', 'severity', 'isbn', 'tags', 'ok'] });
  });
});
