import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../api/auth/jwt.strategy.js';
import { uniqueEmail, type TestApp } from '../support/test-app.js';

/** One SQL statement on the test app's database, with `?` placeholders. */
export async function billingSql<R = Record<string, unknown>>(t: TestApp, query: string, params: unknown[] = []): Promise<R[]> {
  return await t.orm.em.fork().getConnection().execute<R[]>(query, params);
}

export interface BillingUser {
  readonly id: string;
  readonly email: string;
  readonly auth: { Authorization: string };
}

/**
 * A signed-in user written straight into the database (users, profiles, auth_sessions) with an
 * access token minted as the accounts capability mints them, so the billing suites do not depend
 * on sign-up and its password hashing.
 */
export async function billingUser(t: TestApp, label = 'billing'): Promise<BillingUser> {
  const id = randomUUID();
  const sid = randomUUID();
  const email = uniqueEmail(label);
  await billingSql(t, `insert into users (id, email, password_hash) values (?, ?, 'no-password')`, [id, email]);
  await billingSql(t, `insert into profiles (id, first_name, last_name) values (?, 'Test', 'Parent')`, [id]);
  await billingSql(t, `insert into auth_sessions (id, user_id) values (?, ?)`, [sid, id]);
  const token = new JwtService({ secret: t.config.jwtSecret }).sign(
    { sub: id, email, sid, is_admin: false },
    { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: '1h' },
  );
  return { id, email, auth: { Authorization: `Bearer ${token}` } };
}
