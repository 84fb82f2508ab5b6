import { groupDigits } from './group-digits.js';

describe('digits are grouped as en-US writes them', () => {
  it.each([0, 7, 999, 1000, 5000, 10_000, 20_000, 123_456, 1_000_000, 9_876_543_210, Number.MAX_SAFE_INTEGER, -1, -1000, -1_234_567])(
    '%d reads as the platform writes it',
    (value) => {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    },
  );

  it('groups by hand: 12000 is 12,000 and -5000 is -5,000', () => {
    expect(groupDigits(12000)).toBe('12,000');
    expect(groupDigits(-5000)).toBe('-5,000');
  });

  it.each([1234.5, 2 ** 60, Number.POSITIVE_INFINITY, Number.NaN])('leaves %d to the platform', (value) => {
    expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  });
});
