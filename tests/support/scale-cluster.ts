import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, request, Agent, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Issue 21's test rig: real ShelfCheck instances as child processes (the TypeScript entry run
 * through tests/support/ts-register.cjs: nothing is built at test time) and a small round-robin
 * proxy in front, which, like nginx's `proxy_next_upstream error`, tries the other instance when
 * one refuses the connection (or, for a GET, drops it).
 */
const ROOT = join(__dirname, '..', '..');

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', join(ROOT, 'tests', 'support', 'ts-register.cjs'), join(ROOT, 'api', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), `shelfcheck-${name}-`)), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out = (out + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (out = (out + d).slice(-20_000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, port, child, exited, output: () => out };
}

/** Waits until the instance answers GET /api/health with 200; fails with its output if it exits first. */
export async function waitUntilUp(instance: Instance, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  let ended = false;
  void instance.exited.then(() => (ended = true));
  while (Date.now() < until) {
    if (ended) throw new Error(`instance ${instance.name} exited while starting:\n${instance.output().slice(-4000)}`);
    const status = await fetch(`http://127.0.0.1:${instance.port}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${instance.name} did not answer within ${deadlineMs} ms:\n${instance.output().slice(-4000)}`);
}

export interface ProxyCall {
  readonly method: string;
  readonly path: string;
  readonly upstream: string;
  readonly status: number;
  /** Upstreams that failed before this one answered. */
  readonly failedOver: string[];
}

export interface RoundRobinProxy {
  readonly port: number;
  readonly calls: ProxyCall[];
  close(): Promise<void>;
}

const noKeepAlive = new Agent({ keepAlive: false });

/** Round robin over `upstreams`; each answer carries `X-Upstream: <name>`. */
export async function startProxy(upstreams: readonly Instance[]): Promise<RoundRobinProxy> {
  let next = 0;
  const calls: ProxyCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++ % upstreams.length;
      const order = upstreams.map((_, i) => upstreams[(first + i) % upstreams.length]);
      const failedOver: string[] = [];
      const attempt = (k: number) => {
        const target = order[k];
        if (!target) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'bad_gateway', message: 'no instance answered' }));
          calls.push({ method: req.method ?? '', path: req.url ?? '', upstream: 'none', status: 502, failedOver });
          return;
        }
        const headers = { ...req.headers, host: `127.0.0.1:${target.port}`, 'x-forwarded-for': '127.0.0.1' };
        const up = request(
          { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers, agent: noKeepAlive },
          (answer: IncomingMessage) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': target.name });
            answer.pipe(res);
            calls.push({ method: req.method ?? '', path: req.url ?? '', upstream: target.name, status: answer.statusCode ?? 0, failedOver });
          },
        );
        up.on('error', (error: NodeJS.ErrnoException) => {
          // a refused connection never reached the instance: safe to retry any request; a dropped
          // one may have, so only an idempotent GET goes to the next instance
          if (error.code === 'ECONNREFUSED' || req.method === 'GET') {
            failedOver.push(target.name);
            attempt(k + 1);
          } else {
            res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'bad_gateway', message: error.message }));
            calls.push({ method: req.method ?? '', path: req.url ?? '', upstream: target.name, status: 502, failedOver });
          }
        });
        up.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export const uniqueSuffix = () => randomBytes(4).toString('hex');
