import type { BookCsvRow } from '../../domain/index.js';
import { ImportRejectedError, type ImportSession, type ImportWriteResult } from '../../application/admin/ports/catalog-importer.port.js';
import { IMPORT_COLUMNS, pushRecordValues } from './book-columns.js';
import { COLUMNS, refusal, unnestFrom, upsertSql } from './catalog-upsert.sql.js';
import type { PgPoolClient } from './pg-pool.js';
import { forgetCatalogVersion } from '../catalog/versioned-search-cache.js';

/**
 * Rows per statement: enough to amortise a round trip, few enough that the rows waiting for it
 * stay young in V8's heap. Session 26, peak RSS of one 50,000-row import (PostgreSQL, 3 probes
 * each): 1,000 rows 300-306 MB, 500 rows 283-286 MB, 250 rows 287-288 MB, 100 rows 286-302 MB.
 * 100 rows was quicker in those probes (3.6-4.0 s against 5.0-5.2 s) but twice over 300 MB.
 */
export const IMPORT_BATCH = 500;

/** Rows gathered into per-column arrays and sent a batch at a time. */
abstract class BatchingSession implements ImportSession {
  private columns: unknown[][] = emptyColumns();
  protected broken = false;
  private closed = false;
  protected committed = false;

  constructor(
    protected readonly client: PgPoolClient,
    protected readonly at: Date,
  ) {}

  async stage(rows: readonly BookCsvRow[]): Promise<void> {
    const columns = this.columns; // the parser's row objects are let go at once
    for (const row of rows) {
      columns[0].push(row.row);
      pushRecordValues(columns, 1, row);
    }
    if (columns[0].length >= IMPORT_BATCH) await this.flush();
  }

  async commit(): Promise<ImportWriteResult> {
    await this.flush();
    const result = await this.guard(this.finish());
    this.committed = true;
    forgetCatalogVersion(); // the imported books are found by this instance's next search
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.columns = emptyColumns();
    try {
      await this.cleanUp();
    } catch {
      this.broken = true; // the connection is unusable: the pool discards it (and the server ends its session)
    }
    this.client.release(this.broken);
  }

  /** Sends one batch (the row numbers, then the 36 columns and the series). */
  protected abstract send(columns: unknown[][]): Promise<void>;
  /** Makes every sent row part of the catalog. */
  protected abstract finish(): Promise<ImportWriteResult>;
  /** Leaves the connection as it was found (and the catalog as it was, without a commit). */
  protected abstract cleanUp(): Promise<void>;

  protected async guard<T>(query: Promise<T>): Promise<T> {
    try {
      return await query;
    } catch (error) {
      const mapped = refusal(error);
      if (!(mapped instanceof ImportRejectedError)) this.broken = true;
      throw mapped;
    }
  }

  private async flush(): Promise<void> {
    const columns = this.columns;
    if (columns[0].length === 0) return;
    this.columns = emptyColumns();
    await this.guard(this.send(columns));
  }
}

/** A PostgreSQL server: upserts batch by batch in one transaction. */
export class TransactionSession extends BatchingSession {
  /** Books this import created (a book is inserted once, however often it appears). */
  private inserted = 0;

  protected async send(columns: unknown[][]): Promise<void> {
    const { rows } = await this.client.query<{ inserted: string }>(
      upsertSql(`${unnestFrom(2)} as s(seq, ${COLUMNS})`, 'select count(*) filter (where inserted) as inserted from written'),
      [this.at.toISOString(), ...columns],
    );
    this.inserted += Number(rows[0]?.inserted ?? 0);
  }

  protected async finish(): Promise<ImportWriteResult> {
    // every book this transaction wrote has exactly one live row version made by it
    const { rows } = await this.client.query<{ written: string }>(
      'select count(*) as written from book_content_analysis where xmin = pg_current_xact_id()::xid',
    );
    await this.client.query('commit');
    return { inserted: this.inserted, updated: Number(rows[0]?.written ?? 0) - this.inserted };
  }

  protected async cleanUp(): Promise<void> {
    if (!this.committed) await this.client.query('rollback');
  }
}

/** The embedded PGlite: a staging table, merged in one statement. */
export class StagingSession extends BatchingSession {
  constructor(
    client: PgPoolClient,
    at: Date,
    private readonly table: string,
  ) {
    super(client, at);
  }

  protected async send(columns: unknown[][]): Promise<void> {
    await this.client.query(`insert into ${this.table} select * from ${unnestFrom(1)}`, columns);
  }

  protected async finish(): Promise<ImportWriteResult> {
    const { rows } = await this.client.query<{ inserted: string; updated: string }>(
      upsertSql(`${this.table} s`, 'select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated from written'),
      [this.at.toISOString()],
    );
    return { inserted: Number(rows[0]?.inserted ?? 0), updated: Number(rows[0]?.updated ?? 0) };
  }

  protected async cleanUp(): Promise<void> {
    await this.client.query(`drop table if exists ${this.table}`);
  }
}

const emptyColumns = (): unknown[][] => [[], ...IMPORT_COLUMNS.map(() => [])];
