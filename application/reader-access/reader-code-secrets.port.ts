/** Makes new reader codes and the keyed hashes they are stored and looked up by. */
export interface ReaderCodeSecrets {
  /** A new random code, normalised (8 letters of the domain's alphabet, no hyphen). */
  newCode(): string;
  /** The stored form of a normalised code: a keyed hash, the same for the same code. */
  hash(normalizedCode: string): string;
}
export const READER_CODE_SECRETS = Symbol('READER_CODE_SECRETS');
