import { countNoun } from '../../../../../domain/index.js';
import type { ImportJob } from './admin.types.js';
import { formatCount } from './format.js';

export interface ImportProgressView {
  /** 0-100, or null while the amount of work is not known. */
  value: number | null;
  label: string;
}

/**
 * The bar for a running import. While reading, the server counts rows read but not the total
 * (it reads the text in pieces); the preview of the same text told us the total, so a real import
 * shows a true fraction and a preview a count. Writing is one merge: no fraction to show.
 */
export function importProgress(job: ImportJob | null, dryRun: boolean, expectedRows: number | null): ImportProgressView {
  const verb = dryRun ? 'Checking' : 'Reading';
  if (!job) return { value: null, label: dryRun ? 'Starting the preview…' : 'Starting the import…' };
  if (job.phase === 'writing') return { value: null, label: `Saving ${countNoun(job.total, 'row')} to the catalog…` };
  if (job.phase === 'done') return { value: 100, label: 'Finishing…' };
  if (expectedRows && expectedRows > 0) {
    const value = Math.min(99, Math.round((job.processed / expectedRows) * 100));
    return { value, label: `${verb} rows: ${formatCount(job.processed)} of ${formatCount(expectedRows)}` };
  }
  return { value: null, label: `${verb} rows: ${formatCount(job.processed)} so far` };
}
