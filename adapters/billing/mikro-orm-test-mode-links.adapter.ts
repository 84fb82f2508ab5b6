import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Plan } from '../../domain/index.js';
import type { TestLinkPurpose, TestModeLink, TestModeLinks } from '../../application/billing/test-mode-links.port.js';
import { sql } from '../persistence/sql.js';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const COLUMNS = 'token_hash, user_id, purpose, plan, expires_at, used_at';

const toLink = (r: Record<string, unknown>): TestModeLink => ({
  id: String(r.token_hash).slice(0, 32),
  userId: String(r.user_id),
  purpose: r.purpose as TestLinkPurpose,
  plan: (r.plan as Plan | null) ?? null,
  expiresAt: r.expires_at instanceof Date ? r.expires_at : new Date(String(r.expires_at)),
  usedAt: r.used_at === null || r.used_at === undefined ? null : r.used_at instanceof Date ? r.used_at : new Date(String(r.used_at)),
});

/**
 * Test-mode links in billing_test_links. Only the token's SHA-256 is stored, so a copy of the table
 * opens no page; spending is one conditional update, so two clicks cannot both succeed.
 */
export class MikroOrmTestModeLinks implements TestModeLinks {
  constructor(private readonly orm: MikroORM) {}

  async issue(link: { userId: string; purpose: TestLinkPurpose; plan: Plan | null; now: Date; expiresAt: Date }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await sql(this.orm, `insert into billing_test_links (token_hash, user_id, purpose, plan, created_at, expires_at) values (?, ?, ?, ?, ?, ?)`, [
      hash(token),
      link.userId,
      link.purpose,
      link.plan,
      link.now,
      link.expiresAt,
    ]);
    return token;
  }

  async find(token: string): Promise<TestModeLink | null> {
    if (!TOKEN.test(token)) return null;
    const [r] = await sql(this.orm, `select ${COLUMNS} from billing_test_links where token_hash = ?`, [hash(token)]);
    return r ? toLink(r) : null;
  }

  async consume(token: string, purpose: TestLinkPurpose, now: Date): Promise<TestModeLink | null> {
    if (!TOKEN.test(token)) return null;
    const [r] = await sql(
      this.orm,
      `update billing_test_links set used_at = ? where token_hash = ? and purpose = ? and used_at is null and expires_at > ? returning ${COLUMNS}`,
      [now, hash(token), purpose, now],
    );
    return r ? toLink(r) : null;
  }
}
