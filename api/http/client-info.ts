import type { FastifyRequest } from 'fastify';

/** The caller's address (behind a loopback proxy, the forwarded one) and user agent. */
export function clientInfo(req: FastifyRequest): { ip: string; userAgent: string | null } {
  const agent = req.headers['user-agent'];
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: agent ?? null };
}
