import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthorizeAdminUseCase } from '../../application/admin/authorize-admin.use-case.js';
import type { Actor } from '../../application/ports/actor.js';
import { AppError } from '../../application/shared/app-error.js';

const UNLOCK_NOT_REQUIRED = 'adminUnlockNotRequired';
/** The one admin route that needs is_admin but no running unlock: the unlock itself. */
export const UnlockNotRequired = () => SetMetadata(UNLOCK_NOT_REQUIRED, true);

/**
 * Guards every admin controller (after the global JWT guard has identified the caller): the
 * profile must say is_admin now, and an unlock must be running. Both answer 403 with a message
 * that tells them apart.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authorize: AuthorizeAdminUseCase,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const actor = context.switchToHttp().getRequest<{ user?: Actor }>().user;
    if (!actor) throw new AppError('unauthorized', 'Authentication required');
    const exempt = this.reflector.getAllAndOverride<boolean>(UNLOCK_NOT_REQUIRED, [context.getHandler(), context.getClass()]);
    const outcome = await this.authorize.execute(actor, { requireUnlock: !exempt });
    if (!outcome.ok) throw outcome.error;
    return true;
  }
}
