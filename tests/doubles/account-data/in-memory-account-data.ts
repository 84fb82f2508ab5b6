import type { AccountDataReader, AccountDataSnapshot, ExportRow } from '../../../application/account-data/ports/account-data-reader.port.js';
import type { AccountDeletionStore, DeletionMark, SubscriptionAtDeletion } from '../../../application/account-data/ports/account-deletion-store.port.js';

/** One account of the fake: its secrets, its marker and its rows by table. */
export interface FakeAccount {
  id: string;
  email: string;
  passwordHash: string;
  sessions: { id: string; revokedAt: Date | null }[];
  subscription: SubscriptionAtDeletion | null;
  deletion: DeletionMark | null;
  rows: Record<string, ExportRow[]>;
}

/**
 * Accounts in memory, behind both ports of the feature (the export reader and the deletion
 * store), so the use-case tests can follow one account from export through deletion to purge.
 */
export class InMemoryAccountData implements AccountDataReader, AccountDeletionStore {
  readonly accounts = new Map<string, FakeAccount>();
  /** Ids a "parallel process" purges just before this one gets to them. */
  readonly purgedElsewhere = new Set<string>();

  add(account: Partial<FakeAccount> & { id: string }): FakeAccount {
    const full: FakeAccount = {
      email: `${account.id}@example.com`,
      passwordHash: 'hashed:Bright!Lamp42',
      sessions: [{ id: `${account.id}-s1`, revokedAt: null }],
      subscription: null,
      deletion: null,
      rows: {},
      ...account,
    };
    this.accounts.set(full.id, full);
    return full;
  }

  private live(userId: string): FakeAccount | null {
    const a = this.accounts.get(userId);
    return a && !a.deletion ? a : null;
  }

  async collect(userId: string): Promise<AccountDataSnapshot | null> {
    const a = this.live(userId);
    if (!a) return null;
    const rows = (table: string) => a.rows[table] ?? [];
    const one = (table: string) => rows(table)[0] ?? null;
    return {
      user: {
        id: a.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: a.email,
        phone: null,
        email_confirmed_at: '2026-11-22T09:00:00.000Z',
        confirmed_at: '2026-11-22T09:00:00.000Z',
        last_sign_in_at: null,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        identities: [],
        is_anonymous: false,
        created_at: '2026-11-22T09:00:00.000Z',
        updated_at: '2026-11-22T09:00:00.000Z',
      },
      profile: one('profiles'),
      sessions: a.sessions.map((s) => ({ revoked_at: s.revokedAt?.toISOString() ?? null })),
      family_members: rows('family_members'),
      family_values: one('family_values'),
      reading_profile: one('user_reading_profiles'),
      reading_list: rows('reading_list'),
      reading_goals: rows('reading_goals'),
      scan_history: rows('scan_history'),
      feedback: rows('feedback'),
      subscription: one('subscriptions'),
      scan_usage: one('scan_usage'),
      billing_events: rows('billing_events'),
      admin_activity: rows('audit_log'),
      content_corrections: rows('content_corrections'),
      reader_codes: rows('reader_codes'),
      reader_sessions: rows('reader_sessions'),
      book_requests: rows('book_requests'),
      catalog_requests: rows('catalog_requests'),
      shelf_sessions: rows('shelf_sessions'),
      shelf_session_books: rows('shelf_session_books'),
      share_links: rows('share_links'),
      households: rows('households'),
      household_memberships: rows('household_members'),
      household_invitations: rows('household_invitations'),
    };
  }

  async passwordHash(userId: string): Promise<string | null> {
    return this.live(userId)?.passwordHash ?? null;
  }

  async subscriptionOf(userId: string): Promise<SubscriptionAtDeletion | null> {
    return this.accounts.get(userId)?.subscription ?? null;
  }

  async markDeleted(userId: string, mark: DeletionMark): Promise<boolean> {
    const a = this.live(userId);
    if (!a) return false;
    a.deletion = mark;
    a.email = `deleted-${a.id}@deleted.invalid`;
    a.passwordHash = '!deleted';
    for (const s of a.sessions) s.revokedAt ??= mark.deletedAt;
    return true;
  }

  async duePurges(now: Date, limit: number): Promise<string[]> {
    return [...this.accounts.values()]
      .filter((a) => a.deletion && a.deletion.purgeAfter.getTime() <= now.getTime())
      .sort((x, y) => x.deletion!.purgeAfter.getTime() - y.deletion!.purgeAfter.getTime())
      .slice(0, limit)
      .map((a) => a.id);
  }

  async purge(userId: string, now: Date): Promise<boolean> {
    const a = this.accounts.get(userId);
    if (this.purgedElsewhere.has(userId)) {
      this.accounts.delete(userId);
      return false;
    }
    if (!a?.deletion || a.deletion.purgeAfter.getTime() > now.getTime()) return false;
    this.accounts.delete(userId);
    return true;
  }
}
