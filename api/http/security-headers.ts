import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath } from './transport-headers.js';

/** The page's headers: the web client, the API's documentation page, the test-mode pages. */
const pageHeaders = recorded(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"], // WebAssembly (the barcode reader) may compile; no JS eval, no inline
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine writes CSS variables in a style tag
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null, // served over plain http on a LAN during development
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // over HTTPS only: transport-headers.ts
  }),
);

/** What a helmet middleware does to a response: the headers it removes, then those it sets. */
type HeaderWrites = (res: ServerResponse) => void;

/**
 * Runs a helmet middleware once, on a stand-in response, and gives back what it wrote, to be done
 * again on each answer. Every policy here is fixed (no directive is a function of the request), and
 * helmet only sets and removes headers and calls on at once, so each answer gets the very headers
 * helmet gives it, without rebuilding them through helmet's chain of fourteen middlewares on every
 * request (issue 20, docs/performance.md "Session 29").
 */
function recorded(middleware: ReturnType<typeof helmet>): HeaderWrites {
  const removed: string[] = [];
  const set: [string, string | number | readonly string[]][] = [];
  const standIn = {
    removeHeader: (name: string) => void removed.push(name),
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, value]),
  };
  let calledOn = false;
  middleware({} as IncomingMessage, standIn as unknown as ServerResponse, () => (calledOn = true));
  if (!calledOn) throw new Error('helmet did not call on at once: its headers cannot be recorded');
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}

/**
 * The page's headers on an answer under /api that is a page after all (the test-mode checkout and
 * portal): called by its handler before it sends the HTML, it replaces the API's policy.
 */
export function pageSecurityHeaders(_req: IncomingMessage, res: ServerResponse): void {
  pageHeaders(res);
}

/**
 * The security headers (helmet), set on Node's response for a request's path (without its query). Pages (the web client, the API's own documentation page) get the
 * page policy: scripts and styles from this origin only (WebAssembly may compile for the barcode
 * reader; Mantine writes CSS variables in a style tag). An API answer is JSON that no browser
 * should ever run as a page, so it gets the policy OWASP's REST Security Cheat Sheet gives an API,
 * `default-src 'none'; frame-ancestors 'none'`, stricter than the page's, and not the headers that
 * only mean something to a document (X-DNS-Prefetch-Control, X-Download-Options, X-XSS-Protection,
 * Origin-Agent-Cluster): issue 20, 0.9 KiB of headers on every answer became 0.5 KiB, health
 * answered ~18 % more requests a second (docs/performance.md, "Session 14"). Both keep nosniff,
 * X-Frame-Options, Referrer-Policy, the cross-origin policies and X-Permitted-Cross-Domain-Policies;
 * HSTS is set over HTTPS only (transport-headers.ts).
 */
export function securityHeaders() {
  const api = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
  });
  const apiHeaders = recorded(api);
  return (_req: IncomingMessage, res: ServerResponse, path: string): void => {
    if (isApiAnswer(path)) apiHeaders(res);
    else pageHeaders(res);
  };
}

/** Everything under /api answers JSON (or a CSV download), except the documentation's page. */
function isApiAnswer(path: string): boolean {
  return isApiPath(path) && !path.startsWith('/api/docs/ui');
}
