import { JwtService } from '@nestjs/jwt';
import type { ReaderClaims, ReaderTokenSigner } from '../../application/reader-access/reader-token.port.js';

export const READER_JWT_ISSUER = 'shelfcheck';
/** Not the accounts' audience ('authenticated'): the account strategy refuses reader tokens by it. */
export const READER_JWT_AUDIENCE = 'shelfcheck-reader';

/** HS256 reader tokens with their own audience and `typ: 'reader'`. */
export class JwtReaderTokenSigner implements ReaderTokenSigner {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', issuer: READER_JWT_ISSUER, audience: READER_JWT_AUDIENCE } });
  }

  sign(claims: ReaderClaims, issuedAt: Date, expiresInSeconds: number): Promise<string> {
    return this.jwt.signAsync({ ...claims, iat: Math.floor(issuedAt.getTime() / 1000) }, { expiresIn: expiresInSeconds });
  }
}
