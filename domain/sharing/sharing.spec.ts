import type { ReaderProfile } from '../matching/book-facts.js';
import { CATEGORY_IDS } from '../taxonomy/content-categories.js';
import type { Tolerance } from '../taxonomy/tolerance-scale.js';
import { comfortInWords, comfortLines } from './comfort-words.js';
import { firstNameOnly } from './first-name.js';
import { PRINTED_BOOKS_MAX, PRINTED_LINE_MAX, printedBooks, printedLine } from './printed-card.js';
import {
  mayCreateShareLink,
  parseShareExpiry,
  parseShareLabel,
  SHARE_LABEL_MAX,
  SHARE_LINKS_ACTIVE_MAX,
  SHARE_MESSAGES,
  shareLinkExpiry,
  shareLinkStatus,
} from './share-link.rules.js';
import { isWellFormedShareToken } from './share-token.js';
import { NO_VERDICT_WORDS, verdictWords } from './verdict-words.js';

const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('a share link lives for one of the lifetimes the parent can choose', () => {
  it.each([
    ['one day', 1, 1],
    ['a week', 7, 7],
    ['a month', 30, 30],
    ['three months, the longest', 90, 90],
    ['no choice: a week', undefined, 7],
    ['a null choice: a week', null, 7],
  ])('%s (%s) is accepted as %s days', (_rule, days, expected) => {
    expect(parseShareExpiry(days)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['longer than three months', 365],
    ['a day count not offered', 14],
    ['zero days', 0],
    ['a negative count', -7],
    ['a fraction', 7.5],
    ['a number in a string', '7'],
    ['forever', Number.POSITIVE_INFINITY],
  ])('%s (%s) is refused with the choices in words', (_rule, days) => {
    expect(parseShareExpiry(days)).toEqual({ ok: false, error: { code: 'invalid_expiry', message: SHARE_MESSAGES.expiryChoice } });
  });

  it('names the choices in the refusal', () => {
    expect(SHARE_MESSAGES.expiryChoice).toBe('Choose how long the link works: 1, 7, 30 or 90 days.');
  });

  it.each([
    [1, '2026-11-27T12:00:00.000Z'],
    [7, '2026-12-03T12:00:00.000Z'],
    [90, '2027-02-24T12:00:00.000Z'],
  ] as const)('a link made now for %s days stops working at %s', (days, expected) => {
    expect(shareLinkExpiry(NOW, days).toISOString()).toBe(expected);
  });
});

describe("a link's status: revoked once turned off, expired from its expiry on, else active", () => {
  it.each([
    ['before its expiry, not turned off', '2026-11-27T12:00:00.000Z', null, 'active'],
    ['one millisecond before its expiry', '2026-11-26T12:00:00.001Z', null, 'active'],
    ['at its expiry instant', '2026-11-26T12:00:00.000Z', null, 'expired'],
    ['after its expiry', '2026-11-20T00:00:00.000Z', null, 'expired'],
    ['turned off before its expiry', '2026-11-27T12:00:00.000Z', '2026-11-26T11:00:00.000Z', 'revoked'],
    ['turned off and past its expiry: still revoked', '2026-11-20T00:00:00.000Z', '2026-11-19T00:00:00.000Z', 'revoked'],
  ])('%s is %s', (_rule, expires_at, revoked_at, expected) => {
    expect(shareLinkStatus({ expires_at, revoked_at }, NOW)).toBe(expected);
  });
});

describe('a reader has at most five working links at once', () => {
  it.each([
    [0, true],
    [SHARE_LINKS_ACTIVE_MAX - 1, true],
    [SHARE_LINKS_ACTIVE_MAX, false],
    [SHARE_LINKS_ACTIVE_MAX + 3, false],
  ])('with %s working links, one more may be made: %s', (active, allowed) => {
    const result = mayCreateShareLink(active);
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.error).toEqual({ code: 'too_many_active', message: SHARE_MESSAGES.tooManyActive });
  });

  it('says how to make room', () => {
    expect(SHARE_MESSAGES.tooManyActive).toBe('A reader can have at most 5 working share links. Turn one off to make another.');
  });
});

describe("a link's name is the parent's own, short and optional", () => {
  it.each([
    ['a name, trimmed and with single spaces', '  For   Grandma ', 'For Grandma'],
    ['blank: none', '   ', null],
    ['missing: none', undefined, null],
    ['not text: none', 42, null],
    ['exactly the longest', 'x'.repeat(SHARE_LABEL_MAX), 'x'.repeat(SHARE_LABEL_MAX)],
  ])('%s', (_rule, label, expected) => {
    expect(parseShareLabel(label)).toEqual({ ok: true, value: expected });
  });

  it('a name longer than 60 characters is refused', () => {
    expect(parseShareLabel('x'.repeat(SHARE_LABEL_MAX + 1))).toEqual({
      ok: false,
      error: { code: 'label_too_long', message: "A link's name can be at most 60 characters." },
    });
  });
});

describe('a token is looked up only when it has the shape we make', () => {
  it.each([
    ['32 URL-safe characters', 'abcdefghijklmnopqrstuvwxyzAB09_-', true],
    ['one character short', 'abcdefghijklmnopqrstuvwxyzAB09_', false],
    ['one character long', 'abcdefghijklmnopqrstuvwxyzAB09_-x', false],
    ['a character outside base64url', 'abcdefghijklmnopqrstuvwxyzAB09_+', false],
    ['a path trick', '../../../../../../../etc/passwd00', false],
    ['empty', '', false],
  ])('%s: %s', (_rule, token, expected) => {
    expect(isWellFormedShareToken(token)).toBe(expected);
  });
});

describe('a card names the reader by first name only', () => {
  it.each([
    ['a first name and a surname', 'Mia Rossi', 'Mia'],
    ['extra spaces around', '  Mia   Rossi  ', 'Mia'],
    ['a middle name and a surname', 'Leo James Park', 'Leo'],
    ['a hyphenated first name', 'Anne-Marie Dubois', 'Anne-Marie'],
    ['a single name', 'Sam', 'Sam'],
    ['a tab between names', 'Zoë\tLind', 'Zoë'],
    ['nothing', '   ', ''],
  ])('%s: "%s" → "%s"', (_rule, name, expected) => {
    expect(firstNameOnly(name)).toBe(expected);
  });
});

describe('comfort levels in plain words', () => {
  it.each([
    ['violence', 0, 'No violence at all'],
    ['violence', 1, 'Only a hint of violence'],
    ['violence', 2, 'Mild violence is fine'],
    ['violence', 3, 'Some violence is fine'],
    ['violence', 4, 'Strong violence is fine'],
    ['violence', 5, 'Any violence is fine'],
    ['sexual_content', 0, 'No romance or sexual content at all'],
    ['scary_horror', 2, 'Mild scary or horror scenes are fine'],
    ['profanity', 5, 'Any bad language is fine'],
    ['religious_themes', 5, 'Any religious themes are fine'],
  ] as const)('%s at %s: "%s"', (category, level, words) => {
    expect(comfortInWords(category, level)).toBe(words);
  });

  it('has words for every category at every level, each starting with a capital', () => {
    for (const category of CATEGORY_IDS) {
      for (const level of [0, 1, 2, 3, 4, 5] as Tolerance[]) expect(comfortInWords(category, level)).toMatch(/^[A-Z]/);
    }
  });
});

describe("a card's comfort lines are the levels books are judged against", () => {
  const reader: ReaderProfile = { name: 'Mia', age: 10, tolerance: { violence: 3, sexual_content: 5 }, screening: ['sexual_content'] };
  const lines = comfortLines(reader);

  it('lists every category once, in canonical order', () => {
    expect(lines.map((l) => l.category)).toEqual([...CATEGORY_IDS]);
  });

  it.each([
    ['an answered category: the answer', 'violence', 3, 'Some violence is fine'],
    ['a screened category: none at all, whatever the answer', 'sexual_content', 0, 'No romance or sexual content at all'],
    ['an unanswered category: the default for the age (Low under 12)', 'profanity', 2, 'Mild bad language is fine'],
  ] as const)('%s', (_rule, category, level, words) => {
    expect(lines.find((l) => l.category === category)).toEqual({ category, label: expect.any(String), level, words });
  });

  it('carries the category labels of the app', () => {
    expect(lines[0].label).toBe('Violence');
  });
});

describe('a verdict in a few words', () => {
  it.each([
    ['good', 'Good fit'],
    ['decent', 'Fine: within the limits'],
    ['fair', 'Check first: above a comfort level'],
    ['poor', 'Not a fit: content the parent rules out'],
    [null, NO_VERDICT_WORDS],
  ] as const)('%s: "%s"', (level, words) => {
    expect(verdictWords(level)).toBe(words);
  });
});

describe('a printed card stays one page', () => {
  it.each([
    ['no books', 0, 0, null],
    ['fewer books than fit', 3, 3, null],
    ['exactly as many as fit', PRINTED_BOOKS_MAX, PRINTED_BOOKS_MAX, null],
    ['one more than fits: the last line says how many more', PRINTED_BOOKS_MAX + 1, PRINTED_BOOKS_MAX - 1, 'and 2 more'],
    ['many more', 100, PRINTED_BOOKS_MAX - 1, `and ${100 - PRINTED_BOOKS_MAX + 1} more`],
  ])('%s (%s books): %s printed, then %s', (_rule, count, shown, more) => {
    const books = Array.from({ length: count }, (_, i) => i);
    expect(printedBooks(books)).toEqual({ shown: books.slice(0, shown), more });
  });

  it.each([
    ['a short line is kept', 'Holes', 'Holes'],
    ['spaces are tidied', '  The   Hobbit ', 'The Hobbit'],
    ['a line of exactly the longest is kept', 'x'.repeat(PRINTED_LINE_MAX), 'x'.repeat(PRINTED_LINE_MAX)],
    ['a longer line is cut with an ellipsis', 'y'.repeat(PRINTED_LINE_MAX + 5), `${'y'.repeat(PRINTED_LINE_MAX - 1)}…`],
  ])('%s', (_rule, text, expected) => {
    expect(printedLine(text)).toBe(expected);
  });
});

describe('too many requests for a card says how long to wait', () => {
  it.each([
    [0.2, 'Too many requests for this card. Please wait 1 minute.'],
    [4.1, 'Too many requests for this card. Please wait 5 minutes.'],
  ])('%s minutes left: "%s"', (minutes, message) => {
    expect(SHARE_MESSAGES.tooManyRequests(minutes)).toBe(message);
  });
});
