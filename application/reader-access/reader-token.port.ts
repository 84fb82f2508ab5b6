/** Claims of a reader's access token. `typ: 'reader'` (and its audience) keep it off every account route. */
export interface ReaderClaims {
  /** The family member's id. */
  readonly sub: string;
  /** The parent account's id. */
  readonly uid: string;
  /** The reader session's id. */
  readonly rsid: string;
  readonly typ: 'reader';
}

/** Signs reader access tokens. */
export interface ReaderTokenSigner {
  sign(claims: ReaderClaims, issuedAt: Date, expiresInSeconds: number): Promise<string>;
}
export const READER_TOKEN_SIGNER = Symbol('READER_TOKEN_SIGNER');
