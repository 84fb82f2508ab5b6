import { riskLevel } from './risk-level.js';
import { sensitivityLevel } from './sensitivity-level.js';

const many = (n: number) => Array.from({ length: n }, (_, i) => `category ${i}`);

describe('sensitivity level', () => {
  it.each([
    ['Maximum if 10 or more categories', many(10), '', 'Maximum'],
    ['Maximum if extra text over 100 characters', [], 'x'.repeat(101), 'Maximum'],
    ['High at 6 or more categories', many(9), '', 'High'],
    ['High at 6 categories exactly', many(6), '', 'High'],
    ['High at extra text over 50 characters', [], 'x'.repeat(100), 'High'],
    ['not High at extra text of exactly 50 characters', [], 'x'.repeat(50), 'Low'],
    ['Moderate at 3 or more categories', many(3), '', 'Moderate'],
    ['otherwise Low', many(2), 'x'.repeat(50), 'Low'],
    ['extra text is measured after trimming', [], `  ${'x'.repeat(50)}  `, 'Low'],
  ])('%s', (_rule, categories, text, expected) => {
    expect(sensitivityLevel(categories, text)).toBe(expected);
  });

  it.each([
    ['missing extra text counts as none', null, 'Low'],
    ['undefined extra text counts as none', undefined, 'Low'],
  ])('%s', (_rule, text, expected) => {
    expect(sensitivityLevel([], text)).toBe(expected);
  });

  it.each([
    ['a count may be given instead of a list', 10, 'Maximum'],
    ['a count of zero without text is Low', 0, 'Low'],
  ])('%s', (_rule, count, expected) => {
    expect(sensitivityLevel(count)).toBe(expected);
  });
});

describe('risk level by age', () => {
  it.each([
    ['profanity is High under 12', 'profanity', 11, 'High'],
    ['profanity is Moderate at 12', 'profanity', 12, 'Moderate'],
    ['violence is High under 14', 'violence', 13, 'High'],
    ['violence is Moderate at 14', 'violence', 14, 'Moderate'],
    ['sexual content is High under 16', 'sexual_content', 15, 'High'],
    ['sexual content is Moderate at 16', 'sexual_content', 16, 'Moderate'],
    ['an analysis label is understood', 'Profanity or Crude Language', 8, 'High'],
    ['the words of the rule are understood', 'sexual content', 15, 'High'],
    ['free text naming profanity is read by keyword', 'Mild profanity', 11, 'High'],
    ['free text naming violence is read by keyword', 'Cartoon violence', 13, 'High'],
    ['free text naming sexual content is read by keyword', 'Sexual references', 15, 'High'],
    ['any other category is Moderate', 'mental_health', 5, 'Moderate'],
    ['an unknown category is Moderate', 'knitting', 5, 'Moderate'],
  ])('%s', (_rule, category, age, expected) => {
    expect(riskLevel(category, age)).toBe(expected);
  });
});
