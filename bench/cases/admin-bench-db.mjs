// Shared by the admin benchmarks (not a case itself: bench/run.mjs runs *.bench.mjs only).
//
// The database: DATABASE_URL when set, else an embedded PGlite started in a CHILD process (this file
// run with `serve`), so that the benchmark process's memory is the server's alone, as it is in
// production where the database is another process. The baseline COPY runs on the same database:
// over the wire (COPY FROM STDIN) on PostgreSQL; in the child, PGlite's own COPY FROM '/dev/blob'
// on the embedded one (its socket server cannot carry COPY FROM STDIN).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..');
export const requireDist = createRequire(join(root, 'dist', 'package.json'));
const domain = () => requireDist('./domain/index.js');

const COPY_COLUMNS = () => domain().CSV_HEADER.join(', ');
// Empty text cells are '' (not NULL) in the catalog; only the ISBN may be NULL.
const COPY_OPTIONS = () =>
  `FORMAT csv, HEADER true, FORCE_NOT_NULL (${domain()
    .CSV_HEADER.filter((c) => c !== 'isbn' && !c.endsWith('_flag'))
    .join(', ')})`;

if (process.argv[2] === 'serve') await serve();

/** Starts (or reaches) the database; `copyFile(path)` times PostgreSQL's COPY of a CSV file in ms. */
export async function startDatabase() {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    return {
      url,
      kind: `PostgreSQL (${url.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@')})`,
      copyFile: (path) => wireCopy(url, path),
      stop: async () => undefined,
    };
  }
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const pending = new Map();
  let next = 0;
  let ready;
  const started = new Promise((resolve, reject) => {
    ready = resolve;
    child.once('exit', (code) => reject(new Error(`database process exited (${code})`)));
  });
  child.on('message', (m) => {
    if (m.url) return ready(m.url);
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.error) p.reject(new Error(m.error));
    else p.resolve(m.result);
  });
  const ask = (op, arg) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      child.send({ id, op, arg });
    });
  return {
    url: await started,
    kind: 'embedded PGlite in a separate process',
    copyFile: (path) => ask('copy', path),
    stop: async () => {
      child.removeAllListeners('exit');
      await ask('stop');
      child.kill();
    },
  };
}

/** The child: PGlite with pg_trgm behind its socket server, answering COPY requests over IPC. */
async function serve() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create({ extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  await server.start();
  process.on('message', async ({ id, op, arg }) => {
    try {
      if (op === 'copy') {
        const blob = new Blob([readFileSync(arg)]);
        const t0 = performance.now();
        await db.query(`COPY book_content_analysis (${COPY_COLUMNS()}) FROM '/dev/blob' WITH (${COPY_OPTIONS()})`, [], { blob });
        process.send({ id, result: performance.now() - t0 });
      } else if (op === 'stop') {
        await server.stop();
        await db.close();
        process.send({ id, result: true });
      }
    } catch (error) {
      process.send({ id, error: error.message });
    }
  });
  process.send({ url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable` });
}

/** COPY FROM STDIN through the pg driver's protocol, timed from the statement to its completion. */
async function wireCopy(url, path) {
  const { Client } = requireDist('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const data = readFileSync(path);
  try {
    const t0 = performance.now();
    await new Promise((resolve, reject) => {
      client.query({
        submit(connection) {
          connection.query(`COPY book_content_analysis (${COPY_COLUMNS()}) FROM STDIN WITH (${COPY_OPTIONS()})`);
        },
        handleCopyInResponse(connection) {
          for (let at = 0; at < data.length; at += 1 << 16) connection.sendCopyFromChunk(data.subarray(at, at + (1 << 16)));
          connection.endCopyFrom();
        },
        handleError: reject,
        handleReadyForQuery: resolve,
        handleCommandComplete() {},
        handleRowDescription() {},
        handleDataRow() {},
        handleEmptyQuery() {},
        handlePortalSuspended() {},
        handleCopyData() {},
      });
    });
    return performance.now() - t0;
  } finally {
    await client.end();
  }
}

/** The server's ORM on the database, migrated. */
export async function openServerOrm(url) {
  const { openOrm, migrate } = requireDist('./adapters/persistence/orm.js');
  const orm = await openOrm(url, { poolMax: 4 });
  await migrate(orm);
  return orm;
}

export async function pgPool(orm) {
  return orm.em.fork().getConnection().getNativeClient();
}

/** A user for the audit log's foreign key (and, when asked, an unlocked admin). */
export async function benchUser(pool, { admin = false } = {}) {
  const { randomUUID } = await import('node:crypto');
  const id = randomUUID();
  const sid = randomUUID();
  const email = `bench.${id}@example.com`;
  await pool.query('insert into users (id, email, password_hash) values ($1, $2, $3)', [id, email, 'bench']);
  await pool.query('insert into profiles (id, first_name, is_admin) values ($1, $2, $3)', [id, 'Bench', admin]);
  await pool.query('insert into auth_sessions (id, user_id) values ($1, $2)', [sid, id]);
  if (admin) await pool.query("insert into admin_unlocks (user_id, unlocked_until) values ($1, now() + interval '1 hour')", [id]);
  return { id, email, sessionId: sid, isAdmin: admin };
}

const WORDS =
  'the a of dragon school friend secret river winter night garden family city war journey light dark house forest king sister brother storm island ship letter'.split(
    ' ',
  );
const words = (bytes, n, from) => Array.from({ length: n }, (_, k) => WORDS[bytes[(from + k) % bytes.length] % WORDS.length]).join(' ');

/** A valid ISBN-13 for book number i. */
export function isbnFor(i) {
  const first12 = `9798${String(i).padStart(8, '0')}`; // 979-8: book ISBNs (979-0 would be ISMNs)
  const sum = [...first12].reduce((acc, d, k) => acc + Number(d) * (k % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

/**
 * Writes `n` books in the 36-field import format (with the header) to `path`, streaming, and
 * answers the file's size. Summaries of about 250 characters with commas and quotes, a fifth of
 * the flags yes with an example, a valid ISBN each.
 */
export async function writeBooksCsv(path, n) {
  const { CSV_HEADER, CATALOG_FLAGS, toCsvLine } = domain();
  const out = createWriteStream(path);
  let size = 0;
  const write = (s) => {
    size += Buffer.byteLength(s);
    return out.write(s) ? null : new Promise((r) => out.once('drain', r));
  };
  await write(toCsvLine(CSV_HEADER));
  for (let i = 0; i < n; i++) {
    const bytes = randomBytes(64);
    const row = [
      isbnFor(i),
      `The ${words(bytes, 3, 0)} ${i}`,
      `${words(bytes, 1, 5)} Author${i % 5000}`,
      `A story about ${words(bytes, 20, 7)}, with "quoted" words, commas, and more: ${words(bytes, 20, 30)}.`,
      ...CATALOG_FLAGS.flatMap((_f, k) => ((i + k) % 5 === 0 ? ['yes', `An example: ${words(bytes, 6, k)}.`] : ['no', ''])),
    ];
    const wait = write(`\r\n${toCsvLine(row)}`);
    if (wait) await wait;
  }
  await new Promise((resolve, reject) => out.end((e) => (e ? reject(e) : resolve())));
  return size;
}

export const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
