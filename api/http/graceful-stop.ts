import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface GracefulStopOptions {
  readonly server: Server;
  /** Marks the instance draining (health and readiness answer 503 `draining`). */
  readonly drain: () => void;
  /** Closes the application and its pools once no request is left (or the grace ran out). */
  readonly closeRest: () => Promise<void>;
  /** How long requests under way may take to finish. */
  readonly graceMs: number;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * The stop of one instance behind a balancer (SIGTERM): it marks itself draining, stops accepting
 * connections (the balancer's next attempt goes to another instance), answers the requests it holds
 * with `Connection: close`, and after they finish, or after `graceMs`, drops what is left and closes
 * its pools. Answers whether every request finished in time.
 */
export async function gracefulStop(options: GracefulStopOptions): Promise<boolean> {
  const { server, graceMs } = options;
  options.drain();
  const noKeepAlive = (_req: IncomingMessage, res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.prependListener('request', noKeepAlive);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!inTime) {
    options.log?.('the shutdown grace ran out: closing the connections still open', { graceMs });
    server.closeAllConnections();
    await closed;
  }
  await options.closeRest();
  return inTime;
}
