import { validateFamilyMemberBasics } from './family-member.rules.js';
import { ALL_PREFERENCE_TAGS, PREFERENCE_TAGS, preferenceGroupOf, preferenceTagLabel } from './preference-tags.js';
import { tallyPreferenceTags } from './preference-tally.js';

const basics = { name: ' Sam ', age: 9, reading_level: 'Elementary' };

describe('family member basic info', () => {
  it('accepts a name, an age and a reading level, trimmed', () => {
    expect(validateFamilyMemberBasics(basics)).toEqual({ ok: true, errors: [], value: { name: 'Sam', age: 9, reading_level: 'Elementary' } });
  });

  it.each([
    ['the name must be non-empty', { name: '  ' }, ['Name is required']],
    ['the age is required', { age: null }, ['Age is required']],
    ['the age must be at least 1', { age: 0 }, ['Age must be between 1 and 120']],
    ['the reading level is required', { reading_level: '' }, ['Reading level is required']],
    ['a missing reading level is required', { reading_level: undefined }, ['Reading level is required']],
    [
      'the reading level must be one of the list',
      { reading_level: 'Grade 5' },
      ['Reading level must be one of: Early Elementary, Elementary, Middle School, High School, Adult'],
    ],
  ])('%s', (_rule, change, expected) => {
    expect(validateFamilyMemberBasics({ ...basics, ...change }).errors).toEqual(expected);
  });

  it('the family quiz holds ages to 1-100', () => {
    expect(validateFamilyMemberBasics({ ...basics, age: 110 }, 'familyQuiz').errors).toEqual(['Age must be between 1 and 100']);
  });
});

describe('preference tags', () => {
  it.each([
    ['genres', 8],
    ['themes', 10],
    ['settings', 7],
    ['characters', 9],
    ['tones', 10],
  ] as const)('the quiz offers the %s group with %i tags', (group, count) => {
    expect(PREFERENCE_TAGS[group]).toHaveLength(count);
  });

  it('every tag belongs to exactly one group', () => {
    expect(new Set(ALL_PREFERENCE_TAGS).size).toBe(44);
  });

  it.each([
    ['fantasy is a genre', 'fantasy', 'genres'],
    ['found_family is a character tag', 'found_family', 'characters'],
    ['an unknown tag has no group', 'cooking', null],
  ])('%s', (_rule, tag, expected) => {
    expect(preferenceGroupOf(tag)).toBe(expected);
  });

  it.each([
    ['a tone reads as words people say', 'light_humorous', 'light and humorous'],
    ['good vs. evil keeps its full stop', 'good_vs_evil', 'good vs. evil'],
    ['a plain tag loses its underscores', 'small_town', 'small town'],
    ['an unknown tag loses its underscores', 'space_opera', 'space opera'],
  ])('%s', (_rule, tag, label) => {
    expect(preferenceTagLabel(tag)).toBe(label);
  });

  it('no tag of any group is shown with an underscore', () => {
    for (const tag of ALL_PREFERENCE_TAGS) expect(preferenceTagLabel(tag)).not.toContain('_');
  });

  it('after the pairs, chosen tags are counted and sorted into their groups, most chosen first', () => {
    expect(tallyPreferenceTags(['mystery', 'fantasy', 'survival', 'fantasy', 'cooking', 'dark_gritty', 'horror', 'horror'])).toEqual({
      genres: ['fantasy', 'horror', 'mystery'],
      themes: ['survival'],
      settings: [],
      characters: [],
      tones: ['dark_gritty'],
    });
  });
});
