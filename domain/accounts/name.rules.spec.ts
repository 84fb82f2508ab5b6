import { validateName } from './name.rules.js';

describe('name rule', () => {
  it.each([
    ['a blank name is allowed (names are optional)', '   ', []],
    ['a missing name is allowed', null, []],
    ['rejects a name shorter than 2 characters after trimming', ' J ', ['Name must be at least 2 characters long']],
    ['accepts a name of exactly 2 characters', 'Jo', []],
    ['accepts a name of exactly 100 characters', 'a'.repeat(100), []],
    ['rejects a name longer than 100 characters', 'a'.repeat(101), ['Name must be 100 characters or less']],
    ['accepts letters and marks of any script', 'Zoë Łukasz 李 José', []],
    ['accepts spaces, hyphen, apostrophe and period', "Mary-Jane O'Brien Jr.", []],
    ['accepts a typographic apostrophe', 'O’Neil', []],
    ['rejects digits', 'Ann2', ['Name contains invalid characters']],
    ['rejects other punctuation', 'Ann!', ['Name contains invalid characters']],
    ['refuses script tags', '<script>alert(1)</script>', ['Name contains potentially harmful content']],
    ['refuses javascript: patterns', 'javascript:void', ['Name contains potentially harmful content']],
    ['refuses inline handler patterns', 'x onerror=alert', ['Name contains potentially harmful content']],
  ])('%s', (_rule, name, expected) => {
    expect(validateName(name)).toEqual(expected);
  });

  it.each([
    ['prefixes first-name errors with "First name: "', 'First name', 'J', ['First name: Name must be at least 2 characters long']],
    ['prefixes last-name errors with "Last name: "', 'Last name', 'Lee3', ['Last name: Name contains invalid characters']],
    ['a label adds nothing to a valid name', 'First name', 'Ann', []],
  ])('%s', (_rule, label, name, expected) => {
    expect(validateName(name, label)).toEqual(expected);
  });
});
