import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Plan } from '../../domain/index.js';
import type { TestLinkPurpose, TestModeLink, TestModeLinks } from '../../application/billing/test-mode-links.port.js';
import { db, type Row } from '../persistence/database.js';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const COLUMNS = ['token_hash', 'user_id', 'purpose', 'plan', 'expires_at', 'used_at'] as const;

const toLink = (r: Pick<Row<'billing_test_links'>, (typeof COLUMNS)[number]>): TestModeLink => ({
  id: r.token_hash.slice(0, 32),
  userId: r.user_id,
  purpose: r.purpose,
  plan: r.plan,
  expiresAt: r.expires_at,
  usedAt: r.used_at,
});

/**
 * Test-mode links in billing_test_links. Only the token's SHA-256 is stored, so a copy of the table
 * opens no page; spending is one conditional update, so two clicks cannot both succeed.
 */
export class MikroOrmTestModeLinks implements TestModeLinks {
  constructor(private readonly orm: MikroORM) {}

  async issue(link: { userId: string; purpose: TestLinkPurpose; plan: Plan | null; now: Date; expiresAt: Date }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db(this.orm)
      .insertInto('billing_test_links')
      .values({ token_hash: hash(token), user_id: link.userId, purpose: link.purpose, plan: link.plan, created_at: link.now, expires_at: link.expiresAt })
      .execute();
    return token;
  }

  async find(token: string): Promise<TestModeLink | null> {
    if (!TOKEN.test(token)) return null;
    const r = await db(this.orm).selectFrom('billing_test_links').select(COLUMNS).where('token_hash', '=', hash(token)).executeTakeFirst();
    return r ? toLink(r) : null;
  }

  async consume(token: string, purpose: TestLinkPurpose, now: Date): Promise<TestModeLink | null> {
    if (!TOKEN.test(token)) return null;
    const r = await db(this.orm)
      .updateTable('billing_test_links')
      .set({ used_at: now })
      .where('token_hash', '=', hash(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(COLUMNS)
      .executeTakeFirst();
    return r ? toLink(r) : null;
  }
}
