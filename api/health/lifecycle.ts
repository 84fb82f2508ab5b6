import { Injectable } from '@nestjs/common';

/**
 * The instance's place in its life: serving, or draining after SIGTERM (finishing what it holds
 * while the balancer takes it out). One per application; main.ts starts the drain.
 */
@Injectable()
export class Lifecycle {
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(at = new Date()): void {
    this.drainingSince ??= at;
  }
}
