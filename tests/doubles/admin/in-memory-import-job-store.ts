import type { ImportJobView } from '../../../application/admin/import-jobs.js';
import type { ImportJobPatch, ImportJobStore } from '../../../application/admin/ports/import-job-store.port.js';

/** Import jobs in this process's memory, for use-case tests. */
export class InMemoryImportJobStore implements ImportJobStore {
  private readonly jobs = new Map<string, { view: ImportJobView; at: number }>();

  async create(job: ImportJobView, at: Date): Promise<boolean> {
    if (!job.dryRun && [...this.jobs.values()].some((j) => j.view.state === 'running' && !j.view.dryRun)) return false;
    this.jobs.set(job.id, { view: job, at: at.getTime() });
    return true;
  }

  async update(id: string, patch: ImportJobPatch, at: Date): Promise<void> {
    const job = this.jobs.get(id);
    if (job) this.jobs.set(id, { view: { ...job.view, ...patch }, at: at.getTime() });
  }

  async find(id: string): Promise<ImportJobView | null> {
    return this.jobs.get(id)?.view ?? null;
  }

  async failSilent(heardBefore: Date, error: NonNullable<ImportJobView['error']>, at: Date): Promise<void> {
    for (const [id, job] of this.jobs) {
      if (job.view.state === 'running' && job.at < heardBefore.getTime()) await this.update(id, { state: 'failed', error, finished_at: at.toISOString() }, at);
    }
  }

  async prune(finishedBefore: Date, keep: number): Promise<void> {
    const finished = [...this.jobs].filter(([, j]) => j.view.finished_at !== null);
    finished.forEach(([id, j], i) => {
      if (Date.parse(j.view.finished_at as string) < finishedBefore.getTime() || finished.length - i > keep) this.jobs.delete(id);
    });
  }
}
