/** The password rule of sign-up and reset. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
/** Found anywhere in the password, ignoring case. */
export const PASSWORD_WEAK_PATTERNS = ['password', '123456', 'qwerty', 'admin', 'user', 'guest', 'login'] as const;
/** Found anywhere in the password, ignoring case. */
export const PASSWORD_SEQUENCES = ['123', '234', '345', '456', '567', '678', '789', 'abc', 'bcd', 'cde', 'def'] as const;
/** A character may appear this many times in a row, not more. */
export const PASSWORD_MAX_REPEAT = 3;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  tooLong: `Password must be less than ${PASSWORD_MAX} characters`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  special: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  weak: 'Password contains common weak patterns',
  repeated: `Password cannot contain the same character more than ${PASSWORD_MAX_REPEAT} times in a row`,
  sequential: 'Password cannot contain sequential characters',
} as const;

const REPEATED = new RegExp(`([\\s\\S])\\1{${PASSWORD_MAX_REPEAT},}`);
const hasSpecial = (password: string) => [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));
const containsAny = (password: string, needles: readonly string[]) => {
  const lower = password.toLowerCase();
  return needles.some((needle) => lower.includes(needle));
};

/** Each check with the message it gives; all failing checks are reported, in this order. */
const CHECKS: readonly { fails: (p: string) => boolean; message: string }[] = [
  { fails: (p) => p.length < PASSWORD_MIN, message: PASSWORD_MESSAGES.tooShort },
  { fails: (p) => p.length > PASSWORD_MAX, message: PASSWORD_MESSAGES.tooLong },
  { fails: (p) => !/[A-Z]/.test(p), message: PASSWORD_MESSAGES.uppercase },
  { fails: (p) => !/[a-z]/.test(p), message: PASSWORD_MESSAGES.lowercase },
  { fails: (p) => !/[0-9]/.test(p), message: PASSWORD_MESSAGES.digit },
  { fails: (p) => !hasSpecial(p), message: PASSWORD_MESSAGES.special },
  { fails: (p) => containsAny(p, PASSWORD_WEAK_PATTERNS), message: PASSWORD_MESSAGES.weak },
  { fails: (p) => REPEATED.test(p), message: PASSWORD_MESSAGES.repeated },
  { fails: (p) => containsAny(p, PASSWORD_SEQUENCES), message: PASSWORD_MESSAGES.sequential },
];

/**
 * The password's messages, empty when strong enough. The password is not trimmed: spaces count.
 * @example validatePassword('Tr0ub4dor&3x') // []
 */
export function validatePassword(password: string | null | undefined): string[] {
  const value = password ?? '';
  if (value === '') return [PASSWORD_MESSAGES.required];
  return CHECKS.filter((check) => check.fails(value)).map((check) => check.message);
}
