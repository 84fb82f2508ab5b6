import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulStop } from '../../api/http/graceful-stop.js';

/** Issue 21: on SIGTERM an instance finishes what it holds, takes nothing new, then closes its pools. */
describe('the graceful stop of one instance', () => {
  function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers the request under way (Connection: close), refuses new connections, then closes the rest', async () => {
    let draining = false;
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => (entered = r));
    const server: Server = createServer((req, res) => {
      if (req.url === '/slow') {
        entered();
        void new Promise<void>((r) => (release = r)).then(() => res.end(draining ? 'draining' : 'ok'));
      } else res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const slow = get(port, '/slow');
    await inHandler;
    const order: string[] = [];
    const stopped = gracefulStop({
      server,
      drain: () => void (draining = true),
      graceMs: 60_000,
      closeRest: async () => void order.push('pools closed'),
    });
    expect(draining).toBe(true);
    await expect(get(port, '/new')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(order).toEqual([]); // the request under way holds the pools open
    release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'draining' });
    expect(await stopped).toBe(true);
    expect(order).toEqual(['pools closed']);
  });

  it('drops what is left once the grace runs out, and still closes the pools', async () => {
    const server: Server = createServer(() => undefined); // never answers
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => (entered = r));
    server.on('request', () => entered());
    const hung = get(port, '/hung').catch((error: NodeJS.ErrnoException) => error.code);
    await inHandler;
    let closed = false;
    const inTime = await gracefulStop({ server, drain: () => undefined, graceMs: 50, closeRest: async () => void (closed = true) });
    expect(inTime).toBe(false);
    expect(closed).toBe(true);
    expect(await hung).toBe('ECONNRESET');
  });
});
