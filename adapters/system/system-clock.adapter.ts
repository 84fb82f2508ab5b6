import type { Clock } from '../../application/ports/clock.port.js';

/** The real clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
