import { exampleTypeLabel, exampleTypeOf, isExampleType, refineCategoryByExampleType } from './example-types.js';
import { clampTolerance, isTolerance, TOLERANCE_LABELS, toleranceLabel } from './tolerance-scale.js';

describe('tolerance scale', () => {
  it.each([
    [0, 'Avoid/zero tolerance'],
    [1, 'Very Low'],
    [2, 'Low'],
    [3, 'Moderate'],
    [4, 'High'],
    [5, 'Any Level'],
  ])('level %i is labelled "%s"', (level, label) => {
    expect(toleranceLabel(level)).toBe(label);
    expect(TOLERANCE_LABELS[level]).toBe(label);
  });

  it.each([
    ['a level above 5 is held at 5', 9, 5],
    ['a level below 0 is held at 0', -2, 0],
    ['a fractional level is rounded', 2.6, 3],
  ])('%s', (_rule, value, expected) => {
    expect(clampTolerance(value)).toBe(expected);
  });

  it.each([
    ['0 is on the scale', 0, true],
    ['5 is on the scale', 5, true],
    ['6 is off the scale', 6, false],
    ['-1 is off the scale', -1, false],
    ['2.5 is off the scale', 2.5, false],
    ['a string is off the scale', '3', false],
  ])('%s', (_rule, value, expected) => {
    expect(isTolerance(value)).toBe(expected);
  });
});

describe('example types', () => {
  it.each([
    ['supernatural gives whimsical_fantasy', 'whimsical_fantasy', 'Whimsical Fantasy'],
    ['supernatural gives dark_occult', 'dark_occult', 'Dark Occult/Horror'],
    ['bullying or authority gives constructive', 'constructive', 'Constructive Challenge'],
    ['bullying or authority gives malicious', 'malicious', 'Malicious Disrespect'],
    ['an unknown type has no label', 'gentle', null],
  ])('%s', (_rule, type, label) => {
    expect(exampleTypeLabel(type)).toBe(label);
  });

  it.each([
    ['a whimsical example pins supernatural content to whimsical', 'supernatural_dark', 'whimsical_fantasy', 'supernatural_whimsical'],
    ['a dark example pins supernatural content to dark', 'supernatural_whimsical', 'dark_occult', 'supernatural_dark'],
    ['a constructive example pins bullying to constructive challenge', 'bullying_malicious', 'constructive', 'bullying_constructive'],
    ['a malicious example pins bullying to malicious disrespect', 'bullying_constructive', 'malicious', 'bullying_malicious'],
    ['a type from another family changes nothing', 'violence', 'malicious', 'violence'],
    ['an unknown type changes nothing', 'supernatural_dark', 'gentle', 'supernatural_dark'],
  ] as const)('%s', (_rule, category, type, expected) => {
    expect(refineCategoryByExampleType(category, type)).toBe(expected);
  });

  it.each([
    ['a known type is recognised', 'constructive', true],
    ['a non-string is not a type', 1, false],
  ])('isExampleType: %s', (_rule, value, expected) => {
    expect(isExampleType(value)).toBe(expected);
  });

  it.each([
    ['whimsical supernatural content is whimsical fantasy', 'supernatural_whimsical', 'whimsical_fantasy'],
    ['dark supernatural content is dark occult', 'supernatural_dark', 'dark_occult'],
    ['constructive bullying is a constructive challenge', 'bullying_constructive', 'constructive'],
    ['malicious bullying is malicious disrespect', 'bullying_malicious', 'malicious'],
    ['a category outside the split families has no example type', 'violence', null],
  ] as const)('exampleTypeOf: %s', (_rule, category, expected) => {
    expect(exampleTypeOf(category)).toBe(expected);
  });
});
