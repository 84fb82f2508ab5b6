import { coverWords, explainedShare, phraseCoverage, wordSimilarity, withJoinedNeighbours } from './cover-text-words.js';

describe('the words of a cover, a title or an author, as they are compared', () => {
  it.each([
    ['lower case, letters and digits only', 'HARRY Potter & the Goblet!', ['harry', 'potter', 'the', 'goblet']],
    ['accents are dropped', 'Le Petit Prince à Noël', ['le', 'petit', 'prince', 'a', 'noel']],
    ["an apostrophe is dropped, as OCR often drops it: Charlotte's = charlottes", "Charlotte's Web", ['charlottes', 'web']],
    ['nothing readable gives no words', '~~ ® ||', []],
  ])('%s', (_rule, text, expected) => {
    expect(coverWords(text)).toEqual(expected);
  });

  it('each two neighbours are also read joined (OCR splits "Charlotte s")', () => {
    expect(withJoinedNeighbours(['charlotte', 's', 'web'])).toEqual(['charlotte', 's', 'web', 'charlottes', 'sweb']);
  });
});

describe('how alike two words are (0..1)', () => {
  it.each([
    ['the same word is 1', 'wonder', 'wonder', 1],
    ['short words are compared by trigrams only: holes is not holds', 'holes', 'holds', 0.333],
    ['a long word with one misread letter scores its share of right letters', 'charlottes', 'charl0ttes', 0.9],
    ['two different long words stay apart (edit similarity under 0.75)', 'secrets', 'sorcerers', 1 / 17],
  ])('%s', (_rule, a, b, expected) => {
    expect(wordSimilarity(a, b)).toBeCloseTo(expected, 3);
  });
});

describe('how completely a phrase appears among the words of a cover', () => {
  it.each([
    ['a title on the cover is fully covered', ['charlottes', 'web'], ['charlottes', 'web', 'white'], 1],
    ['short words weigh less than long ones', ['the', 'wonder'], ['wonder'], 6 / 7],
    ['an empty phrase is not covered', [], ['wonder'], 0],
    ['a cover without words covers nothing', ['wonder'], [], 0],
  ])('%s', (_rule, phrase, words, expected) => {
    expect(phraseCoverage(phrase, words)).toBeCloseTo(expected, 3);
  });

  it.each([
    ['a cover showing only the title is fully explained', ['wonder'], ['wonder'], 1],
    ['a blurb around the title is not explained by it', ['wonder'], ['wonder', 'powerful', 'story'], 6 / 19],
    ['a cover without words explains nothing', ['wonder'], [], 0],
  ])('the share of the cover a phrase explains: %s', (_rule, phrase, words, expected) => {
    expect(explainedShare(phrase, words)).toBeCloseTo(expected, 3);
  });
});
