import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key as a KeyObject built once (issue 20): given the secret as a string, jsonwebtoken
 * builds a new KeyObject on every verification. passport-jwt hands the key on as it is; its type
 * says string | Buffer, hence the cast.
 */
export function verificationKey(secret: string): string {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key as unknown as string;
}
