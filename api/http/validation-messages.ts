import type { ValidationError } from 'class-validator';

/**
 * Turns class-validator's failures into the product's own words: its default phrases ("must be a
 * string", "should not exist", "each value in", …) never reach a user. A DTO's own `message`
 * option is kept; a default one becomes a sentence about the field, from the label table below or
 * the field's name made readable.
 */

/** Fields whose name does not read well on its own. */
const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  phone: 'Phone number',
  password: 'Password',
  current_password: 'Current password',
  first_name: 'First name',
  last_name: 'Last name',
  birth_date: 'Birth date',
  user_type: 'Account type',
  reader_id: 'Reader',
  imageDataUrl: 'Photo',
  csvContent: 'CSV content',
  isbn: 'ISBN',
  refresh_token: 'Refresh token',
  token_hash: 'Token',
  auth_code: 'Code',
  code_verifier: 'Code verifier',
  redirect_to: 'Redirect address',
  feedback_text: 'Feedback',
  page_url: 'Page address',
  user_agent: 'Browser',
};

/**
 * Class-validator's default wording; a message matching none of these is the DTO's own (a product
 * message such as 'Target must be a whole number from 1 to 1000' is not one of them).
 */
export const DEFAULT_PHRASES =
  /should not exist|should not be (empty|null|undefined)|must be an? (string|number|integer number|boolean|object|array|UUID|Date instance|email|URL|valid|positive|negative|json string|hexadecimal|non-empty object|number string|boolean value)|must be (shorter|longer) than|must be one of the following values|must not be (less|greater) than|must be (less|greater) than|must be ISO|must match .* regular expression|each value in|nested property|must contain (at least|no more|not more|a |an )|has wrong value|is not a valid/i;

const humanize = (path: string): string => {
  const last = path.split('.').pop() ?? path;
  if (FIELD_LABELS[last]) return FIELD_LABELS[last];
  const words = path
    .replace(/\.\d+(\.|$)/g, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The product's sentence for one failed constraint of a field. */
export function fieldMessage(path: string, constraint: string, value: unknown): string {
  const label = humanize(path);
  if (constraint === 'whitelistValidation') return `${label} is not a field of this request`;
  if (value === undefined || value === null || value === '') {
    if (constraint !== 'maxLength' && constraint !== 'isOptional') return `${label} is required`;
  }
  switch (constraint) {
    case 'maxLength':
    case 'arrayMaxSize':
      return `${label} is too long`;
    case 'minLength':
    case 'arrayMinSize':
    case 'arrayNotEmpty':
      return `${label} is too short`;
    case 'min':
    case 'max':
      return `${label} is out of range`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * class-validator's own wording, as opposed to a DTO's message in the product's voice ('Year must be a
 * whole number from 2000 to 2100' and 'reading_status must be one of: …' read like defaults but are ours).
 */
const isDefaultMessage = (message: string): boolean => DEFAULT_PHRASES.test(message);

/** Every failure of a validated object, nested ones included, in the product's words. */
export function productValidationMessages(errors: readonly ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    // a value of the wrong type fails its length rule too: say what is wrong first ('is not valid'), once
    const entries = Object.entries(e.constraints ?? {}).sort(([a], [b]) => Number(!/^is/.test(a)) - Number(!/^is/.test(b)));
    const own = entries.map(([constraint, message]) => (isDefaultMessage(message) ? fieldMessage(path, constraint, e.value) : message));
    return [...new Set([...own, ...productValidationMessages(e.children ?? [], path)])];
  });
}
