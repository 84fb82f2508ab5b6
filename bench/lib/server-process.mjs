// Starts the compiled server (dist/api/main.js) in a child process on a free port, on the embedded
// PGlite in a temporary DATA_DIR (or DATABASE_URL when set), and waits until /api/health answers.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server's own Node flags, as `npm start`, `start:prod` and the Docker image pass them. */
const SERVER_NODE_FLAGS = ['--no-memory-reducer'];

/**
 * `dist`: another build's output folder (default: this checkout's dist/), to compare two builds;
 * `execArgv`: flags for the server's Node (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startServer(extraEnv = {}, { dist = join(root, 'dist'), execArgv = [] } = {}) {
  // the flags `npm start` and the Docker image give the server's Node (decision 57)
  execArgv = [...SERVER_NODE_FLAGS, ...execArgv];
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-server-')),
    JWT_SECRET: 'bench-secret',
    LOG_LEVEL: 'silent',
    // a build copied outside the checkout still finds the checkout's packages (CommonJS reads it)
    NODE_PATH: join(root, 'node_modules'),
    // the allocator as `npm start` and the Docker image set it (decision 56)
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [...execArgv, join(dist, 'api', 'main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 2 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
