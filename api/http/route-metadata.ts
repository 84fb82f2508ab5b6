import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * A route's metadata for a key, the handler's over its controller's (Reflector.getAllAndOverride),
 * read once per route and then kept: decorators write it when the classes are defined and nothing
 * changes it after. A global guard asks on every request, and reflect-metadata's lookup walks
 * prototype chains and maps each time (issue 20, docs/performance.md "Session 29").
 */
export function routeMetadata<T>(reflector: Reflector, key: string | symbol): (context: ExecutionContext) => T | undefined {
  const byHandler = new WeakMap<object, Map<object, T | undefined>>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byClass = byHandler.get(handler);
    if (!byClass) byHandler.set(handler, (byClass = new Map<object, T | undefined>()));
    if (byClass.has(controller)) return byClass.get(controller);
    const value = reflector.getAllAndOverride<T | undefined>(key, [handler, controller]);
    byClass.set(controller, value);
    return value;
  };
}
