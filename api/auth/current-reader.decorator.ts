import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ReaderActor } from '../../application/reader-access/reader-actor.js';

/** The signed-in reader (set by ReaderAuthGuard on @ReaderRoute routes). */
export const CurrentReader = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): ReaderActor => ctx.switchToHttp().getRequest<{ user: ReaderActor }>().user,
);
