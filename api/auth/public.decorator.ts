import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** How a public route treats a caller's token: 'identifies' checks one when sent (feedback uses it), 'ignores' never looks at it. */
export type PublicCaller = 'identifies' | 'ignores';

/**
 * Opens a route to anonymous callers; every other route needs a valid access token. A token sent
 * to a public route still identifies the caller, unless the route says it `ignores` the caller
 * (health and readiness: nothing there depends on who asks, so the token is not checked at all,
 * issue 20: checking it was half the cost of a health check).
 */
export const Public = (caller: PublicCaller = 'identifies') => SetMetadata(IS_PUBLIC, caller);
