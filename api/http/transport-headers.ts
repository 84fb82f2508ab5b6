import type { ServerResponse } from 'node:http';

/** helmet's own value: a year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Whether a request's path (without its query) is the API's, under /api. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * HSTS only on an HTTPS answer (a browser ignores it over plain http, and a LAN install serves
 * plain http): `secure` is the socket's TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY
 * names (Fastify's `request.protocol`). Every /api answer is `Cache-Control: no-store` (answers hold account data; a handler that
 * sets its own value keeps it), so no shared or browser cache keeps a signed-in answer.
 */
export function transportAndCacheHeaders(res: ServerResponse, path: string, secure: boolean): void {
  if (secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
  if (isApiPath(path)) res.setHeader('Cache-Control', 'no-store');
}
