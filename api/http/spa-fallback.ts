import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { isWebRoute } from '../../domain/index.js';

/**
 * Serves the web client's index.html for every GET outside /api that no static file answered, so
 * that client-side routes work on reload: 200 for the pages the client knows (WEB_ROUTES, the list
 * its router is built from), 404 for any other path (the client then shows its own not-found page).
 */
export function spaFallback(webDir: string) {
  const indexPath = join(webDir, 'index.html');
  const index = existsSync(indexPath) ? readFileSync(indexPath) : null;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!index) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isWebRoute(req.path) ? 200 : 404).type('html').send(index);
  };
}
