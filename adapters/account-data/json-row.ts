import type { ExportRow } from '../../application/account-data/ports/account-data-reader.port.js';

/** A database row as JSON: timestamps become ISO-8601 strings, jsonb arrives parsed already. */
export function jsonRow(row: Record<string, unknown>): ExportRow {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}
