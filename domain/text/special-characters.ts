/** Text with more than this share of special characters is refused as noise or an injection attempt. */
export const SPECIAL_CHARACTER_MAX_RATIO = 0.3;

/** A special character is anything but a letter, a mark, a digit or white space, in any script. */
const SPECIAL = /[^\p{L}\p{M}\p{N}\s]/gu;

/** The share (0..1) of special characters in the text; 0 for empty text. */
export const specialCharacterRatio = (text: string): number => (text.length === 0 ? 0 : (text.match(SPECIAL)?.length ?? 0) / text.length);

/** True when more than 30 percent of the text is special characters. */
export const hasTooManySpecialCharacters = (text: string): boolean => specialCharacterRatio(text) > SPECIAL_CHARACTER_MAX_RATIO;
