import type { Request } from 'express';

/** The caller's address (behind a loopback proxy, the forwarded one) and user agent. */
export function clientInfo(req: Request): { ip: string; userAgent: string | null } {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('user-agent') ?? null };
}
