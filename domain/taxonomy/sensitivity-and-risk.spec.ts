import { riskLevel } from './risk-level.js';

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
