import { err, ok } from './result.js';
import { toEpochMs, toIsoString } from './instant.js';
import { validated } from './validation.js';

describe('Result', () => {
  it.each([
    ['ok wraps the value', ok(3), { ok: true, value: 3 }],
    [
      'err carries a stable code and a human message',
      err('invalid_isbn', 'Not an ISBN'),
      { ok: false, error: { code: 'invalid_isbn', message: 'Not an ISBN' } },
    ],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('Validation', () => {
  it.each([
    ['passes with the value when there is no message', [], { ok: true, errors: [], value: 'v' }],
    ['fails without a value when there is a message', ['Email is required'], { ok: false, errors: ['Email is required'] }],
  ])('%s', (_rule, errors, expected) => {
    expect(validated(errors, 'v')).toEqual(expected);
  });
});

describe('instants', () => {
  it.each([
    ['epoch milliseconds are taken as they are', 1000, 1000],
    ['an ISO string is parsed', '1970-01-01T00:00:01Z', 1000],
    ['a Date gives its time', new Date(1000), 1000],
  ])('%s', (_rule, instant, expected) => {
    expect(toEpochMs(instant)).toBe(expected);
  });

  it('writes any instant as an ISO string in UTC', () => {
    expect(toIsoString(1000)).toBe('1970-01-01T00:00:01.000Z');
  });
});
