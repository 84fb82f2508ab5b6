/**
 * The one Result shape of the domain: an expected failure is returned as data with a stable `code`
 * (for machines: HTTP status maps, client branches) and a `message` (for people, worded as the
 * specifications word it). Bugs are thrown, never returned.
 */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export type Result<T, E extends DomainError = DomainError> = Ok<T> | Err<E>;

/** Wraps a success value: `ok(3)` → `{ ok: true, value: 3 }`. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** Builds an expected failure: `err('invalid_isbn', 'Not an ISBN')`. */
export const err = <C extends string>(code: C, message: string): Err<DomainError<C>> => ({
  ok: false,
  error: { code, message },
});
