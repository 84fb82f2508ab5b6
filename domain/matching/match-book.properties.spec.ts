import fc from 'fast-check';
import { ALL_PREFERENCE_TAGS } from '../readers/preference-tags.js';
import { CATEGORY_IDS } from '../taxonomy/content-categories.js';
import type { BookFacts, ContentFact, ReaderProfile } from './book-facts.js';
import { matchBook } from './match-book.js';
import { MATCH_LEVELS, matchLevelForScore } from './match-level.js';

const category = fc.constantFrom(...CATEGORY_IDS);
const level = fc.integer({ min: 0, max: 5 });
const tag = fc.constantFrom(...ALL_PREFERENCE_TAGS);

const fact: fc.Arbitrary<ContentFact> = fc.record({ category, present: fc.boolean(), severity: level, description: fc.string({ maxLength: 10 }) });
const facts: fc.Arbitrary<BookFacts> = fc.record({
  title: fc.constant('T'),
  author: fc.constant('A'),
  categories: fc.array(fact, { maxLength: 8 }),
  tags: fc.uniqueArray(tag, { maxLength: 6 }),
});
const reader: fc.Arbitrary<ReaderProfile> = fc.record({
  name: fc.constantFrom('Sam', ''),
  age: fc.integer({ min: 1, max: 90 }),
  tolerance: fc.dictionary(category, level, { maxKeys: 8 }),
  preferences: fc.uniqueArray(tag, { maxLength: 6 }),
  screening: fc.uniqueArray(category, { maxLength: 3 }),
});
const score = (b: BookFacts, r: ReaderProfile) => matchBook(b, r).matchScore;

describe('matchBook properties', () => {
  it('the score is always a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(facts, reader, (b, r) => {
        const s = score(b, r);
        expect(Number.isInteger(s) && s >= 0 && s <= 100).toBe(true);
      }),
    );
  });

  it('raising any severity never raises the score', () => {
    fc.assert(
      fc.property(facts, reader, fc.nat(), level, (b, r, pick, raise) => {
        fc.pre(b.categories.length > 0);
        const i = pick % b.categories.length;
        const raised = b.categories.map((f, j) => (j === i ? { ...f, severity: Math.min(5, f.severity + raise) } : f));
        expect(score({ ...b, categories: raised }, r)).toBeLessThanOrEqual(score(b, r));
      }),
    );
  });

  it('making any content present never raises the score', () => {
    fc.assert(
      fc.property(facts, reader, fc.nat(), (b, r, pick) => {
        fc.pre(b.categories.length > 0);
        const i = pick % b.categories.length;
        const present = b.categories.map((f, j) => (j === i ? { ...f, present: true } : f));
        expect(score({ ...b, categories: present }, r)).toBeLessThanOrEqual(score(b, r));
      }),
    );
  });

  it('lowering any tolerance never raises the score', () => {
    fc.assert(
      fc.property(facts, reader, category, level, (b, r, c, to) => {
        const current = matchBook(b, r).contentConsiderations.find((x) => x.category === c)?.tolerance ?? 5;
        const lowered = { ...r, tolerance: { ...r.tolerance, [c]: Math.min(current, to) } };
        expect(score(b, lowered)).toBeLessThanOrEqual(score(b, r));
      }),
    );
  });

  it('screening one more category never raises the score', () => {
    fc.assert(
      fc.property(facts, reader, category, (b, r, c) => {
        expect(score(b, { ...r, screening: [...(r.screening ?? []), c] })).toBeLessThanOrEqual(score(b, r));
      }),
    );
  });

  it('adding a shared preference tag never lowers the score', () => {
    fc.assert(
      fc.property(facts, reader, tag, (b, r, t) => {
        const shared = score({ ...b, tags: [...(b.tags ?? []), t] }, { ...r, preferences: [...(r.preferences ?? []), t] });
        expect(shared).toBeGreaterThanOrEqual(score(b, r));
      }),
    );
  });

  it('the level is a monotone function of the score', () => {
    fc.assert(
      fc.property(facts, reader, (b, r) => {
        const result = matchBook(b, r);
        expect(result.matchLevel).toBe(matchLevelForScore(result.matchScore));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(MATCH_LEVELS.indexOf(matchLevelForScore(high))).toBeLessThanOrEqual(MATCH_LEVELS.indexOf(matchLevelForScore(low)));
      }),
    );
  });

  it('there is exactly one parent alert per consideration that exceeds the tolerance', () => {
    fc.assert(
      fc.property(facts, reader, (b, r) => {
        const result = matchBook(b, r);
        expect(result.parentAlerts).toHaveLength(result.contentConsiderations.filter((c) => c.exceedsTolerance).length);
      }),
    );
  });
});
