import type { CategoryId } from '../taxonomy/content-categories.js';
import { firstSentence } from '../text/first-sentence.js';
import type { BookFacts, ContentFact, ReaderProfile } from './book-facts.js';
import { mergeContentFacts } from './book-facts.js';
import { defaultTolerance, effectiveTolerance } from './default-tolerance.js';
import { matchBook } from './match-book.js';
import { isMatchLevel, matchLevelForScore } from './match-level.js';
import { sharedTags } from './match-score.js';

const reader: ReaderProfile = { name: 'Sam', age: 10, tolerance: { violence: 2, profanity: 0 }, preferences: ['fantasy', 'found_family'], screening: [] };
const fact = (category: ContentFact['category'], severity: number, present = true): ContentFact => ({
  category,
  present,
  severity,
  description: `${category} at ${severity}. More detail.`,
});
const book = (categories: ContentFact[], tags: string[] = []): BookFacts => ({ title: 'T', author: 'A', categories, tags });

describe('matchBook scoring rule', () => {
  it.each([
    ['a book with no flagged content sharing none of the listed interests scores 70, decent', book([]), 70, 'decent'],
    ['each shared preference tag adds 5', book([], ['fantasy']), 85, 'good'],
    ['shared tags ignore case and outer spaces, and count once', book([], [' Fantasy', 'fantasy', 'FOUND_FAMILY']), 90, 'good'],
    ['content at the tolerance costs nothing', book([fact('violence', 2)], ['fantasy']), 85, 'good'],
    ['content that is not present costs nothing', book([fact('violence', 5, false)], ['fantasy']), 85, 'good'],
    ['one level over the tolerance costs 20, and the conflict holds it at 59: fair', book([fact('violence', 3)]), 59, 'fair'],
    ['two levels over cost 30: fair', book([fact('violence', 4)]), 50, 'fair'],
    ['each conflicting category adds its own penalty: poor', book([fact('violence', 4), fact('profanity', 1)]), 30, 'poor'],
    ['the score never drops below 0', book([fact('violence', 5), fact('profanity', 5), fact('sexual_content', 5)]), 0, 'poor'],
  ])('%s', (_rule, facts, score, level) => {
    const result = matchBook(facts, reader);
    expect([result.matchScore, result.matchLevel]).toEqual([score, level]);
  });

  it('a book without tags shares none: decent for a reader who listed interests, good for one who listed none', () => {
    expect(matchBook({ title: 'T', author: 'A', categories: [] }, reader).matchScore).toBe(70);
    expect(matchBook({ title: 'T', author: 'A', categories: [] }, { ...reader, preferences: [] })).toMatchObject({ matchScore: 80, matchLevel: 'good' });
    expect(matchBook({ title: 'T', author: 'A', categories: [] }, { ...reader, preferences: ['  '] }).matchScore).toBe(80);
  });

  it('the preference bonus stops at 20 and the score at 100', () => {
    const tags = ['fantasy', 'found_family', 'mystery', 'survival', 'witty_clever'];
    expect(matchBook(book([], tags), { ...reader, preferences: tags }).matchScore).toBe(100);
  });

  it.each([
    ['good from 80', 80, 'good'],
    ['decent from 60', 79, 'decent'],
    ['decent at 60', 60, 'decent'],
    ['fair from 40', 59, 'fair'],
    ['fair at 40', 40, 'fair'],
    ['poor below 40', 39, 'poor'],
    ['poor at 0', 0, 'poor'],
  ])('match level: %s', (_rule, score, level) => {
    expect(matchLevelForScore(score)).toBe(level);
  });

  it('a negative score is still poor', () => {
    expect(matchLevelForScore(-1)).toBe('poor');
  });

  it.each([
    ['good, decent, fair and poor are match levels', ['good', 'decent', 'fair', 'poor'].every(isMatchLevel), true],
    ['anything else is unknown', isMatchLevel('excellent'), false],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('matchBook alerts, reasons and considerations', () => {
  it('gives one parent alert per present category above the tolerance, naming it', () => {
    const result = matchBook(book([fact('violence', 4), fact('profanity', 0, false), fact('scary_horror', 1)]), reader);
    expect(result.parentAlerts).toEqual(["Violence (level 4 of 5) is above Sam's comfort level: Low"]);
  });

  it('a screened category is judged at tolerance 0 and its alert says so', () => {
    const result = matchBook(book([fact('scary_horror', 1)]), { ...reader, screening: ['scary_horror'] });
    expect([result.matchScore, result.parentAlerts]).toEqual([39, ["Scary & Horror (level 1 of 5) is on Sam's screening list"]]);
  });

  it.each([
    [
      'names shared interests and says all content is within comfort',
      book([fact('violence', 1)], ['fantasy', 'good_vs_evil']),
      ["Matches Sam's interests: fantasy", "All flagged content is within Sam's comfort levels"],
    ],
    ['says when none of the listed interests are shared', book([], ['horror']), ["Shares none of Sam's listed interests", 'No flagged content']],
    [
      'lists the categories above comfort first: a conflict is said before any interest',
      book([fact('profanity', 1), fact('violence', 3)]),
      ["Content above Sam's comfort levels: Violence, Profanity & Crude Language", "Shares none of Sam's listed interests"],
    ],
  ])('match reasons: %s', (_rule, facts, reasons) => {
    expect(matchBook(facts, reader).matchReason).toEqual(reasons);
  });

  it('a reader without a name or preferences is "the reader"', () => {
    expect(matchBook(book([fact('violence', 5)]), { ...reader, name: ' ', preferences: [] })).toMatchObject({
      matchReason: ["Content above the reader's comfort levels: Violence"],
      parentAlerts: ["Violence (level 5 of 5) is above the reader's comfort level: Low"],
    });
  });

  it('describes every category in canonical order with label, tolerance and risk for the age', () => {
    const result = matchBook(book([{ ...fact('profanity', 2), examples: ['"Darn."'] }, fact('violence', 1)]), reader);
    expect(result.contentConsiderations).toEqual([
      {
        category: 'violence',
        label: 'Violence',
        present: true,
        severity: 1,
        description: 'violence at 1. More detail.',
        examples: [],
        tolerance: 2,
        exceedsTolerance: false,
        riskLevel: 'High',
      },
      {
        category: 'profanity',
        label: 'Profanity & Crude Language',
        present: true,
        severity: 2,
        description: 'profanity at 2. More detail.',
        examples: ['"Darn."'],
        tolerance: 0,
        exceedsTolerance: true,
        riskLevel: 'High',
      },
    ]);
  });

  it('is deterministic: the same input gives the same output', () => {
    const facts = book([fact('violence', 4), fact('mental_health', 2)], ['fantasy']);
    expect(matchBook(facts, reader)).toEqual(matchBook(facts, reader));
  });

  it('the card shows only the first sentence of a description', () => {
    expect(firstSentence(' Violence at 4. More detail.')).toBe('Violence at 4.');
  });

  it('a description without an end mark is shown whole', () => {
    expect(firstSentence('no end mark')).toBe('no end mark');
  });
});

describe('content facts and tolerances', () => {
  it('merges facts for one category: present if any, highest severity, distinct descriptions, all examples', () => {
    const merged = mergeContentFacts([
      { category: 'violence', present: false, severity: 1, description: 'Fights.', examples: ['a'] },
      { category: 'violence', present: true, severity: 4.4, description: ' Animal cruelty. ' },
      { category: 'violence', present: true, severity: 9, description: 'Fights.' },
    ]);
    expect(merged).toEqual([{ category: 'violence', present: true, severity: 5, description: 'Fights. Animal cruelty.', examples: ['a'] }]);
  });

  it('facts named in another vocabulary count under their canonical category; unknown ones are dropped', () => {
    const merged = mergeContentFacts([
      { category: 'Animal Abuse or Neglect' as CategoryId, present: true, severity: 2, description: '' },
      { category: 'knitting' as CategoryId, present: true, severity: 5, description: '' },
    ]);
    expect(merged).toEqual([{ category: 'violence', present: true, severity: 2, description: '', examples: [] }]);
  });

  it('a reader given only a name and an age has no preferences, no screening and age-default tolerances', () => {
    const result = matchBook(book([fact('violence', 3)], ['fantasy']), { name: 'Kim', age: 6 });
    expect([result.matchScore, result.matchReason]).toEqual([50, ["Content above Kim's comfort levels: Violence"]]);
  });

  it.each([
    ['1 (Very Low) under 8', 7, 1],
    ['2 (Low) under 12', 11, 2],
    ['3 (Moderate) under 16', 15, 3],
    ['4 (High) from 16', 16, 4],
  ])('an unanswered category defaults to %s', (_rule, age, expected) => {
    expect(defaultTolerance(age)).toBe(expected);
  });

  it.each([
    ["the reader's answer is used", { tolerance: { violence: 4 } }, 4],
    ['an answer off the scale is clamped', { tolerance: { violence: 9 } }, 5],
    ['a missing answer takes the age default', { tolerance: {} }, 2],
    ['a NaN answer takes the age default', { tolerance: { violence: Number.NaN } }, 2],
    ['a screened category is 0 whatever the answer', { tolerance: { violence: 5 }, screening: ['violence' as const] }, 0],
  ])('effective tolerance: %s', (_rule, change, expected) => {
    expect(effectiveTolerance({ ...reader, ...change }, 'violence')).toBe(expected);
  });

  it('shared tags skip empty tags', () => {
    expect(sharedTags(['', ' '], ['', ' '])).toEqual([]);
  });
});
