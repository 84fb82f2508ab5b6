/** Small conversions between PostgreSQL rows and the reader-data records. */
export type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuid columns: anything else names no row (and must not reach PostgreSQL, which would raise). */
export const isUuid = (id: string): boolean => UUID.test(id);

/** A jsonb value as the driver hands it (parsed, or text on some drivers). */
export const fromJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v ?? null) as T;
/** A value bound to a `?::jsonb` placeholder. */
export const toJsonParam = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * SET clauses for the fields given (undefined = unchanged), jsonb columns cast. Column names come
 * from the caller's allow-list, never from a request.
 */
export function setClause(fields: Readonly<Record<string, unknown>>, columns: ReadonlySet<string>, jsonColumns: ReadonlySet<string>): { sets: string[]; params: unknown[] } {
  const entries = Object.entries(fields).filter(([k, v]) => v !== undefined && columns.has(k));
  return {
    sets: entries.map(([k]) => (jsonColumns.has(k) ? `${k} = ?::jsonb` : `${k} = ?`)),
    params: entries.map(([k, v]) => (jsonColumns.has(k) ? toJsonParam(v) : v)),
  };
}
