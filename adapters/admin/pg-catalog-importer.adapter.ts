import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { BookCsvRow } from '../../domain/index.js';
import { ImportRejectedError, type CatalogImporter, type ImportSession, type ImportWriteResult } from '../../application/admin/ports/catalog-importer.port.js';
import { RECORD_COLUMNS, isFlagColumn, pushRecordValues } from './book-columns.js';
import { pgPoolOf, type PgPoolClient } from './pg-pool.js';

/**
 * Rows per staging statement: enough to amortise a round trip, few enough that the rows waiting
 * for it stay young in V8's heap (larger batches measured ~20 MB more peak memory, no faster).
 */
export const STAGE_BATCH = 1000;

const typeOf = (column: string) => (isFlagColumn(column) ? 'boolean' : 'text');
const COLUMNS = RECORD_COLUMNS.join(', ');
const UPDATES = RECORD_COLUMNS.filter((c) => c !== 'isbn')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/** One staging statement: every column as one array parameter, unnested into rows. */
const stageSql = (stage: string) =>
  `insert into ${stage} (seq, ${COLUMNS}) select * from unnest($1::int[], ${RECORD_COLUMNS.map((c, i) => `$${i + 2}::${typeOf(c)}[]`).join(', ')})`;

/**
 * The one statement that changes the catalog: both upserts (by ISBN; by title and author when there
 * is none) in data-modifying CTEs, so that they commit or fail together. The later staged row wins
 * should one book still appear twice.
 */
const mergeSql = (stage: string) => `
  with src as (
    select distinct on (isbn, lower_title, lower_author) *
      from (select s.*, case when isbn is null then lower(title) end as lower_title,
                        case when isbn is null then lower(author) end as lower_author
              from ${stage} s) keyed
     order by isbn, lower_title, lower_author, seq desc
  ),
  by_isbn as (
    insert into book_content_analysis (${COLUMNS}, created_at, updated_at) select ${COLUMNS}, $1, $1 from src where isbn is not null
    on conflict (isbn) where isbn is not null do update set ${UPDATES}, updated_at = $1
    returning (xmax = 0) as inserted
  ),
  by_title as (
    insert into book_content_analysis (${COLUMNS}, created_at, updated_at) select ${COLUMNS}, $1, $1 from src where isbn is null
    on conflict (lower(title), lower(author)) where isbn is null do update set ${UPDATES}, updated_at = $1
    returning (xmax = 0) as inserted
  )
  select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated
    from (select inserted from by_isbn union all select inserted from by_title) written`;

/** SQLSTATE classes that mean "the database refuses this data", not "the database is away". */
const DATA_ERROR = /^(22|23|54)/;

const refusal = (error: unknown): unknown => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && DATA_ERROR.test(code) ? new ImportRejectedError(`the database refused the data (${(error as Error).message})`) : error;
};

/**
 * Imports through a staging table: the rows go, a thousand per statement as array
 * parameters, into a temporary table of this import's own (no indexes, no WAL) on one held
 * connection, and one statement then merges them into the catalog. The catalog changes in that
 * statement only, so a failure at any point leaves it exactly as it was, and no transaction stays
 * open while rows are sent (on the embedded PGlite an open transaction would hold up every other
 * request).
 */
export class PgCatalogImporter implements CatalogImporter {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(orm: MikroORM) {
    this.pool = pgPoolOf(orm);
  }

  async begin(): Promise<ImportSession> {
    const client = await (await this.pool()).connect();
    const stage = `admin_import_${randomUUID().replace(/-/g, '')}`;
    try {
      await client.query(`create temp table ${stage} (seq int not null, ${RECORD_COLUMNS.map((c) => `${c} ${typeOf(c)}`).join(', ')})`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    return new PgImportSession(client, stage);
  }
}

class PgImportSession implements ImportSession {
  /** Staged rows not yet sent, column by column (the parser's row objects are dropped at once). */
  private columns: unknown[][] = emptyColumns();
  private broken = false;
  private closed = false;

  constructor(
    private readonly client: PgPoolClient,
    private readonly table: string,
  ) {}

  async stage(rows: readonly BookCsvRow[]): Promise<void> {
    const columns = this.columns;
    for (const row of rows) {
      (columns[0] as unknown[]).push(row.row);
      pushRecordValues(columns, 1, row);
    }
    if ((columns[0] as unknown[]).length >= STAGE_BATCH) await this.flush();
  }

  async commit(at: Date): Promise<ImportWriteResult> {
    await this.flush();
    const { rows } = await this.guard(this.client.query<{ inserted: string; updated: string }>(mergeSql(this.table), [at.toISOString()]));
    return { inserted: Number(rows[0]?.inserted ?? 0), updated: Number(rows[0]?.updated ?? 0) };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.columns = emptyColumns();
    try {
      await this.client.query(`drop table if exists ${this.table}`);
    } catch {
      this.broken = true; // the connection is unusable: the pool discards it (its temp table goes with it)
    }
    this.client.release(this.broken);
  }

  private async flush(): Promise<void> {
    const columns = this.columns;
    if ((columns[0] as unknown[]).length === 0) return;
    this.columns = emptyColumns();
    await this.guard(this.client.query(stageSql(this.table), columns));
  }

  private async guard<T>(query: Promise<T>): Promise<T> {
    try {
      return await query;
    } catch (error) {
      const mapped = refusal(error);
      if (!(mapped instanceof ImportRejectedError)) this.broken = true;
      throw mapped;
    }
  }
}

const emptyColumns = (): unknown[][] => [[], ...RECORD_COLUMNS.map(() => [])];
