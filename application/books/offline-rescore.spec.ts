import fc from 'fast-check';
import { ALL_PREFERENCE_TAGS, CATEGORY_IDS, rescoreSavedAnswer, type ContentFact, type ReaderProfile } from '../../domain/index.js';
import { analysisAnswer } from './analysis-answer.js';
import { aBook } from '../../tests/doubles/books/book-mother.js';

// Issue 25: a device re-scores a saved analysis for another reader offline. Same facts, same
// verdict as the server: the answer the server sent for one reader, judged on the device for a
// second reader, equals the server's own answer for that second reader.
const category = fc.constantFrom(...CATEGORY_IDS);
const level = fc.integer({ min: 0, max: 5 });
const fact: fc.Arbitrary<ContentFact> = fc.record({ category, present: fc.boolean(), severity: level, description: fc.string({ maxLength: 12 }) });
const book = fc
  .record({
    categories: fc.array(fact, { maxLength: 10 }),
    tags: fc.uniqueArray(fc.constantFrom(...ALL_PREFERENCE_TAGS), { maxLength: 6 }),
    unrated: fc.uniqueArray(category, { maxLength: 4 }),
  })
  .map((b) => aBook(b));
const reader: fc.Arbitrary<ReaderProfile> = fc.record({
  name: fc.constantFrom('Mia', 'Leo', 'You'),
  age: fc.integer({ min: 1, max: 90 }),
  tolerance: fc.dictionary(category, level, { maxKeys: 8 }),
  preferences: fc.uniqueArray(fc.constantFrom(...ALL_PREFERENCE_TAGS), { maxLength: 5 }),
  screening: fc.uniqueArray(category, { maxLength: 3 }),
});
const verdict = (a: {
  matchLevel: string;
  matchScore: number;
  matchReason: string[];
  parentAlerts: string[];
  notRated: unknown[];
  contentConsiderations: unknown[];
}) => ({
  matchLevel: a.matchLevel,
  matchScore: a.matchScore,
  matchReason: a.matchReason,
  parentAlerts: a.parentAlerts,
  notRated: a.notRated,
  considerations: (a.contentConsiderations as Record<string, unknown>[]).map(({ category, present, severity, tolerance, exceedsTolerance, riskLevel }) => ({
    category,
    present,
    severity,
    tolerance,
    exceedsTolerance,
    riskLevel,
  })),
});

describe("offline re-scoring gives the server's verdict", () => {
  it("a saved answer for one reader, judged on the device for another, equals the server's answer for that reader", () => {
    fc.assert(
      fc.property(book, reader, reader, (b, first, second) => {
        const saved = JSON.parse(JSON.stringify(analysisAnswer(b, first, []))) as ReturnType<typeof analysisAnswer>;
        const again = rescoreSavedAnswer(saved, second);
        expect(again && verdict(again)).toEqual(verdict(analysisAnswer(b, second, [])));
      }),
      { numRuns: 300 },
    );
  });

  it('an answer without the book tags (saved before they were sent) is not judged again', () => {
    const { bookTags: _dropped, ...old } = analysisAnswer(aBook({ tags: ['fantasy'] }), { name: 'Mia', age: 9 }, []);
    expect(rescoreSavedAnswer(old, { name: 'Leo', age: 12 })).toBeNull();
  });
});
