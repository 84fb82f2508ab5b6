import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '../../application/ports/actor.js';

/** The signed-in caller (set by the JWT guard). On @Public routes it may be undefined. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Actor | undefined => ctx.switchToHttp().getRequest<{ user?: Actor }>().user,
);
