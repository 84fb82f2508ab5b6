import type { MikroORM } from '@mikro-orm/postgresql';
import { CATALOG_FLAGS, clampSeverity, exampleColumn, flagColumn, type CatalogFlag, type CategoryRating, type CorrectionStatus } from '../../domain/index.js';
import type { Accepted, Acceptance, Correction, CorrectionStore, Decision, NewCorrection, QueuedCorrection } from '../../application/corrections/ports/correction-store.port.js';
import { isoTime, pgPoolOf, type PgQueryable } from '../admin/pg-pool.js';

const COLUMNS = 'c.id, c.user_id, c.book_id, c.isbn, c.title, c.author, c.category, c.kind, c.note, c.status, c.proposed_severity, c.decided_by, c.decided_at, c.decision_note, c.created_at';

type Row = Record<string, unknown>;

const toCorrection = (r: Row): Correction => ({
  id: String(r.id),
  user_id: (r.user_id as string | null) ?? null,
  book_id: (r.book_id as string | null) ?? null,
  isbn: (r.isbn as string | null) ?? null,
  title: String(r.title),
  author: String(r.author),
  category: r.category as Correction['category'],
  kind: r.kind as Correction['kind'],
  note: String(r.note ?? ''),
  status: r.status as CorrectionStatus,
  proposed_severity: Number(r.proposed_severity),
  decided_by: (r.decided_by as string | null) ?? null,
  decided_at: r.decided_at ? isoTime(r.decided_at) : null,
  decision_note: (r.decision_note as string | null) ?? null,
  created_at: isoTime(r.created_at),
});

const toQueued = (r: Row): QueuedCorrection => ({ ...toCorrection(r), reporter_email: (r.reporter_email as string | null) ?? null });

/** Only a known flag ever reaches SQL text as a column name. */
function knownFlag(flag: string): CatalogFlag {
  if (!(CATALOG_FLAGS as readonly string[]).includes(flag)) throw new Error(`not a catalog flag: ${flag}`);
  return flag as CatalogFlag;
}

/**
 * content_corrections in PostgreSQL (or PGlite), plain SQL on the pool under MikroORM (see
 * adapters/admin/pg-pool.ts). A decision runs on one held connection in one short transaction:
 * the guarded status change first (`where status = 'open'`, so of two admins only one wins), then
 * the catalog row (locked, its category read as "before"), the audit entry and the cache cleanup.
 */
export class PgCorrectionStore implements CorrectionStore {
  private readonly pool: ReturnType<typeof pgPoolOf>;

  constructor(orm: MikroORM) {
    this.pool = pgPoolOf(orm);
  }

  async insert(row: NewCorrection, at: Date): Promise<Correction> {
    const { rows } = await (await this.pool()).query<Row>(
      `insert into content_corrections as c (user_id, book_id, isbn, title, author, category, kind, note, proposed_severity, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
      [row.user_id, row.book_id, row.isbn, row.title, row.author, row.category, row.kind, row.note, row.proposed_severity, at.toISOString()],
    );
    return toCorrection(rows[0]);
  }

  async find(id: string): Promise<QueuedCorrection | null> {
    const { rows } = await (await this.pool()).query<Row>(
      `select ${COLUMNS}, u.email as reporter_email from content_corrections c left join users u on u.id = c.user_id where c.id = $1`,
      [id],
    );
    return rows[0] ? toQueued(rows[0]) : null;
  }

  async list(status: CorrectionStatus | null, limit: number): Promise<QueuedCorrection[]> {
    const { rows } = await (await this.pool()).query<Row>(
      `select ${COLUMNS}, u.email as reporter_email from content_corrections c left join users u on u.id = c.user_id
        where ($1::text is null or c.status = $1) order by c.created_at desc, c.id desc limit $2`,
      [status, limit],
    );
    return rows.map(toQueued);
  }

  async accept(a: Acceptance): Promise<Accepted | null> {
    const flag = knownFlag(a.flag);
    return this.inTransaction(async (tx) => {
      const decided = await this.decide(tx, a, 'accepted');
      if (!decided) return null;
      const { rows } = await tx.query<Row>(
        `select id, isbn, title, author, severity, ${flagColumn(flag)} as present, ${exampleColumn(flag)} as example
           from book_content_analysis where id = $1 for update`,
        [a.bookId],
      );
      const book = rows[0];
      if (!book) return 'rollback';
      const severities = (typeof book.severity === 'string' ? JSON.parse(book.severity) : (book.severity ?? {})) as Record<string, unknown>;
      const present = book.present === true;
      const before: CategoryRating = {
        present,
        severity: !present ? 0 : typeof severities[flag] === 'number' ? clampSeverity(severities[flag]) : 3,
        example: String(book.example ?? ''),
      };
      await tx.query(
        `update book_content_analysis
            set ${flagColumn(flag)} = $2, ${exampleColumn(flag)} = $3,
                severity = case when $2 then coalesce(severity, '{}'::jsonb) || jsonb_build_object($4::text, $5::int) else coalesce(severity, '{}'::jsonb) - $4::text end,
                updated_at = greatest(updated_at + interval '1 millisecond', $6::timestamptz),
                ratings_source = 'correction', ratings_updated_at = $6::timestamptz, ratings_unrated = array_remove(ratings_unrated, $4::text)
          where id = $1`,
        [a.bookId, a.after.present, a.after.example, flag, a.after.severity, a.at.toISOString()],
      );
      await this.audit(tx, a, 'corrections.accepted', {
        book_id: a.bookId,
        isbn: book.isbn ?? null,
        title: book.title,
        author: book.author,
        category: decided.category,
        flag,
        kind: decided.kind,
        before,
        after: a.after,
        note: a.decisionNote,
      });
      // the cache key holds the row's updated_at, so old answers are never served again; this drops them
      await tx.query(`delete from analysis_cache where result->>'title' = $1 and result->>'author' = $2`, [book.title, book.author]);
      return { correction: decided, before };
    });
  }

  async reject(d: Decision): Promise<Correction | null> {
    return this.inTransaction(async (tx) => {
      const decided = await this.decide(tx, d, 'rejected');
      if (!decided) return null;
      await this.audit(tx, d, 'corrections.rejected', { book_id: decided.book_id, isbn: decided.isbn, title: decided.title, category: decided.category, kind: decided.kind, note: d.decisionNote });
      return decided;
    });
  }

  private async decide(tx: PgQueryable, d: Decision, to: CorrectionStatus): Promise<Correction | null> {
    const { rows } = await tx.query<Row>(
      `update content_corrections c set status = $2, decided_by = $3, decided_at = $4, decision_note = $5
        where c.id = $1 and c.status = 'open' returning ${COLUMNS}`,
      [d.id, to, d.decidedBy, d.at.toISOString(), d.decisionNote],
    );
    return rows[0] ? toCorrection(rows[0]) : null;
  }

  private async audit(tx: PgQueryable, d: Decision, action: string, details: Record<string, unknown>): Promise<void> {
    await tx.query('insert into audit_log (actor_id, action, target, details, created_at) values ($1, $2, $3, $4, $5)', [
      d.decidedBy,
      action,
      d.id,
      JSON.stringify(details),
      d.at.toISOString(),
    ]);
  }

  /** Runs the work in one transaction on one held connection; 'rollback' or null undoes it and answers null. */
  private async inTransaction<T>(work: (tx: PgQueryable) => Promise<T | null | 'rollback'>): Promise<T | null> {
    const client = await (await this.pool()).connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await work(client);
      if (result === null || result === 'rollback') {
        await client.query('rollback');
        return null;
      }
      await client.query('commit');
      return result;
    } catch (error) {
      broken = error as Error;
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release(broken);
    }
  }
}
