import { CONFIDENCE_MARGIN, identifyCover, MAX_COVER_CANDIDATES } from './identify-cover.rule.js';

const book = (title: string, titleCoverage: number, authorCoverage: number, explained = 0) => ({
  book: title,
  title,
  titleCoverage,
  authorCoverage,
  explained,
});
const named = (candidates: ReturnType<typeof book>[]) => identifyCover(candidates).map((c) => `${c.book} ${c.confidence}`);

describe('identifyCover: a cover names a book only when its title is on it', () => {
  it.each([
    ['the title and the author shown: the book, sure', [book("Charlotte's Web", 1, 1, 1)], ["Charlotte's Web 1"]],
    ['the title nearly exact, no author: the book', [book('Wonder', 0.9, 0)], ['Wonder 0.63']],
    ['a near title without its author: no book (Wander is not Wonder)', [book('Wonder', 0.8, 0)], []],
    ['the title well covered with its author: the book', [book('Holes', 0.6, 1)], ['Holes 0.62']],
    ['too little of the title, even with the author: no book', [book('Stuart Little', 0.5, 1, 1)], []],
    ['only the author: no book', [book("Charlotte's Web", 0, 1, 0.5), book('Stuart Little', 0, 1, 0.5)], []],
    ['the title just there with the author just shown: the book, least sure', [book('Holes', 0.6, 0.5, 0)], ['Holes 0.52']],
    [
      'the series book the cover names first, its neighbours too far below dropped',
      [book('Harry Potter and the Sorcerer’s Stone', 0.62, 1, 0.5), book('Harry Potter and the Chamber of Secrets', 1, 1, 1)],
      ['Harry Potter and the Chamber of Secrets 1'],
    ],
    [
      'equal confidence: the better covered title first, then by title',
      [book('B', 0.9, 0.5, 0), book('A', 0.9, 0.5, 0), book('C', 1, 0, 0.5)],
      ['C 0.75', 'A 0.73', 'B 0.73'],
    ],
  ])('%s', (_rule, candidates, expected) => {
    expect(named(candidates)).toEqual(expected);
  });

  it(`keeps those within ${CONFIDENCE_MARGIN} of the best, at most ${MAX_COVER_CANDIDATES}`, () => {
    const many = Array.from({ length: MAX_COVER_CANDIDATES + 2 }, (_, i) => book(`Book ${i}`, 1, 1, 1));
    expect(identifyCover(many)).toHaveLength(MAX_COVER_CANDIDATES);
  });
});
