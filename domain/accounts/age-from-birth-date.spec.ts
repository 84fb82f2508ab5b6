import { ageFromBirthDate, birthYearOptions } from './age-from-birth-date.js';

describe('age in whole years from a birth date', () => {
  it.each([
    ['counts whole years once the birthday has passed', '2010-06-15', '2026-06-16', 16],
    ['counts the birthday itself as reached', '2010-06-15', '2026-06-15', 16],
    ['subtracts one when the birthday is still to come this year', '2010-06-15', '2026-06-14', 15],
    ['subtracts one when the birth month is still to come', '2010-12-01', '2026-06-14', 15],
    ['a 29 February birth is not a year older on 28 February of a common year', '2012-02-29', '2027-02-28', 14],
    ['a 29 February birth turns a year older on 1 March of a common year', '2012-02-29', '2027-03-01', 15],
    ['a 29 February birth turns a year older on 29 February of a leap year', '2012-02-29', '2028-02-29', 16],
    ['a birth today is age 0', '2026-06-14', '2026-06-14', 0],
  ])('%s', (_rule, birth, today, expected) => {
    expect(ageFromBirthDate(birth, today)).toBe(expected);
  });

  it.each([
    ['reads Dates by their UTC calendar day', new Date('2010-06-15T23:30:00Z'), new Date('2026-06-15T00:10:00Z'), 16],
    ["reads the dropdowns' day, month and year", { year: 2010, month: 6, day: 15 }, { year: 2026, month: 6, day: 14 }, 15],
  ])('%s', (_rule, birth, today, expected) => {
    expect(ageFromBirthDate(birth, today)).toBe(expected);
  });

  it('throws on a string that is not an ISO date (a bug in the caller)', () => {
    expect(() => ageFromBirthDate('15/06/2010', '2026-06-14')).toThrow(RangeError);
  });

  it('offers the last 100 years, newest first', () => {
    const years = birthYearOptions(new Date('2026-03-01T00:00:00Z'));
    expect([years.length, years[0], years[99]]).toEqual([100, 2026, 1927]);
  });
});
