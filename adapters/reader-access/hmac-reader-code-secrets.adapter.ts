import { createHash, createHmac, randomInt } from 'node:crypto';
import { READER_CODE_ALPHABET, READER_CODE_LENGTH, readerCodeFromDraws } from '../../domain/index.js';
import type { ReaderCodeSecrets } from '../../application/reader-access/reader-code-secrets.port.js';

/**
 * Codes from the operating system's random numbers, stored as HMAC-SHA256 under a key derived from
 * the server's secret. A keyed hash (not argon2): a code must be found by its hash alone (the
 * reader types no name), and a stolen table cannot be guessed offline without the key.
 */
export class HmacReaderCodeSecrets implements ReaderCodeSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHash('sha256').update(`shelfcheck reader codes\u0000${serverSecret}`).digest();
  }

  newCode(): string {
    return readerCodeFromDraws(Array.from({ length: READER_CODE_LENGTH }, () => randomInt(READER_CODE_ALPHABET.length)));
  }

  hash(normalizedCode: string): string {
    return createHmac('sha256', this.key).update(normalizedCode).digest('hex');
  }
}
