import { exportFileName } from '../../../../../domain/index.js';
import { saveBlob } from '../../../components/save-file.js';

export type ExportFormat = 'summary' | 'full';

const PATHS: Record<ExportFormat, string> = {
  summary: '/api/admin/books/export.csv',
  full: '/api/admin/books/export-full.csv',
};

export type ExportResult = { ok: true; fileName: string; total: number | null } | { ok: false; status: number | null; message: string | null };

/** `attachment; filename="books-export-2026-11-23.csv"` → the name. */
const fileNameOf = (disposition: string | null): string | null => /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;

/**
 * Fetches an export with the bearer token (a bare link cannot send the Authorization header) and
 * hands it to the browser as a download. The file is built by the server, streamed from the
 * database; its name and the count come from its headers.
 */
export async function downloadBooksExport(format: ExportFormat, token: string | null, now: Date = new Date()): Promise<ExportResult> {
  let res: Response;
  try {
    res = await fetch(PATHS[format], { headers: token ? { authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  } catch {
    return { ok: false, status: null, message: null };
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    return { ok: false, status: res.status, message: typeof body?.message === 'string' ? body.message : null };
  }
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    // The stream broke after the headers (the server could not finish it).
    return { ok: false, status: null, message: null };
  }
  const fileName = fileNameOf(res.headers.get('content-disposition')) ?? exportFileName(now);
  const total = Number(res.headers.get('x-total-count'));
  saveBlob(blob, fileName);
  return { ok: true, fileName, total: Number.isFinite(total) ? total : null };
}
