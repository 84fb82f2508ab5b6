import { ExecutionContext, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC, type PublicCaller } from './public.decorator.js';
import { IS_READER_ROUTE } from './reader-route.decorator.js';
import { routeMetadata } from '../http/route-metadata.js';
import { JwtStrategy } from './jwt.strategy.js';

/**
 * The global guard: every route needs a valid access token unless marked @Public(). On a public
 * route a token, when sent and valid, still identifies the caller (feedback uses it), unless the
 * route is marked @Public('ignores') (health, readiness).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly isReaderRoute: (context: ExecutionContext) => boolean | undefined;
  private readonly publicCaller: (context: ExecutionContext) => PublicCaller | undefined;

  constructor(
    reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {
    super();
    this.isReaderRoute = routeMetadata<boolean>(reflector, IS_READER_ROUTE);
    this.publicCaller = routeMetadata<PublicCaller>(reflector, IS_PUBLIC);
  }

  /**
   * Passport's check of the bearer token, or, for a token it verified before that is still in
   * force, the same answer without verifying it again: its claims are checked and its session
   * asked about as passport's path does, and the same failures are answered (handleRequest).
   */
  private async identify(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    const claims = this.strategy.knownClaims(req);
    if (!claims) return (await super.canActivate(context)) as boolean;
    let actor: Awaited<ReturnType<JwtStrategy['actorOf']>>;
    try {
      actor = await this.strategy.actorOf(claims);
    } catch (err) {
      return this.handleRequest(err, false);
    }
    req.user = this.handleRequest(null, actor);
    return true;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // a reader's route is guarded by ReaderAuthGuard alone (an account token is refused there)
    if (this.isReaderRoute(context)) return true;
    const isPublic = this.publicCaller(context);
    if (!isPublic) return this.identify(context);
    if (isPublic === 'ignores') return true; // nothing on the route depends on who asks
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!req.headers.authorization) return true;
    try {
      await this.identify(context);
    } catch {
      // a stale token on a public route is simply anonymous
    }
    return true;
  }

  override handleRequest<T>(err: unknown, user: T, info?: unknown): T {
    // A failure to check the token (the session registry's database is away) is not a bad token:
    // let the exception filter answer it (503), or clients would drop a valid session.
    if (err instanceof HttpException) throw err; // the strategy's own 401 (an ended session: reason session_not_found)
    if (err) throw err instanceof Error ? err : new Error('The access token could not be checked', { cause: err });
    if (!user) {
      // GoTrue's finer codes, answered on /api/auth: no bearer at all, or one that is not valid
      const missing = info instanceof Error && /no auth token/i.test(info.message);
      throw new UnauthorizedException({ code: 'unauthorized', message: 'Authentication required', reason: missing ? 'no_authorization' : 'bad_jwt' });
    }
    return user;
  }
}
