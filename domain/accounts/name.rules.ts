/** The rule for first and last names: optional, but when given 2 to 100 plain name characters. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;

/** Letters and marks of any script, spaces, hyphen, apostrophe (straight or typographic) and period. */
export const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Zs}'’.-]+$/u;

/** Script tags, javascript: URLs and inline event handlers. */
export const NAME_HARMFUL_PATTERNS: readonly RegExp[] = [/<\s*\/?\s*script/i, /javascript\s*:/i, /\bon[a-z]+\s*=/i];

export const NAME_MESSAGES = {
  tooShort: `Name must be at least ${NAME_MIN} characters long`,
  tooLong: `Name must be ${NAME_MAX} characters or less`,
  invalid: 'Name contains invalid characters',
  harmful: 'Name contains potentially harmful content',
} as const;

/** The label of each name field, which prefixes its messages ('First name: ...'). */
export const NAME_LABELS = { first: 'First name', last: 'Last name' } as const;

/**
 * A name's messages, empty when valid or blank (names are optional); checked after trimming. With a
 * label each message is prefixed, e.g. 'First name: Name contains invalid characters'. A name with a
 * script, javascript: or inline-handler pattern gets the harmful-content message instead of the
 * invalid-characters one.
 * @example validateName('J', 'Last name') // ['Last name: Name must be at least 2 characters long']
 */
export function validateName(name: string | null | undefined, label?: string): string[] {
  const value = (name ?? '').trim();
  if (value === '') return [];
  const errors: string[] = [];
  if (value.length < NAME_MIN) errors.push(NAME_MESSAGES.tooShort);
  if (value.length > NAME_MAX) errors.push(NAME_MESSAGES.tooLong);
  // Harmful patterns are checked before the character rule: every one of them also holds a character
  // the name rule refuses ('<', ':', '='), so the specific message would otherwise never be seen.
  if (NAME_HARMFUL_PATTERNS.some((pattern) => pattern.test(value))) errors.push(NAME_MESSAGES.harmful);
  else if (!NAME_CHARACTERS.test(value)) errors.push(NAME_MESSAGES.invalid);
  return label ? errors.map((message) => `${label}: ${message}`) : errors;
}
