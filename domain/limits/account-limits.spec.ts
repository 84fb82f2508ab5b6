import { ACCOUNT_LIMIT_MESSAGES, ACCOUNT_LIMITS, accountLimitProblem, nextOffset, pageOf } from './account-limits.js';

describe('account limits: what one account may hold', () => {
  it.each([
    ['a 30th family member fits', 'familyMembers', 29, 1, null],
    ['a 31st family member is refused', 'familyMembers', 30, 1, ACCOUNT_LIMIT_MESSAGES.familyMembers],
    ['an import that ends at 5,000 books fits', 'readingListItems', 4_000, 1_000, null],
    ['an import past 5,000 books is refused whole', 'readingListItems', 4_000, 1_001, ACCOUNT_LIMIT_MESSAGES.readingListItems],
    ['the 200th feedback fits', 'feedbackPerAccount', 199, 1, null],
    ['the 201st feedback is refused', 'feedbackPerAccount', 200, 1, ACCOUNT_LIMIT_MESSAGES.feedbackPerAccount],
    ['the 101st waiting book request is refused', 'pendingBookRequests', 100, 1, ACCOUNT_LIMIT_MESSAGES.pendingBookRequests],
    ['family values of 20,000 characters fit', 'familyValuesChars', 0, 20_000, null],
    ['family values of 10 MB are refused', 'familyValuesChars', 0, 10_000_000, ACCOUNT_LIMIT_MESSAGES.familyValuesChars],
  ] as const)('%s', (_what, limit, held, adding, expected) => {
    expect(accountLimitProblem(limit, held, adding)).toBe(expected);
  });

  it('counts one by default', () => {
    expect(accountLimitProblem('familyMembers', ACCOUNT_LIMITS.familyMembers)).toBe(ACCOUNT_LIMIT_MESSAGES.familyMembers);
  });
});

describe('list pages: limit and offset, default and most 100', () => {
  it.each([
    ['no query: the first 100', {}, { limit: 100, offset: 0 }],
    ['a smaller page', { limit: '20', offset: '40' }, { limit: 20, offset: 40 }],
    ['more than 100 asked: 100', { limit: '1000' }, { limit: 100, offset: 0 }],
    ['a limit of 0: the default', { limit: '0' }, { limit: 100, offset: 0 }],
    ['negative or odd values: the defaults', { limit: '-5', offset: 'x' }, { limit: 100, offset: 0 }],
    ['numbers as numbers', { limit: 5, offset: 10 }, { limit: 5, offset: 10 }],
    ['a fraction: the default', { limit: 2.5 }, { limit: 100, offset: 0 }],
  ])('%s', (_what, query, expected) => {
    expect(pageOf(query)).toEqual(expected);
  });

  it.each([
    ['a middle page', { limit: 100, offset: 0 }, 250, 100],
    ['the last page', { limit: 100, offset: 200 }, 250, null],
    ['an exact end', { limit: 100, offset: 100 }, 200, null],
    ['past the end', { limit: 100, offset: 900 }, 250, null],
  ])('%s: next offset', (_what, page, total, expected) => {
    expect(nextOffset(page, total)).toBe(expected);
  });
});
