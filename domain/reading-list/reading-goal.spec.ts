import { READING_GOAL_MESSAGES, readingGoalTargetErrors, readingGoalYearErrors, yearBounds } from './reading-goal.rules.js';

describe('a reading goal: a target of 1 to 1000 books for a year from 2000 to 2100', () => {
  it.each([
    ['one book is a target', 1, []],
    ['a thousand books is a target', 1000, []],
    ['no book is not a target', 0, [READING_GOAL_MESSAGES.target]],
    ['more than a thousand is not a target', 1001, [READING_GOAL_MESSAGES.target]],
    ['half a book is not a target', 2.5, [READING_GOAL_MESSAGES.target]],
    ['a negative count is not a target', -3, [READING_GOAL_MESSAGES.target]],
  ])('%s', (_rule, target, expected) => {
    expect(readingGoalTargetErrors(target)).toEqual(expected);
  });

  it.each([
    ['2000 is a goal year', 2000, []],
    ['2100 is a goal year', 2100, []],
    ['1999 is too early', 1999, [READING_GOAL_MESSAGES.year]],
    ['2101 is too late', 2101, [READING_GOAL_MESSAGES.year]],
    ['a fraction of a year is not a year', 2026.5, [READING_GOAL_MESSAGES.year]],
  ])('%s', (_rule, year, expected) => {
    expect(readingGoalYearErrors(year)).toEqual(expected);
  });

  it('the messages name the bounds the rule checks', () => {
    expect(READING_GOAL_MESSAGES).toEqual({
      target: 'Target must be a whole number from 1 to 1000',
      year: 'Year must be a whole number from 2000 to 2100',
    });
  });

  it.each([
    ['a year runs from its first UTC midnight to the next year’s', 2026, '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['a leap year is counted whole', 2028, '2028-01-01T00:00:00.000Z', '2029-01-01T00:00:00.000Z'],
  ])('completions count by UTC date: %s', (_rule, year, from, to) => {
    const bounds = yearBounds(year);
    expect([bounds.from.toISOString(), bounds.to.toISOString()]).toEqual([from, to]);
  });
});
