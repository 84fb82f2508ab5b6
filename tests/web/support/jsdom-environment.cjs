/**
 * The web project's environment: jsdom, plus Node's fetch API, which jsdom does not have. RTK
 * Query's fetchBaseQuery builds a `Request` and reads a `Response`; the tests answer its calls with
 * real `Response` objects (fake-api.ts). `Request` is adjusted to behave as in a page:
 * - a relative address ('/api/books/search') is resolved against the page's address, as a browser
 *   does (Node's own refuses it);
 * - a jsdom AbortSignal (RTK Query aborts through the page's AbortController) is passed on as a Node
 *   one, which is all Node's `Request` accepts. The page keeps jsdom's AbortController: jsdom's
 *   addEventListener accepts only its own signals.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NodeAbortController = globalThis.AbortController;
const NodeAbortSignal = globalThis.AbortSignal;

function nodeSignal(signal) {
  if (!signal || signal instanceof NodeAbortSignal) return signal;
  const controller = new NodeAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    class PageRequest extends Request {
      constructor(input, init) {
        const url = typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href) : input;
        super(url, init && init.signal ? { ...init, signal: nodeSignal(init.signal) } : init);
      }
    }
    page.Request = PageRequest;
    for (const name of ['fetch', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      page[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
