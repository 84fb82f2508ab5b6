// Admin export: GET /api/admin/books/export.csv of a 100,000-book catalog through the whole HTTP
// stack (guard, use case, keyset pages streamed into the response), timed to the last byte, against
// a plain SELECT of the same columns in the same order on the same database. Target: under 5 s.
// The full 36-column export is timed too (information).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { report } from '../lib/report.mjs';
import { benchUser, mb, openServerOrm, pgPool, requireDist, startDatabase, writeBooksCsv } from './admin-bench-db.mjs';

const BOOKS = 100_000;
const TARGET_MS = 5000;

const db = await startDatabase();
const dir = mkdtempSync(join(tmpdir(), 'shelfcheck-bench-'));
let app;
let orm;
try {
  const file = join(dir, 'books.csv');
  const size = await writeBooksCsv(file, BOOKS);
  orm = await openServerOrm(db.url);
  const pool = await pgPool(orm);
  await pool.query('truncate book_content_analysis cascade');
  await db.copyFile(file);
  const { rows } = await pool.query('select count(*)::int as n from book_content_analysis');
  if (rows[0].n !== BOOKS) throw new Error(`catalog holds ${rows[0].n} books`);
  process.stdout.write(`database: ${db.kind}; ${BOOKS} books loaded (${mb(size)} MB of CSV)\n`);

  // The server, as `npm start` builds it, on this database.
  const { loadConfig } = requireDist('./api/config/app-config.js');
  const { createApp } = requireDist('./api/create-app.js');
  const { JwtService } = requireDist('@nestjs/jwt');
  const pino = requireDist('pino');
  const config = loadConfig({}, { dataDir: dir, jwtSecret: 'bench-secret', webDir: null, logLevel: 'silent' });
  app = await createApp({ config, orm, logger: pino({ level: 'silent' }) });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const admin = await benchUser(pool, { admin: true });
  const token = new JwtService({ secret: config.jwtSecret }).sign(
    { sub: admin.id, email: admin.email, sid: admin.sessionId, is_admin: true },
    { algorithm: 'HS256', issuer: 'shelfcheck', audience: 'authenticated', expiresIn: '1h' },
  );

  /** Downloads a CSV to its last byte; answers the time, the bytes, the lines and the count header. */
  async function download(path) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lineBreaks = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lineBreaks++;
    }
    return { ms: performance.now() - t0, bytes, lineBreaks, total: Number(res.headers.get('x-total-count')) };
  }

  await download('/api/admin/books/export.csv'); // warm-up: JIT, pool, page cache
  const t0 = performance.now();
  const plain = await pool.query('select title, author, isbn, created_at from book_content_analysis order by title');
  const selectMs = performance.now() - t0;
  if (plain.rows.length !== BOOKS) throw new Error('baseline read a different number of rows');

  const t1 = performance.now();
  const plainFull = await pool.query(`select ${requireDist('./domain/index.js').CSV_HEADER.join(', ')} from book_content_analysis order by title`);
  const selectFullMs = performance.now() - t1;
  if (plainFull.rows.length !== BOOKS) throw new Error('baseline read a different number of rows');

  const summary = await download('/api/admin/books/export.csv');
  if (summary.total !== BOOKS || summary.lineBreaks !== BOOKS) throw new Error(`summary export: ${summary.total} counted, ${summary.lineBreaks} line breaks`);
  const full = await download('/api/admin/books/export-full.csv');
  if (full.total !== BOOKS) throw new Error(`full export counted ${full.total}`);
  process.stdout.write(
    `export.csv ${mb(summary.bytes)} MB in ${summary.ms.toFixed(0)} ms; export-full.csv ${mb(full.bytes)} MB in ${full.ms.toFixed(0)} ms; plain SELECTs ${selectMs.toFixed(0)} / ${selectFullMs.toFixed(0)} ms\n`,
  );

  report({
    name: `admin export.csv of ${BOOKS} books over HTTP (to the last byte)`,
    value: summary.ms,
    unit: 'ms',
    baseline: selectMs,
    baselineName: 'plain SELECT of the same columns, same order',
    ratio: summary.ms / selectMs,
    target: `< ${TARGET_MS} ms`,
    pass: summary.ms < TARGET_MS,
  });
  report({
    name: `admin export-full.csv (36 columns) of ${BOOKS} books over HTTP`,
    value: full.ms,
    unit: 'ms',
    baseline: selectFullMs,
    baselineName: 'plain SELECT of the 36 columns, same order',
    ratio: full.ms / selectFullMs,
    target: `< ${TARGET_MS} ms (information)`,
  });
} finally {
  await app?.close();
  await orm?.close(true);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
