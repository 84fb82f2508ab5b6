import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeMetadata } from '../../api/http/route-metadata.js';
import { pageSecurityHeaders, securityHeaders } from '../../api/http/security-headers.js';

/**
 * Issue 20 (session 29): what every request used to work out again is worked out once. These pin
 * that the answer kept is the answer the work would give.
 */
describe('what the request path works out once', () => {
  describe('a route’s metadata (routeMetadata)', () => {
    const KEY = 'probeKey';
    class Parent {
      plain(): void {}
      @SetMetadata(KEY, 'handler')
      marked(): void {}
    }
    @SetMetadata(KEY, 'class')
    class Child extends Parent {}
    const contextOf = (handler: () => void, controller: object) => ({ getHandler: () => handler, getClass: () => controller }) as unknown as ExecutionContext;

    it('gives what Reflector.getAllAndOverride gives, for each handler and controller apart', () => {
      const reflector = new Reflector();
      const read = routeMetadata<string>(reflector, KEY);
      const cases: [() => void, typeof Parent][] = [
        [Parent.prototype.plain, Parent],
        [Parent.prototype.marked, Parent],
        [Parent.prototype.plain, Child], // the same method on another controller: the controller's own
        [Parent.prototype.marked, Child], // the handler's over the controller's
      ];
      for (const [handler, controller] of cases) {
        const expected = reflector.getAllAndOverride<string>(KEY, [handler, controller]);
        expect(read(contextOf(handler, controller))).toBe(expected);
        expect(read(contextOf(handler, controller))).toBe(expected); // and again, from what was kept
      }
      expect(cases.map(([h, c]) => read(contextOf(h, c)))).toEqual([undefined, 'handler', 'class', 'handler']);
    });

    it('asks the reflector once per route', () => {
      const reflector = new Reflector();
      const asked = jest.spyOn(reflector, 'getAllAndOverride');
      const read = routeMetadata<string>(reflector, KEY);
      for (let i = 0; i < 5; i++) read(contextOf(Parent.prototype.plain, Parent));
      read(contextOf(Parent.prototype.plain, Child));
      expect(asked).toHaveBeenCalledTimes(2);
    });
  });

  describe('the security headers, recorded from helmet once', () => {
    /** The headers a response ends with: a stand-in holding what was set and removed. */
    const answer = (write: (res: ServerResponse) => void) => {
      const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
      const res = {
        setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), value),
        removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
      } as unknown as ServerResponse;
      write(res);
      return Object.fromEntries(headers);
    };
    const req = {} as IncomingMessage;

    it('an API answer gets, on every request, the API’s policy and no more', () => {
      const headers = securityHeaders();
      const first = answer((res) => headers(req, res, '/api/reading-list'));
      const again = answer((res) => headers(req, res, '/api/health'));
      // helmet 8's headers for the API's policy (security-headers.ts), and X-Powered-By removed
      const helmets = {
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
      };
      expect(first).toEqual(helmets);
      expect(again).toEqual(helmets);
    });

    it('a page (the web client, the API’s documentation page, a test-mode page under /api) gets the page’s policy', () => {
      const headers = securityHeaders();
      const page = answer((res) => headers(req, res, '/book-scanner'));
      expect(answer((res) => headers(req, res, '/api/docs/ui/'))).toEqual(page);
      expect(answer((res) => pageSecurityHeaders(req, res))).toEqual(page);
      expect(page['x-powered-by']).toBeUndefined();
      expect(String(page['content-security-policy'])).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(page['x-dns-prefetch-control']).toBe('off'); // a document's headers, which an API answer goes without
    });
  });
});
