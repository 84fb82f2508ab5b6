import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher.port.js';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum in the package's types)

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(plain: string): Promise<string> {
    return hash(plain, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(stored: string, plain: string): Promise<boolean> {
    try {
      return await verify(stored, plain);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }
}
