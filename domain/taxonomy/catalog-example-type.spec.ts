import { catalogExampleType } from './catalog-example-type.js';

describe('which half of a split family a catalog "yes" means', () => {
  it.each([
    ['storybook magic is whimsical', 'supernatural_occult', { severity: 2, tags: ['fantasy'], scary: 0 }, 'whimsical_fantasy'],
    ['magic in a horror book is dark', 'supernatural_occult', { severity: 2, tags: ['fantasy', 'horror'], scary: 0 }, 'dark_occult'],
    ['magic with scary content at 3 is dark', 'supernatural_occult', { severity: 2, tags: [], scary: 3 }, 'dark_occult'],
    ['magic at 4 is dark', 'supernatural_occult', { severity: 4, tags: [], scary: 0 }, 'dark_occult'],
    ['mild conflict is a constructive challenge', 'bullying_cruelty', { severity: 2, tags: [], scary: 0 }, 'constructive'],
    ['cruelty at 3 is malicious', 'bullying_cruelty', { severity: 3, tags: [], scary: 0 }, 'malicious'],
    ['cruelty in a dark, gritty book is malicious', 'bullying_cruelty', { severity: 1, tags: ['dark_gritty'], scary: 0 }, 'malicious'],
    ['a type the row records wins', 'supernatural_occult', { stored: 'whimsical_fantasy', severity: 5, tags: ['horror'], scary: 5 }, 'whimsical_fantasy'],
    ['a recorded type of the other family is ignored', 'bullying_cruelty', { stored: 'dark_occult', severity: 1, tags: [], scary: 0 }, 'constructive'],
    ['other flags have no type', 'violence', { severity: 5, tags: [], scary: 0 }, null],
  ] as const)('%s', (_rule, flag, evidence, expected) => {
    expect(catalogExampleType(flag, evidence)).toBe(expected);
  });
});
