/** The time source of every use case, so that tests can move time. */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('CLOCK');
