import { Logger, type ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter } from '../../api/http/all-exceptions.filter.js';

/** What the filter answered: status, headers and body, through a response object that records them. */
function answer(exception: unknown, url = '/api/family-members') {
  const sent: { status?: number; headers: Record<string, string>; body?: { code?: string; message?: string } } = { headers: {} };
  // the part of Fastify's reply the filter uses
  const res = {
    sent: false,
    raw: { headersSent: false },
    header: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), res),
    code: (status: number) => ((sent.status = status), res),
    send: (body: { code?: string }) => ((sent.body = body), res),
  };
  const req = { url, originalUrl: url, method: 'GET', headers: {} };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

// The session check's socket error reached the token guard as a throwable that is no `instanceof
// Error` (made in another realm, as under Jest's VM sandbox); the guard wraps it with the original as
// its cause, and a burst of signed-in calls while the database was gone answered 500 instead of 503
// (CI, tests/hardening/faults.spec.ts).
describe('the database away, seen through a wrapped error', () => {
  beforeAll(() => Logger.overrideLogger(false)); // the filter logs every 5xx; nothing to read here
  const refused = { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' };

  it('answers 503 service_unavailable with Retry-After when the cause says the database is away', () => {
    const sent = answer(new Error('The access token could not be checked', { cause: refused }));
    expect(sent.status).toBe(503);
    expect(sent.body?.code).toBe('service_unavailable');
    expect(sent.headers['retry-after']).toBe('5');
  });

  it('reads a cause of a cause, and a SQLSTATE of class 08 on it', () => {
    const inner = new Error('wrapped once', { cause: { message: 'lost', code: '08006' } });
    expect(answer(new Error('wrapped twice', { cause: inner })).status).toBe(503);
  });

  it('still answers 500 internal_error, with no internals, for an error whose causes say nothing of the database', () => {
    const sent = answer(new Error('The access token could not be checked', { cause: new Error('x is not a function') }));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({ code: 'internal_error', message: 'An unexpected error occurred', errors: ['An unexpected error occurred'] });
  });

  it('does not loop on an error that is its own cause', () => {
    const loop = new Error('loop') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(answer(loop).status).toBe(500);
  });
});
