import fc from 'fast-check';
import { ALL_PREFERENCE_TAGS } from '../readers/preference-tags.js';
import { CATEGORY_IDS, type CategoryId } from '../taxonomy/content-categories.js';
import type { BookFacts, ContentFact, ReaderProfile } from './book-facts.js';
import { capScore, dealbreakerOf } from './dealbreakers.js';
import { matchBook } from './match-book.js';
import { MATCH_LEVELS, type MatchLevel } from './match-level.js';

// Sam, 10: romance screened, violence answered Low (2), profanity answered Avoid (0), likes fantasy and found family
const sam: ReaderProfile = {
  name: 'Sam',
  age: 10,
  tolerance: { violence: 2, profanity: 0 },
  preferences: ['fantasy', 'found_family', 'mystery', 'survival'],
  screening: ['sexual_content'],
};
const fact = (category: CategoryId, severity: number, present = true): ContentFact => ({ category, present, severity, description: '' });
const book = (categories: ContentFact[], tags: string[] = []): BookFacts => ({ title: 'T', author: 'A', categories, tags });
const allInterests = ['fantasy', 'found_family', 'mystery', 'survival'];

describe('dealbreakers dominate', () => {
  it.each<[string, BookFacts, MatchLevel, number]>([
    ['a clean book is good, and interests order it (four shared: 100)', book([fact('violence', 2)], allInterests), 'good', 100],
    ['a clean book that shares none of the listed interests is decent (70): within the limits, not their usual kind', book([]), 'decent', 70],
    ['one level above a tolerance caps the book at fair, however many interests it shares', book([fact('violence', 3)], allInterests), 'fair', 59],
    ['the Twilight case: a screened category the book contains is poor, whatever the interests', book([fact('sexual_content', 3)], allInterests), 'poor', 39],
    ['a category answered Avoid that the book contains is poor', book([fact('profanity', 1)], allInterests), 'poor', 39],
    ['a screened category is poor even at severity 0 ("flagged whenever present")', book([fact('sexual_content', 0)]), 'poor', 39],
    ['a screened category the book does not contain costs nothing', book([fact('sexual_content', 5, false)], ['fantasy']), 'good', 85],
    ['below the cap the penalty still orders conflicting books: three levels over is fair at 40', book([fact('violence', 5)]), 'fair', 40],
    ['a second conflict costs its own penalty and may drop the book to poor', book([fact('violence', 5), fact('scary_horror', 3)]), 'poor', 20],
    ['the score never drops below 0', book([fact('violence', 5), fact('profanity', 5), fact('sexual_content', 5)]), 'poor', 0],
  ])('%s', (_rule, facts, level, score) => {
    const match = matchBook(facts, sam);
    expect([match.matchLevel, match.matchScore]).toEqual([level, score]);
  });

  it.each([
    ['no conflict: none', [{ exceedsTolerance: false, tolerance: 0 }], 'none'],
    ['a conflict above a tolerance: above_tolerance', [{ exceedsTolerance: true, tolerance: 2 }], 'above_tolerance'],
    [
      'a conflict at zero tolerance wins over any other',
      [
        { exceedsTolerance: true, tolerance: 2 },
        { exceedsTolerance: true, tolerance: 0 },
      ],
      'zero_tolerance',
    ],
  ] as const)('the strongest conflict: %s', (_rule, facts, expected) => {
    expect(dealbreakerOf(facts)).toBe(expected);
  });

  it.each([
    ['a clean book keeps its score up to 100', 120, 'none', 100],
    ['a conflict holds the score at the top of the fair band', 80, 'above_tolerance', 59],
    ['a zero-tolerance conflict holds it at the top of the poor band', 80, 'zero_tolerance', 39],
    ['a score under the ceiling is kept, but never below 0', -5, 'above_tolerance', 0],
  ] as const)('capScore: %s', (_rule, raw, dealbreaker, expected) => {
    expect(capScore(raw, dealbreaker)).toBe(expected);
  });
});

const category = fc.constantFrom(...CATEGORY_IDS);
const level = fc.integer({ min: 0, max: 5 });
const tag = fc.constantFrom(...ALL_PREFERENCE_TAGS);
const anyFact: fc.Arbitrary<ContentFact> = fc.record({ category, present: fc.boolean(), severity: level, description: fc.constant('') });
const anyBook: fc.Arbitrary<BookFacts> = fc.record({
  title: fc.constant('T'),
  author: fc.constant('A'),
  categories: fc.array(anyFact, { maxLength: 8 }),
  tags: fc.uniqueArray(tag, { maxLength: 6 }),
});
const anyReader: fc.Arbitrary<ReaderProfile> = fc.record({
  name: fc.constant('Sam'),
  age: fc.integer({ min: 1, max: 90 }),
  tolerance: fc.dictionary(category, level, { maxKeys: 8 }),
  preferences: fc.uniqueArray(tag, { maxLength: 6 }),
  screening: fc.uniqueArray(category, { maxLength: 3 }),
});
const rank = (l: MatchLevel) => MATCH_LEVELS.length - MATCH_LEVELS.indexOf(l); // higher is better
const hasConflict = (b: BookFacts, r: ReaderProfile) => matchBook(b, r).contentConsiderations.some((c) => c.exceedsTolerance);

describe('dealbreakers dominate: properties', () => {
  it('no shared tag can raise a conflicting book’s level or score', () => {
    fc.assert(
      fc.property(anyBook, anyReader, tag, (b, r, t) => {
        fc.pre(hasConflict(b, r));
        const before = matchBook(b, r);
        const after = matchBook({ ...b, tags: [...(b.tags ?? []), t] }, { ...r, preferences: [...(r.preferences ?? []), t] });
        expect(rank(after.matchLevel)).toBeLessThanOrEqual(rank(before.matchLevel));
        expect(after.matchScore).toBeLessThanOrEqual(before.matchScore);
      }),
    );
  });

  it('adding a conflict never raises the level or the score', () => {
    fc.assert(
      fc.property(anyBook, anyReader, category, level, (b, r, c, severity) => {
        const added = { ...b, categories: [...b.categories, fact(c, severity)] };
        fc.pre(matchBook(added, r).contentConsiderations.some((x) => x.category === c && x.exceedsTolerance));
        const [before, after] = [matchBook(b, r), matchBook(added, r)];
        expect(rank(after.matchLevel)).toBeLessThanOrEqual(rank(before.matchLevel));
        expect(after.matchScore).toBeLessThanOrEqual(before.matchScore);
      }),
    );
  });

  it('a screened category the book contains makes it poor', () => {
    fc.assert(
      fc.property(anyBook, anyReader, category, level, (b, r, c, severity) => {
        const match = matchBook({ ...b, categories: [...b.categories, fact(c, severity)] }, { ...r, screening: [...(r.screening ?? []), c] });
        expect(match.matchLevel).toBe('poor');
        expect(match.matchScore).toBeLessThan(40);
      }),
    );
  });

  it('marking categories unrated never changes the level or the score, and never yields "No flagged content"', () => {
    fc.assert(
      fc.property(anyBook, anyReader, fc.uniqueArray(category, { minLength: 1, maxLength: 4 }), (b, r, unrated) => {
        const judged = new Set(matchBook(b, r).contentConsiderations.map((c) => c.category));
        fc.pre(unrated.some((c) => !judged.has(c)));
        const [plain, marked] = [matchBook(b, r), matchBook({ ...b, unrated }, r)];
        expect([marked.matchLevel, marked.matchScore]).toEqual([plain.matchLevel, plain.matchScore]);
        expect(marked.matchReason).not.toContain('No flagged content');
      }),
    );
  });

  it('any conflict means fair at best, and the score agrees (under 60)', () => {
    fc.assert(
      fc.property(anyBook, anyReader, (b, r) => {
        fc.pre(hasConflict(b, r));
        const match = matchBook(b, r);
        expect(['fair', 'poor']).toContain(match.matchLevel);
        expect(match.matchScore).toBeLessThan(60);
      }),
    );
  });
});

describe('a category nobody rated is "not rated", never clean', () => {
  const unratedBook = (categories: ContentFact[], unrated: CategoryId[]): BookFacts => ({ ...book(categories), unrated });

  it.each<[string, BookFacts, string[]]>([
    ['an unrated category is named, and "No flagged content" is not said', unratedBook([], ['body_image']), ['Not rated for: Body Image & Eating']],
    [
      'rated content keeps its own reason, and the unrated ones are named after it',
      unratedBook([fact('violence', 1)], ['body_image']),
      ["All flagged content is within Sam's comfort levels", 'Not rated for: Body Image & Eating'],
    ],
    [
      'an unrated category the reader holds at zero tolerance asks the parent to check',
      unratedBook([], ['sexual_content', 'body_image']),
      ['Not rated for: Sexual Content, Body Image & Eating', "Not rated for Sexual Content, which Sam's limits rule out: check this book yourself"],
    ],
    ['a category with a fact is rated, whatever the unrated list says', unratedBook([fact('body_image', 0, false)], ['body_image']), ['No flagged content']],
  ])('%s', (_rule, facts, reasons) => {
    expect(matchBook(facts, { ...sam, preferences: [] }).matchReason).toEqual(reasons);
  });

  it('lists unrated categories in canonical order, marking zero tolerance, and leaves the level alone', () => {
    const match = matchBook(unratedBook([], ['body_image', 'sexual_content']), { ...sam, preferences: [] });
    expect(match.notRated).toEqual([
      { category: 'sexual_content', label: 'Sexual Content', zeroTolerance: true },
      { category: 'body_image', label: 'Body Image & Eating', zeroTolerance: false },
    ]);
    expect([match.matchLevel, match.parentAlerts]).toEqual(['good', []]);
  });
});
