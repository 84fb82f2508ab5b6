import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { HouseholdAction as HouseholdActionName } from '../../domain/index.js';
import { HouseholdErrorDto } from './household.dto.js';

export const HOUSEHOLD_ACTION = 'householdAction';

/**
 * Names the household action a route takes (the domain's rule table, domain/household). The global
 * HouseholdAccessGuard resolves the caller's household and role once for the request, refuses a
 * role the table does not allow (403 `forbidden_role` with the table's message) and lets
 * `@HouseholdActor()` hand the use case the household owner's id.
 */
export const HouseholdAction = (action: HouseholdActionName) =>
  applyDecorators(
    SetMetadata(HOUSEHOLD_ACTION, action),
    ApiForbiddenResponse({
      type: HouseholdErrorDto,
      description: `forbidden_role: the caller's household role may not ${action.replace(/_/g, ' ')} (docs/household.md)`,
    }),
  );
