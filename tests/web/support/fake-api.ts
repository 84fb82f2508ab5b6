/**
 * The server, as a component test sees it: `fetch` answered from a table of routes with the API's
 * real shapes (docs/*.md, /work/shared/API.md), so RTK Query, its transformResponse and the
 * components run unchanged. Every request is recorded; one with no route gets a 404 and is listed
 * in `unhandled`, so a test can say it asked for nothing else.
 */

/** What a route answers: a JSON body (any status), with headers such as `X-Hidden-Count`. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** The path without the query: '/api/books/search'. */
  path: string;
  query: URLSearchParams;
  /** The body as text ('' when none). */
  body: string;
}

type Route = {
  method: string;
  path: string | RegExp;
  answer: FakeAnswer | ((request: SeenRequest) => FakeAnswer);
};

export class FakeApi {
  readonly requests: SeenRequest[] = [];
  readonly unhandled: SeenRequest[] = [];
  private readonly routes: Route[] = [];

  /**
   * Every signed-in screen asks whose household it is (GET /api/household): by default the signed-in
   * parent holds their own household alone. A test may answer otherwise with `on`.
   */
  constructor() {
    this.on('GET', '/api/household', {
      body: {
        role: 'owner',
        owner_id: 'user-1',
        members: [{ user_id: 'user-1', email: 'sam@example.com', first_name: 'Sam', last_name: null, role: 'owner', joined_at: '2026-01-05T10:00:00Z' }],
        invitations: [],
        permissions: {},
      },
    });
  }

  /** Adds a route; a later route for the same request wins (so a test can change an answer). */
  on(method: string, path: string | RegExp, answer: Route['answer']): this {
    this.routes.unshift({ method: method.toUpperCase(), path, answer });
    return this;
  }

  /** The requests made to one path (any query), in order. */
  calls(method: string, path: string): SeenRequest[] {
    return this.requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const seen: SeenRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: await request.text() };
    this.requests.push(seen);
    const route = this.routes.find((r) => r.method === seen.method && (typeof r.path === 'string' ? r.path === seen.path : r.path.test(seen.path)));
    if (!route) {
      this.unhandled.push(seen);
      return json(404, { code: 'not_found', message: `No fake answer for ${seen.method} ${seen.path}` });
    }
    const answer = typeof route.answer === 'function' ? route.answer(seen) : route.answer;
    return json(answer.status ?? 200, answer.body ?? null, answer.headers);
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
