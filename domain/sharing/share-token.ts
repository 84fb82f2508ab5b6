/** A share link's token: 32 URL-safe characters (24 random bytes in base64url, 192 bits). */
export const SHARE_TOKEN_LENGTH = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

/**
 * True when a token has the shape of one we make (worth hashing and looking up); anything else is
 * "not found" without a database read.
 * @example isWellFormedShareToken('x'.repeat(32)) // true
 */
export const isWellFormedShareToken = (token: string): boolean => token.length === SHARE_TOKEN_LENGTH && TOKEN_SHAPE.test(token);
