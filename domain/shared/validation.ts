/**
 * The outcome of a form-shaped check: every human message (empty when the input passed) and the
 * cleaned value. Forms show `errors[0]`; the server sends them all.
 */
export type Validation<T> =
  { readonly ok: true; readonly errors: string[]; readonly value: T } | { readonly ok: false; readonly errors: string[]; readonly value?: undefined };

/** Builds a Validation: ok exactly when there are no messages; the value is kept only then. */
export const validated = <T>(errors: readonly string[], value: T): Validation<T> =>
  errors.length === 0 ? { ok: true, errors: [], value } : { ok: false, errors: [...errors] };
