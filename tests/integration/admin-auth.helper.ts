import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../api/auth/jwt.strategy.js';
import { startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

/** The pg pool under the test app's ORM, for fixtures written in SQL with real bind parameters. */
export async function sql<R = Record<string, unknown>>(t: TestApp, text: string, params: unknown[] = []): Promise<R[]> {
  const pool = await (
    t.orm.em.fork().getConnection() as unknown as { getNativeClient(): Promise<{ query(q: string, p: unknown[]): Promise<{ rows: R[] }> }> }
  ).getNativeClient();
  return (await pool.query(text, params)).rows;
}

export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly token: string;
  readonly auth: { Authorization: string };
}

export interface UserOptions {
  /** profiles.is_admin. */
  admin?: boolean;
  /** An unlock running until 30 minutes after the test clock's now. */
  unlocked?: boolean;
  /** The is_admin claim of the token (defaults to `admin`): lets a test make the token lie. */
  claimAdmin?: boolean;
  /** users.password_hash (a placeholder when the test never unlocks). */
  passwordHash?: string;
  firstName?: string;
  createdAt?: Date;
}

/**
 * A user written straight into the database with a session and an access token minted as the
 * accounts capability mints them (HS256, issuer shelfcheck, audience authenticated).
 */
export async function createUser(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const id = randomUUID();
  const sid = randomUUID();
  const email = uniqueEmail(options.admin ? 'admin' : 'reader');
  await sql(t, 'insert into users (id, email, password_hash) values ($1, $2, $3)', [id, email, options.passwordHash ?? 'no-password']);
  await sql(t, 'insert into profiles (id, first_name, last_name, is_admin, created_at) values ($1, $2, $3, $4, $5)', [
    id,
    options.firstName ?? 'Test',
    'User',
    options.admin === true,
    (options.createdAt ?? new Date()).toISOString(),
  ]);
  await sql(t, 'insert into auth_sessions (id, user_id) values ($1, $2)', [sid, id]);
  if (options.unlocked) await unlock(t, id);
  const token = new JwtService({ secret: t.config.jwtSecret }).sign(
    { sub: id, email, sid, is_admin: options.claimAdmin ?? options.admin === true },
    { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: '1h' },
  );
  return { id, email, token, auth: { Authorization: `Bearer ${token}` } };
}

/** Opens the admin area for the user until 30 minutes after the test clock's now (as POST /unlock would). */
export async function unlock(t: TestApp, userId: string): Promise<void> {
  const until = new Date(t.clock.now().getTime() + 30 * 60_000);
  await sql(
    t,
    'insert into admin_unlocks (user_id, unlocked_until) values ($1, $2) on conflict (user_id) do update set unlocked_until = excluded.unlocked_until',
    [userId, until.toISOString()],
  );
}

/**
 * Starts the app and an unlocked admin before the suite's tests and closes the app after:
 * `let t: TestApp; let admin: TestUser; adminAppForSuite((s) => ({ t, admin } = s));`
 */
export function adminAppForSuite(use: (suite: { t: TestApp; admin: TestUser }) => void, ...app: Parameters<typeof startTestApp>): void {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(...app);
    use({ t: started, admin: await createUser(started, { admin: true, unlocked: true }) });
  });
  afterAll(async () => {
    await started?.close();
  });
}
