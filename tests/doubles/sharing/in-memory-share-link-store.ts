import type { DomainError, Result } from '../../../domain/index.js';
import type { NewShareLink, OpenedShareLink, ShareLinkRecord, ShareLinkStore } from '../../../application/sharing/share-link-store.port.js';

type Row = { -readonly [K in keyof ShareLinkRecord]: ShareLinkRecord[K] } & { user_id: string; token_hash: string };

/** ShareLinkStore in memory, for use-case tests; links of removed readers are dropped with `removeMember`. */
export class InMemoryShareLinkStore implements ShareLinkStore {
  private readonly rows: Row[] = [];
  private n = 0;

  async create<E extends DomainError>(
    userId: string,
    link: NewShareLink,
    now: Date,
    admit: (active: number) => Result<true, E>,
  ): Promise<ShareLinkRecord | 'hash_taken' | E> {
    const active = this.rows.filter(
      (r) => r.user_id === userId && r.member_id === link.memberId && r.revoked_at === null && new Date(r.expires_at) > now,
    ).length;
    const admitted = admit(active);
    if (!admitted.ok) return admitted.error;
    if (this.rows.some((r) => r.token_hash === link.tokenHash)) return 'hash_taken';
    this.n += 1;
    const row: Row = {
      id: `link-${this.n}`,
      member_id: link.memberId,
      user_id: userId,
      token_hash: link.tokenHash,
      label: link.label,
      created_at: now.toISOString(),
      expires_at: link.expiresAt.toISOString(),
      revoked_at: null,
      last_opened_at: null,
    };
    this.rows.push(row);
    return this.record(row);
  }

  async list(userId: string, memberId: string, limit: number): Promise<ShareLinkRecord[]> {
    return this.rows
      .filter((r) => r.user_id === userId && r.member_id === memberId)
      .reverse()
      .slice(0, limit)
      .map((r) => this.record(r));
  }

  async revoke(userId: string, memberId: string, linkId: string, now: Date): Promise<ShareLinkRecord | null> {
    const row = this.rows.find((r) => r.id === linkId && r.user_id === userId && r.member_id === memberId);
    if (!row) return null;
    row.revoked_at ??= now.toISOString();
    return this.record(row);
  }

  async findByTokenHash(tokenHash: string): Promise<OpenedShareLink | null> {
    const row = this.rows.find((r) => r.token_hash === tokenHash);
    return row ? { link: this.record(row), user_id: row.user_id } : null;
  }

  async markOpened(linkId: string, now: Date): Promise<void> {
    const row = this.rows.find((r) => r.id === linkId);
    if (row) row.last_opened_at = now.toISOString();
  }

  private record({ user_id: _u, token_hash: _t, ...link }: Row): ShareLinkRecord {
    return { ...link };
  }
}
