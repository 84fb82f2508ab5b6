import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * Work that runs once an answer has gone out (the look-up, token and mail of a recover or otp
 * request), so the answer's timing never depends on it. Failures are logged, never answered.
 * `settled()` lets tests (and a graceful shutdown) wait for what is still running.
 */
@Injectable()
export class AfterAnswer {
  private readonly logger = new Logger('AfterAnswer');
  private readonly running = new Set<Promise<void>>();

  run(res: FastifyReply, work: () => Promise<void>): void {
    const raw = res.raw; // Node's response: 'close' once the answer is out (or the client went away)
    const done = new Promise<void>((resolve) => {
      if (raw.writableFinished || raw.destroyed) resolve();
      else raw.once('close', () => resolve());
    })
      .then(work)
      .catch((err: unknown) => this.logger.error({ err }, 'work after the answer failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
