/**
 * The web project's environment: jsdom, plus Node's fetch API, which jsdom does not have. RTK
 * Query's fetchBaseQuery builds a `Request` and reads a `Response`; the tests answer its calls with
 * real `Response` objects (fake-api.ts). Two adjustments make Node's classes behave as in a page:
 * - `Request` resolves a relative address ('/api/books/search') against the page's address, as a
 *   browser does (Node's own refuses it);
 * - `AbortController`/`AbortSignal` are Node's too: Node's `Request` refuses jsdom's signals.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href) : input, init);
      }
    }
    page.Request = PageRequest;
    for (const name of ['fetch', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      page[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
