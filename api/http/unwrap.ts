import type { Outcome } from '../../application/shared/app-error.js';

/** A use case's value, or its expected failure thrown for the exception filter to render. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
