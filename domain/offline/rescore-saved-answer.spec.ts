import type { BookFacts, ReaderProfile } from '../matching/book-facts.js';
import { matchBook } from '../matching/match-book.js';
import { factsOfAnswer, rescoreSavedAnswer } from './rescore-saved-answer.js';

// A saved answer is what the server sent: matchBook's considerations for the reader it was asked for.
const wonder: BookFacts = {
  title: 'Wonder',
  author: 'R. J. Palacio',
  tags: ['friendship', 'school'],
  categories: [
    { category: 'violence', present: true, severity: 2, description: 'A shove at camp.', examples: ['A shove at camp.'] },
    { category: 'profanity', present: true, severity: 1, description: 'Mild words.', examples: [] },
    { category: 'sexual_content', present: false, severity: 0, description: '', examples: [] },
  ],
  unrated: ['body_image'],
};
const sam: ReaderProfile = { name: 'Sam', age: 10, preferences: ['friendship'] };
const mia: ReaderProfile = { name: 'Mia', age: 7, tolerance: { profanity: 0 } };
const leo: ReaderProfile = { name: 'Leo', age: 14, screening: ['body_image'] };
const savedFor = (reader: ReaderProfile) => ({ ...wonder, ...matchBook(wonder, reader), bookTags: wonder.tags });

describe('a saved analysis is judged again for another reader with the same rule', () => {
  it.each<[string, ReaderProfile, ReaderProfile]>([
    ['saved for Sam (10, likes friendship), judged for Mia (7, profanity Avoid)', sam, mia],
    ['saved for Mia, judged for Sam', mia, sam],
    ['saved for Sam, judged for Leo (14, screens body image, which nobody rated)', sam, leo],
    ['saved for Sam, judged for Sam again', sam, sam],
  ])("%s: the verdict is matchBook's for the book's facts", (_rule, savedReader, reader) => {
    const again = rescoreSavedAnswer(savedFor(savedReader), reader);
    expect(again).toEqual(matchBook(wonder, reader));
  });

  it.each<[string, object, boolean]>([
    ['an answer with its tags has facts', { bookTags: [] }, true],
    ['an answer saved before tags were sent has none', {}, false],
  ])('%s', (_rule, extra, hasFacts) => {
    const { bookTags: _t, ...answer } = savedFor(sam);
    expect(factsOfAnswer({ ...answer, ...extra }) !== null).toBe(hasFacts);
  });

  it('an answer without tags is not judged again; one without examples or not-rated categories reads them as none', () => {
    const { bookTags: _t, ...untagged } = savedFor(sam);
    expect(rescoreSavedAnswer(untagged, mia)).toBeNull();
    const bare = {
      title: 'Wonder',
      author: 'R. J. Palacio',
      bookTags: [],
      contentConsiderations: [{ category: 'violence', present: true, severity: 2, description: 'A shove.' }],
    };
    expect(factsOfAnswer(bare)).toEqual({
      title: 'Wonder',
      author: 'R. J. Palacio',
      tags: [],
      categories: [{ category: 'violence', present: true, severity: 2, description: 'A shove.', examples: [] }],
      unrated: [],
    });
  });

  it('a category the device does not know is left out, never guessed', () => {
    const answer = {
      ...savedFor(sam),
      contentConsiderations: [{ category: 'no_such_thing', present: true, severity: 5, description: '' }],
      notRated: [{ category: 'nor_this' }],
    };
    expect(factsOfAnswer(answer)).toEqual({ title: 'Wonder', author: 'R. J. Palacio', tags: wonder.tags, categories: [], unrated: [] });
  });
});
