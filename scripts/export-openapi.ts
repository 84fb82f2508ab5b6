/**
 * Writes the OpenAPI document the server serves at /api/docs to a file, without a database and
 * without listening: the Nest app is created (not initialised) over an ORM that never connects.
 *
 * Run: node -r ./tests/support/ts-register.cjs scripts/export-openapi.ts [out.json]
 * (`npm run api:generate` runs it, then the web client's codegen.)
 */
import 'reflect-metadata';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { exportOpenApiDocument } from '../api/openapi/export-document.js';

async function main(): Promise<void> {
  const out = process.argv[2] ?? join(__dirname, '..', 'openapi.json');
  const document = await exportOpenApiDocument({ dataDir: mkdtempSync(join(tmpdir(), 'shelfcheck-openapi-')), logger: pino({ level: 'silent' }) });
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`OpenAPI document written to ${out}\n`);
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
