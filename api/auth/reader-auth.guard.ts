import { HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Accepts only a reader token (strategy 'reader-jwt'); everything else is 401 in the error shape. */
@Injectable()
export class ReaderAuthGuard extends AuthGuard('reader-jwt') {
  override handleRequest<T>(err: unknown, user: T): T {
    // as the account guard: a failure to check the session (database away) is not a bad token
    if (err && !(err instanceof HttpException)) throw err instanceof Error ? err : new Error('The reader token could not be checked', { cause: err });
    if (err || !user) throw new UnauthorizedException({ code: 'unauthorized', message: 'Authentication required' });
    return user;
  }
}
