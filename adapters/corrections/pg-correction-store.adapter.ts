import { sql } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CATALOG_FLAGS, clampSeverity, type CatalogFlag, type CategoryRating, type CorrectionStatus } from '../../domain/index.js';
import type {
  Accepted,
  Acceptance,
  Correction,
  CorrectionStore,
  Decision,
  NewCorrection,
  QueuedCorrection,
} from '../../application/corrections/ports/correction-store.port.js';
import { db, transaction, type Db, type Row } from '../persistence/database.js';
import { exampleKey, flagKey } from '../catalog/catalog-book-row.js';
import { forgetCatalogVersion } from '../catalog/versioned-search-cache.js';

const COLUMNS = [
  'id',
  'user_id',
  'book_id',
  'isbn',
  'title',
  'author',
  'category',
  'kind',
  'note',
  'status',
  'proposed_severity',
  'decided_by',
  'decided_at',
  'decision_note',
  'created_at',
] as const;
const C_COLUMNS = COLUMNS.map((c) => `c.${c}` as const);

const toCorrection = (r: Pick<Row<'content_corrections'>, (typeof COLUMNS)[number]>): Correction => ({
  ...r,
  decided_at: r.decided_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

const toQueued = (r: Pick<Row<'content_corrections'>, (typeof COLUMNS)[number]> & { reporter_email: string | null }): QueuedCorrection => ({
  ...toCorrection(r),
  reporter_email: r.reporter_email,
});

/** Only a known flag ever names a column. */
function knownFlag(flag: string): CatalogFlag {
  if (!(CATALOG_FLAGS as readonly string[]).includes(flag)) throw new Error(`not a catalog flag: ${flag}`);
  return flag as CatalogFlag;
}

/** Thrown inside the transaction to undo it: the work answered null. */
class Undo extends Error {}

/**
 * content_corrections in PostgreSQL (or PGlite), through MikroORM's typed Kysely. A decision runs
 * in one short transaction: the guarded status change first (`where status = 'open'`, so of two
 * admins only one wins), then the catalog row (locked, its category read as "before"), the audit
 * entry and the cache cleanup.
 */
export class PgCorrectionStore implements CorrectionStore {
  constructor(private readonly orm: MikroORM) {}

  async insert(row: NewCorrection, at: Date): Promise<Correction> {
    const r = await db(this.orm)
      .insertInto('content_corrections')
      .values({ ...row, created_at: at })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toCorrection(r);
  }

  async find(id: string): Promise<QueuedCorrection | null> {
    const r = await this.queue(db(this.orm)).where('c.id', '=', id).executeTakeFirst();
    return r ? toQueued(r) : null;
  }

  async list(status: CorrectionStatus | null, limit: number): Promise<QueuedCorrection[]> {
    let q = this.queue(db(this.orm));
    if (status !== null) q = q.where('c.status', '=', status);
    return (await q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute()).map(toQueued);
  }

  async accept(a: Acceptance): Promise<Accepted | null> {
    const flag = knownFlag(a.flag);
    const accepted = await this.inTransaction(async (tx) => {
      const decided = await this.decide(tx, a, 'accepted');
      if (!decided) return null;
      const book = await tx
        .selectFrom('book_content_analysis')
        .select(['id', 'isbn', 'title', 'author', 'severity', `${flagKey(flag)} as present`, `${exampleKey(flag)} as example`])
        .where('id', '=', a.bookId)
        .forUpdate()
        .executeTakeFirst();
      if (!book) return null;
      const severities: Partial<Record<string, number>> = book.severity;
      const known = severities[flag];
      const before: CategoryRating = {
        present: book.present,
        severity: !book.present ? 0 : typeof known === 'number' ? clampSeverity(known) : 3,
        example: book.example,
      };
      await tx
        .updateTable('book_content_analysis')
        .set({
          [flagKey(flag)]: a.after.present,
          [exampleKey(flag)]: a.after.example,
          severity: a.after.present
            ? sql`coalesce(severity, '{}'::jsonb) || jsonb_build_object(${flag}::text, ${a.after.severity}::int)`
            : sql`coalesce(severity, '{}'::jsonb) - ${flag}::text`,
          updated_at: sql`greatest(updated_at + interval '1 millisecond', ${a.at}::timestamptz)`,
          ratings_source: 'correction',
          ratings_updated_at: a.at,
          ratings_unrated: sql`array_remove(ratings_unrated, ${flag}::text)`,
        })
        .where('id', '=', a.bookId)
        .execute();
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
      await tx
        .deleteFrom('analysis_cache')
        .where(sql<boolean>`result->>'title' = ${book.title} and result->>'author' = ${book.author}`)
        .execute();
      return { correction: decided, before };
    });
    forgetCatalogVersion(); // the corrected book is found as it is now by this instance's next search
    return accepted;
  }

  async reject(d: Decision): Promise<Correction | null> {
    return this.inTransaction(async (tx) => {
      const decided = await this.decide(tx, d, 'rejected');
      if (!decided) return null;
      await this.audit(tx, d, 'corrections.rejected', {
        book_id: decided.book_id,
        isbn: decided.isbn,
        title: decided.title,
        category: decided.category,
        kind: decided.kind,
        note: d.decisionNote,
      });
      return decided;
    });
  }

  /** The queue's rows with the reporter's email. */
  private queue(k: Db) {
    return k
      .selectFrom('content_corrections as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select([...C_COLUMNS, 'u.email as reporter_email']);
  }

  private async decide(tx: Db, d: Decision, to: CorrectionStatus): Promise<Correction | null> {
    const r = await tx
      .updateTable('content_corrections')
      .set({ status: to, decided_by: d.decidedBy, decided_at: d.at, decision_note: d.decisionNote })
      .where('id', '=', d.id)
      .where('status', '=', 'open')
      .returning(COLUMNS)
      .executeTakeFirst();
    return r ? toCorrection(r) : null;
  }

  private async audit(tx: Db, d: Decision, action: string, details: Record<string, unknown>): Promise<void> {
    await tx.insertInto('audit_log').values({ actor_id: d.decidedBy, action, target: d.id, details, created_at: d.at }).execute();
  }

  /** Runs the work in one transaction; null undoes it and answers null. */
  private async inTransaction<T>(work: (tx: Db) => Promise<T | null>): Promise<T | null> {
    try {
      return await transaction(this.orm, async (_em, tx) => {
        const result = await work(tx);
        if (result === null) throw new Undo();
        return result;
      });
    } catch (error) {
      if (error instanceof Undo) return null;
      throw error;
    }
  }
}
