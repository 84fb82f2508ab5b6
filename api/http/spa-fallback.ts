import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * Serves the web client's index.html for every GET outside /api that no static file answered,
 * so that client-side routes (and the client's own 404 page) work on reload.
 */
export function spaFallback(webDir: string) {
  const indexPath = join(webDir, 'index.html');
  const index = existsSync(indexPath) ? readFileSync(indexPath) : null;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!index) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(index);
  };
}
