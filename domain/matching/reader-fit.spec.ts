import type { BookFacts, ContentFact, ReaderProfile } from './book-facts.js';
import { discoveryOrder, type DiscoveryCandidate } from './discovery-order.js';
import { matchBook } from './match-book.js';
import { readerFit, type ReaderFit } from './reader-fit.js';

const fact = (category: ContentFact['category'], severity: number, present = true): ContentFact => ({
  category,
  present,
  severity,
  description: `${category} at ${severity}.`,
});
const book = (...categories: ContentFact[]): BookFacts => ({ title: 'T', author: 'A', categories, tags: [] });
// Mia avoids violence (0), screens sexual content, allows a little scary content (1); 8 years old (default 1)
const mia: ReaderProfile = { name: 'Mia', age: 8, tolerance: { violence: 0, scary_horror: 1 }, screening: ['sexual_content'] };

describe('readerFit: a catalog book for one reader', () => {
  it.each([
    ['a book with no flagged content fits and hides nothing', book(), [], false],
    ['content at the comfort level is no conflict', book(fact('scary_horror', 1)), [], false],
    ['content above a non-zero comfort level is a conflict, not a zero-tolerance one', book(fact('scary_horror', 3)), [['scary_horror', false]], false],
    ['any present content in a category answered 0 exceeds zero tolerance', book(fact('violence', 1)), [['violence', true]], true],
    ['a category the parent screens is held at zero tolerance too', book(fact('sexual_content', 2)), [['sexual_content', true]], true],
    ['content that is not present is never a conflict', book(fact('violence', 5, false)), [], false],
    ['present content at severity 0 still exceeds zero tolerance (flagged whenever present)', book(fact('violence', 0)), [['violence', true]], true],
    [
      'conflicts come in canonical category order, each marked',
      book(fact('scary_horror', 4), fact('violence', 3)),
      [
        ['violence', true],
        ['scary_horror', false],
      ],
      true,
    ],
  ])('%s', (_rule, facts, conflicts, hidden) => {
    const fit = readerFit(facts, mia);
    expect(fit.conflicts.map((c) => [c.category, c.zeroTolerance])).toEqual(conflicts);
    expect(fit.exceedsZeroTolerance).toBe(hidden);
  });

  it("carries matchBook's level and score and names each conflict by its label", () => {
    const facts = book(fact('violence', 3));
    const match = matchBook(facts, mia);
    expect(readerFit(facts, mia)).toEqual({
      matchLevel: match.matchLevel,
      matchScore: match.matchScore,
      conflicts: [{ category: 'violence', label: 'Violence', zeroTolerance: true }],
      exceedsZeroTolerance: true,
    });
  });
});

const fitOf = (matchScore: number, exceedsZeroTolerance = false): ReaderFit => ({ matchLevel: 'good', matchScore, conflicts: [], exceedsZeroTolerance });
const c = (item: string, relevance: number, score: number, hidden = false): DiscoveryCandidate<string> => ({ item, relevance, fit: fitOf(score, hidden) });
const names = (list: readonly DiscoveryCandidate<string>[]) => list.map((x) => x.item);

describe('discoveryOrder: ranking and hiding for a reader', () => {
  it.each([
    ['more relevant first', [c('a', 0.5, 100), c('b', 0.9, 20)], ['b', 'a']],
    ['among equally relevant, the better fit first', [c('a', 0.9, 60), c('b', 0.9, 100), c('c', 0.9, 80)], ['b', 'c', 'a']],
    ['a better fit never passes a more relevant match', [c('a', 0.91, 0), c('b', 0.9, 100)], ['a', 'b']],
    ['equal relevance and fit keep the incoming order', [c('a', 0.9, 80), c('b', 0.9, 80), c('c', 0.9, 80)], ['a', 'b', 'c']],
  ])('%s', (_rule, candidates, order) => {
    expect(names(discoveryOrder(candidates, { limit: 10, showAll: false }).shown)).toEqual(order);
  });

  it('hides a candidate above a zero-tolerance category and reports it', () => {
    const list = discoveryOrder([c('violent', 0.9, 40, true), c('gentle', 0.8, 80)], { limit: 10, showAll: false });
    expect([names(list.shown), names(list.hidden)]).toEqual([['gentle'], ['violent']]);
  });

  it('fills the limit with fitting candidates and reports only the hidden ones passed over', () => {
    const candidates = [c('a', 5, 80), c('x', 4, 40, true), c('b', 3, 80), c('c', 2, 80), c('y', 1, 40, true)];
    const list = discoveryOrder(candidates, { limit: 3, showAll: false });
    expect([names(list.shown), names(list.hidden)]).toEqual([['a', 'b', 'c'], ['x']]);
  });

  it('shows everything in ranking order with showAll, up to the limit, hiding nothing', () => {
    const candidates = [c('a', 5, 80), c('x', 4, 40, true), c('b', 3, 80), c('y', 3, 100, true)];
    const list = discoveryOrder(candidates, { limit: 3, showAll: true });
    expect([names(list.shown), names(list.hidden)]).toEqual([['a', 'x', 'y'], []]);
  });

  it.each([
    ['no candidates', [], false],
    ['a limit of 0', [c('a', 1, 80)], false],
    ['a limit of 0 with showAll', [c('a', 1, 80)], true],
  ])('answers empty lists for %s', (_case, candidates, showAll) => {
    const list = discoveryOrder(candidates, { limit: 0, showAll });
    expect([list.shown, list.hidden]).toEqual([[], []]);
  });

  it('does not change the list it is given', () => {
    const candidates = [c('a', 0.1, 80), c('b', 0.9, 80)];
    discoveryOrder(candidates, { limit: 10, showAll: false });
    expect(names(candidates)).toEqual(['a', 'b']);
  });
});
