import { Migration } from '@mikro-orm/migrations';

/**
 * GoTrue-compatible accounts (issue 24): a session remembers how it was opened (`amr`, e.g.
 * `password`, `recovery`, `magiclink`), so a recovery session may set a new password without the
 * current one, even after a refresh; one-time tokens gain the reauthentication kind and, for the
 * PKCE flow, the client's code challenge (such a token is exchanged only with its verifier).
 */
export class Migration20261125133000GotrueSessions extends Migration {
  override name = 'Migration20261125133000_gotrue_sessions';

  override up(): void {
    this.addSql(`alter table auth_sessions add column if not exists amr text not null default 'password';`);
    this.addSql(`alter table one_time_tokens drop constraint if exists one_time_tokens_kind_check;`);
    this.addSql(`alter table one_time_tokens add constraint one_time_tokens_kind_check check (kind in ('recovery', 'magiclink', 'reauthentication'));`);
    this.addSql(`alter table one_time_tokens add column if not exists code_challenge text null;`);
    this.addSql(`alter table one_time_tokens add column if not exists code_challenge_method text null check (code_challenge_method in ('s256', 'plain'));`);
  }

  override down(): void {
    this.addSql(`delete from one_time_tokens where kind = 'reauthentication';`);
    this.addSql(`alter table one_time_tokens drop column if exists code_challenge_method;`);
    this.addSql(`alter table one_time_tokens drop column if exists code_challenge;`);
    this.addSql(`alter table one_time_tokens drop constraint if exists one_time_tokens_kind_check;`);
    this.addSql(`alter table one_time_tokens add constraint one_time_tokens_kind_check check (kind in ('recovery', 'magiclink'));`);
    this.addSql(`alter table auth_sessions drop column if exists amr;`);
  }
}
