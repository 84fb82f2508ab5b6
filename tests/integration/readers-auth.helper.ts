import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../api/auth/jwt.strategy.js';
import { TEST_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app.js';

/** A signed-in account for the reader-data suites. */
export interface Reader {
  readonly id: string;
  readonly email: string;
  readonly auth: { Authorization: string };
}

/** One parameterised statement on the test app's database. */
export async function query<R = Record<string, unknown>>(t: TestApp, text: string, params: unknown[] = []): Promise<R[]> {
  return await t.orm.em.fork().getConnection().execute<R[]>(text, params);
}

/**
 * Signs an account up through POST /api/auth/signup when the accounts capability answers; else
 * (or when `direct` is asked) writes the user and a live session with SQL and mints an access
 * token exactly as accounts does (HS256, issuer shelfcheck, audience authenticated, 1 h), so the
 * JWT strategy accepts it with or without a session registry.
 */
export async function signIn(t: TestApp, label = 'reader', options: { direct?: boolean } = {}): Promise<Reader> {
  const email = uniqueEmail(label);
  if (!options.direct) {
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send({ email, password: TEST_PASSWORD, data: { first_name: 'Sam', last_name: 'Parent', user_type: 'parent' } });
    if (res.status === 200 && res.body?.access_token) {
      return { id: res.body.user.id, email, auth: { Authorization: `Bearer ${res.body.access_token}` } };
    }
  }
  const [user] = await query<{ id: string }>(t, `insert into users (email, password_hash) values (?, 'not-a-hash') returning id`, [email]);
  await query(t, `insert into profiles (id, first_name, last_name) values (?, 'Sam', 'Parent') on conflict do nothing`, [user.id]);
  const sid = randomUUID();
  await query(t, `insert into auth_sessions (id, user_id) values (?, ?)`, [sid, user.id]);
  const token = new JwtService({ secret: t.config.jwtSecret }).sign(
    { sub: user.id, email, sid, is_admin: false },
    { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: '1h' },
  );
  return { id: user.id, email, auth: { Authorization: `Bearer ${token}` } };
}
