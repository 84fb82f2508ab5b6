import { BOOK_REQUEST_MESSAGES, isWellFormedReaderCode, normalizeReaderCode } from '../../domain/index.js';
import { rateLimited } from '../accounts/rate-limited.js';
import type { Clock } from '../ports/clock.port.js';
import type { RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { READER_CODE_FORM, READER_SESSION_SECONDS } from './reader-access-policies.js';
import type { ReaderAccessStore } from './reader-access-store.port.js';
import type { ReaderCodeSecrets } from './reader-code-secrets.port.js';
import type { ReaderTokenSigner } from './reader-token.port.js';

/** The answer of POST /api/auth/reader-code. */
export interface ReaderSessionView {
  readonly access_token: string;
  readonly token_type: 'bearer';
  readonly expires_in: number;
  readonly expires_at: number;
  readonly reader: { readonly id: string; readonly name: string; readonly age: number };
}

/**
 * A reader signs in with the code the parent made. Every attempt from an address takes a point
 * first (so parallel guesses count too); a wrong, revoked or malformed code is the same 400.
 * There is no per-code lockout: a wrong guess names no code, and 31^8 codes against the
 * per-address limit leave guessing hopeless.
 */
export class SignInWithReaderCodeUseCase {
  constructor(
    private readonly access: ReaderAccessStore,
    private readonly secrets: ReaderCodeSecrets,
    private readonly tokens: ReaderTokenSigner,
    private readonly limiter: RateLimiter,
    private readonly perIp: RatePolicy,
    private readonly clock: Clock,
  ) {}

  async execute(command: { code?: string | null; ip: string }): Promise<Outcome<ReaderSessionView>> {
    const byIp = await this.limiter.hit(this.perIp, command.ip);
    if (!byIp.allowed) return failure(rateLimited(READER_CODE_FORM, byIp));
    const code = normalizeReaderCode(command.code ?? '');
    const reader = isWellFormedReaderCode(code) ? await this.access.findByCodeHash(this.secrets.hash(code)) : null;
    if (!reader) return failure(new AppError('invalid_credentials', BOOK_REQUEST_MESSAGES.invalidCode));
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + READER_SESSION_SECONDS * 1000);
    const sessionId = await this.access.openSession(reader, now, expiresAt);
    const token = await this.tokens.sign({ sub: reader.id, uid: reader.user_id, rsid: sessionId, typ: 'reader' }, now, READER_SESSION_SECONDS);
    return success({
      access_token: token,
      token_type: 'bearer',
      expires_in: READER_SESSION_SECONDS,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      reader: { id: reader.id, name: reader.name, age: reader.age },
    });
  }
}
