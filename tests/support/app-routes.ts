import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** One route as the server holds it, e.g. `PATCH /api/family-members/:id`. */
export interface AppRoute {
  readonly method: string;
  readonly path: string;
  readonly key: string;
}

const recorded = new WeakMap<object, Map<string, AppRoute>>();

/**
 * Records every route Fastify is given from now on (the Nest controllers at `init()`, and the routes
 * added by hand): call between createApp and init, so that nothing a controller registers can hide
 * from the hardening suites. The HEAD twin Fastify adds to each GET is left out, as it is not declared.
 */
export function recordRoutes(app: NestFastifyApplication): void {
  const routes = new Map<string, AppRoute>();
  recorded.set(app, routes);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.map((m) => m.toUpperCase())) {
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url}`;
        routes.set(key, { method, path: route.url, key });
      }
    });
}

/** The routes recorded for an app (recordRoutes), sorted by method and path. */
export function recordedRoutes(app: NestFastifyApplication): AppRoute[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('recordRoutes(app) was not called before app.init()');
  return [...routes.values()].sort((x, y) => x.key.localeCompare(y.key));
}
