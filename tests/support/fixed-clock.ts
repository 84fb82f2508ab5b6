import type { Clock } from '../../application/ports/clock.port.js';

/** A clock the test moves by hand. */
export class FixedClock implements Clock {
  constructor(private current: Date = new Date('2026-11-22T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
