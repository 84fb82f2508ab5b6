import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { HouseholdRole } from '../../domain/index.js';
import type { Actor } from '../../application/ports/actor.js';

/** What HouseholdAccessGuard found for this request. */
export interface RequestHousehold {
  readonly ownerId: string;
  readonly role: HouseholdRole;
}

export type HouseholdRequest = { user?: Actor; household?: RequestHousehold };

/**
 * The caller acting on the household's data: the signed-in adult with the household owner's id, so
 * that every store keyed by account id reads and writes the household's rows. Only on routes that
 * name a `@HouseholdAction`: elsewhere it throws (a wiring bug, never a user's mistake).
 */
export const HouseholdActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const req = ctx.switchToHttp().getRequest<HouseholdRequest>();
  if (!req.user || !req.household) throw new Error('@HouseholdActor() needs @HouseholdAction() on the route');
  return { ...req.user, id: req.household.ownerId };
});
