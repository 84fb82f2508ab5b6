import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CatalogImporter, ImportSession } from '../../application/admin/ports/catalog-importer.port.js';
import { IMPORT_COLUMNS } from './book-columns.js';
import { typeOf } from './catalog-upsert.sql.js';
import { StagingSession, TransactionSession } from './pg-import-sessions.js';
import { pgPoolOf } from './pg-pool.js';

/**
 * How an import reaches the catalog, all or nothing either way:
 * - `transaction` (a PostgreSQL server): one transaction; each batch is upserted into the catalog as
 *   it arrives, so the index work overlaps the reading of the text; commit at the end.
 * - `staging` (the embedded PGlite, which runs one transaction at a time for every connection, so an
 *   open one would hold up every other request for the whole import): batches go into a temporary
 *   table of the import's own, and one statement merges it into the catalog at the end.
 */
/** The bounds of a long job's own transaction (CSV import): 15 minutes a statement, 2 minutes idle between batches. */
export const LONG_JOB_BOUNDS = 'set local statement_timeout = 900000; set local idle_in_transaction_session_timeout = 120000';

export type ImportStrategy = 'transaction' | 'staging';

/** PGlite names itself in version(): 'PostgreSQL 18.6 (PGlite 0.5.14) on wasm32-unknown-emscripten…'. */
const EMBEDDED = /PGlite/i;

/**
 * Imports into book_content_analysis on one held connection; the strategy (see ImportStrategy) is
 * chosen from the database's own version() unless given.
 */
export class PgCatalogImporter implements CatalogImporter {
  private readonly pool: ReturnType<typeof pgPoolOf>;
  private strategy: ImportStrategy | null;

  constructor(orm: MikroORM, strategy?: ImportStrategy) {
    this.pool = pgPoolOf(orm);
    this.strategy = strategy ?? null;
  }

  async begin(at: Date): Promise<ImportSession> {
    const client = await (await this.pool()).connect();
    try {
      if (this.strategy === null) {
        const { rows } = await client.query<{ version: string }>('select version() as version');
        this.strategy = EMBEDDED.test(rows[0]?.version ?? '') ? 'staging' : 'transaction';
      }
      if (this.strategy === 'transaction') {
        await client.query('begin');
        // a large import may take longer than a request's statement bound (DB_STATEMENT_TIMEOUT_MS):
        // this transaction alone gets the long job's bounds (SET LOCAL ends with it)
        await client.query(LONG_JOB_BOUNDS);
        return new TransactionSession(client, at);
      }
      const table = `admin_import_${randomUUID().replace(/-/g, '')}`;
      await client.query(`create temp table ${table} (seq int not null, ${IMPORT_COLUMNS.map((c) => `${c} ${typeOf(c)}`).join(', ')})`);
      return new StagingSession(client, at, table);
    } catch (error) {
      client.release(true);
      throw error;
    }
  }
}
