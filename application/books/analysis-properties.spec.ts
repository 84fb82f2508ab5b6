import fc from 'fast-check';
import { ALL_PREFERENCE_TAGS, CATEGORY_IDS, matchBook, readerFit, type ContentFact, type ReaderProfile } from '../../domain/index.js';
import { exampleTypeOf } from '../../domain/index.js';
import { analysisAnswer } from './analysis-answer.js';
import { aBook } from '../../tests/doubles/books/book-mother.js';
import { analysisCacheKey } from './reader-profile.js';

const category = fc.constantFrom(...CATEGORY_IDS);
const level = fc.integer({ min: 0, max: 5 });
const fact: fc.Arbitrary<ContentFact> = fc.record({ category, present: fc.boolean(), severity: level, description: fc.string({ maxLength: 12 }) });
const book = fc
  .record({ categories: fc.array(fact, { maxLength: 10 }), tags: fc.uniqueArray(fc.constantFrom(...ALL_PREFERENCE_TAGS), { maxLength: 6 }) })
  .map((b) => aBook(b));
const reader: fc.Arbitrary<ReaderProfile> = fc.record({
  name: fc.constantFrom('Mia', 'Leo', ''),
  age: fc.integer({ min: 1, max: 90 }),
  tolerance: fc.dictionary(category, level, { maxKeys: 8 }),
  preferences: fc.uniqueArray(fc.constantFrom(...ALL_PREFERENCE_TAGS), { maxLength: 5 }),
  screening: fc.uniqueArray(category, { maxLength: 3 }),
});

describe('analysis properties', () => {
  it("the answer's judgement is exactly the domain's matchBook, for the book and each related book", () => {
    fc.assert(
      fc.property(book, reader, fc.array(book, { maxLength: 3 }), (b, r, related) => {
        const answer = analysisAnswer(b, r, related);
        const match = matchBook(b.facts, r);
        expect([answer.matchLevel, answer.matchScore, answer.matchReason, answer.parentAlerts]).toEqual([
          match.matchLevel,
          match.matchScore,
          match.matchReason,
          match.parentAlerts,
        ]);
        // fewer than four related books without a relatedness: all of them, in order, split by the reader's zero tolerance
        const held = (x: (typeof related)[number]) => readerFit(x.facts, r).exceedsZeroTolerance;
        expect(answer.relatedBooks.map((x) => x.matchScore)).toEqual(related.filter((x) => !held(x)).map((x) => matchBook(x.facts, r).matchScore));
        expect(answer.hiddenRelatedBooks.map((x) => x.matchScore)).toEqual(related.filter(held).map((x) => matchBook(x.facts, r).matchScore));
        expect(answer.hiddenRelatedBooks.every((x) => x.fit.conflicts.some((c) => c.zeroTolerance))).toBe(true);
      }),
    );
  });

  it('each consideration carries the example type of its family, and only the split families have one', () => {
    fc.assert(
      fc.property(book, reader, (b, r) => {
        for (const c of analysisAnswer(b, r, []).contentConsiderations) {
          expect(c.exampleType).toBe(exampleTypeOf(c.category));
          expect(c.exampleType !== null).toBe(/^(supernatural|bullying)_/.test(c.category));
        }
      }),
    );
  });

  it('the cache key ignores the order of tolerances, preferences and screening', () => {
    fc.assert(
      fc.property(reader, (r) => {
        const shuffled: ReaderProfile = {
          ...r,
          tolerance: Object.fromEntries(Object.entries(r.tolerance ?? {}).reverse()),
          preferences: [...(r.preferences ?? [])].reverse(),
          screening: [...(r.screening ?? [])].reverse(),
        };
        expect(analysisCacheKey({ id: 'b', version: 'v' }, shuffled)).toBe(analysisCacheKey({ id: 'b', version: 'v' }, r));
      }),
    );
  });

  it('the cache key changes with anything the match depends on: a tolerance, the age, the book or its version', () => {
    fc.assert(
      fc.property(reader, category, level, (r, c, to) => {
        const key = analysisCacheKey({ id: 'b', version: 'v' }, r);
        fc.pre(r.tolerance?.[c] !== to);
        expect(analysisCacheKey({ id: 'b', version: 'v' }, { ...r, tolerance: { ...r.tolerance, [c]: to } })).not.toBe(key);
        expect(analysisCacheKey({ id: 'b', version: 'v' }, { ...r, age: r.age + 1 })).not.toBe(key);
        expect(analysisCacheKey({ id: 'c', version: 'v' }, r)).not.toBe(key);
        expect(analysisCacheKey({ id: 'b', version: 'w' }, r)).not.toBe(key);
      }),
    );
  });
});
