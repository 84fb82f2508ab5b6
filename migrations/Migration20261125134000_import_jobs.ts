import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21: import jobs and their progress in PostgreSQL, so that any instance answers for any job.
 * updated_at is the heartbeat of the instance running a job; the partial unique index admits one
 * running real import at a time across every instance of a deployment (`scope`: the deployment's
 * name, REDIS_PREFIX; test apps sharing one database each have their own).
 */
export class Migration20261125134000ImportJobs extends Migration {
  override name = 'Migration20261125134000_import_jobs';

  override up(): void {
    this.addSql(`create table if not exists import_jobs (
      id uuid primary key,
      scope text not null default '',
      state text not null check (state in ('running', 'done', 'failed')),
      phase text not null check (phase in ('reading', 'writing', 'done')),
      processed integer not null default 0,
      total integer not null default 0,
      dry_run boolean not null,
      mode text not null check (mode in ('batch', 'clean')),
      started_at timestamptz not null,
      finished_at timestamptz null,
      updated_at timestamptz not null,
      result jsonb null,
      error jsonb null
    );`);
    this.addSql(`create unique index if not exists import_jobs_one_writer on import_jobs (scope) where state = 'running' and not dry_run;`);
    this.addSql(`create index if not exists import_jobs_running_idx on import_jobs (updated_at) where state = 'running';`);
    this.addSql(`create index if not exists import_jobs_finished_idx on import_jobs (finished_at) where finished_at is not null;`);
  }

  override down(): void {
    this.addSql('drop table if exists import_jobs;');
  }
}
