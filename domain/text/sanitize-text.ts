import { isEmailAddress } from '../accounts/email.rules.js';
import { containsDangerousContent } from './dangerous-patterns.js';
import { hasTooManySpecialCharacters } from './special-characters.js';
import { stripHtml } from './strip-html.js';

/** The generic free-text check used by every form that takes text (feedback, chat, reviews...). */
export const TEXT_DEFAULT_MAX = 1000;

export const TEXT_MESSAGES = {
  required: 'This field is required',
  minLength: (n: number) => `Minimum length is ${n} characters`,
  maxLength: (n: number) => `Maximum length is ${n} characters`,
  dangerous: 'Input contains potentially dangerous content',
  specialCharacters: 'Too many special characters detected',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL',
  number: 'Please enter a valid number',
} as const;

export type TextType = 'text' | 'email' | 'url' | 'number';

export interface TextOptions {
  readonly required?: boolean;
  readonly minLength?: number;
  /** Default 1000. Longer text is reported and truncated. */
  readonly maxLength?: number;
  readonly type?: TextType;
  /** Default false: tags are stripped from the value. */
  readonly allowHtml?: boolean;
}

/** The outcome: `value` is always the cleaned (trimmed, stripped, truncated) text, even when not ok. */
export interface TextCheck {
  readonly ok: boolean;
  readonly errors: string[];
  readonly value: string;
}

const URL_PATTERN = /^https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)*(?::\d+)?(?:[/?#]\S*)?$/i;
const NUMBER_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

const TYPE_CHECKS: Readonly<Record<Exclude<TextType, 'text'>, { valid: (s: string) => boolean; message: string }>> = {
  email: { valid: isEmailAddress, message: TEXT_MESSAGES.email },
  url: { valid: (s) => URL_PATTERN.test(s), message: TEXT_MESSAGES.url },
  number: { valid: (s) => NUMBER_PATTERN.test(s), message: TEXT_MESSAGES.number },
};

/**
 * Trims, strips HTML (unless allowed) and checks in this order: required, minimum, maximum (the value
 * is cut to it), dangerous patterns (looked for in the text before stripping, so that stripping cannot
 * hide them), the special-character share (free text only: addresses and numbers are punctuation by
 * nature), and the type. Empty optional text is valid and its value is ''.
 * @example sanitizeText('  <b>Hello</b> ', {}) // { ok: true, errors: [], value: 'Hello' }
 */
export function sanitizeText(input: string | null | undefined, options: TextOptions = {}): TextCheck {
  const { required = false, minLength, maxLength = TEXT_DEFAULT_MAX, type = 'text', allowHtml = false } = options;
  const raw = (input ?? '').trim();
  const dangerous = containsDangerousContent(raw);
  let value = allowHtml ? raw : stripHtml(raw).trim();
  if (value === '' && !dangerous) {
    return required ? { ok: false, errors: [TEXT_MESSAGES.required], value } : { ok: true, errors: [], value };
  }
  const errors: string[] = [];
  if (required && value === '') errors.push(TEXT_MESSAGES.required);
  if (minLength !== undefined && value.length < minLength) errors.push(TEXT_MESSAGES.minLength(minLength));
  if (value.length > maxLength) {
    errors.push(TEXT_MESSAGES.maxLength(maxLength));
    value = value.slice(0, maxLength);
  }
  if (dangerous) errors.push(TEXT_MESSAGES.dangerous);
  if (type === 'text' && hasTooManySpecialCharacters(value)) errors.push(TEXT_MESSAGES.specialCharacters);
  if (type !== 'text' && !TYPE_CHECKS[type].valid(value)) errors.push(TYPE_CHECKS[type].message);
  return { ok: errors.length === 0, errors, value };
}
