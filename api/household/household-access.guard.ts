import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { refusalMessage, type HouseholdAction } from '../../domain/index.js';
import { HOUSEHOLD_STORE, type HouseholdStore } from '../../application/household/household-store.port.js';
import { AppError } from '../../application/shared/app-error.js';
import { HOUSEHOLD_ACTION } from './household-action.decorator.js';
import type { HouseholdRequest } from './household-actor.decorator.js';
import { routeMetadata } from '../http/route-metadata.js';

/**
 * The one place where household roles are checked (after JwtAuthGuard, which sets `req.user`). On a
 * route naming a household action it reads the caller's membership (on one instance through
 * CachedHouseholdPlaces: reused for half a second, forgotten at every change of membership, so a
 * removed member's next request already lands in their own household) and asks the domain's rule
 * table.
 */
@Injectable()
export class HouseholdAccessGuard implements CanActivate {
  private readonly actionOf: (context: ExecutionContext) => HouseholdAction | undefined;

  constructor(
    reflector: Reflector,
    @Inject(HOUSEHOLD_STORE) private readonly households: HouseholdStore,
  ) {
    this.actionOf = routeMetadata<HouseholdAction>(reflector, HOUSEHOLD_ACTION);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.actionOf(context);
    if (!action) return true;
    const req = context.switchToHttp().getRequest<HouseholdRequest>();
    if (!req.user) throw new UnauthorizedException({ code: 'unauthorized', message: 'Authentication required' });
    const place = await this.households.placeOf(req.user.id);
    const refusal = refusalMessage(place.role, action);
    if (refusal !== null) throw new AppError('forbidden_role', refusal);
    req.household = place;
    return true;
  }
}
