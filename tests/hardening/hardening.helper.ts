import type { Response } from 'supertest';
import { sql } from '../integration/admin-auth.helper.js';
import type { TestApp } from '../support/test-app.js';

/** Things that only a stack trace or an internal error would put in an answer. */
const INTERNALS =
  /\bat [\w$.<>]+ \(|node:internal|node_modules|\/work\/|\.ts:\d+|\bTypeError\b|\bRangeError\b|\bSyntaxError\b|QueryFailedError|DriverException|\bstack\b/;

/** GoTrue's fields, which the accounts routes (/api/auth) add to the body: the same code and message again, and a weak password's reasons. */
const GOTRUE_FIELDS = ['error_code', 'msg', 'weak_password'];

/**
 * The contract's error body: `{ code, message, errors }` (on /api/auth also GoTrue's `error_code`
 * and `msg`, equal to `code` and `message`) and nothing that tells how the server is built.
 */
export function assertErrorShape(res: Response): void {
  expect(res.headers['content-type'] ?? '').toMatch(/application\/json/);
  const body = res.body as { code?: unknown; message?: unknown; errors?: unknown; error_code?: unknown; msg?: unknown };
  expect(
    Object.keys(body)
      .filter((k) => !GOTRUE_FIELDS.includes(k))
      .sort(),
  ).toEqual(['code', 'errors', 'message']);
  if ('error_code' in body) expect(body.error_code).toBe(body.code);
  if ('msg' in body) expect(body.msg).toBe(body.message);
  expect(typeof body.code).toBe('string');
  expect(body.code).toMatch(/^[a-z_]+$/);
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.errors)).toBe(true);
  for (const e of body.errors as unknown[]) expect(typeof e).toBe('string');
  expect(res.text).not.toMatch(INTERNALS);
}

/** Why an answer breaks the error contract, or null when it keeps it (for loops that collect failures). */
export function errorShapeProblem(res: Response): string | null {
  try {
    assertErrorShape(res);
    return null;
  } catch (e) {
    return (e as Error).message.split('\n').slice(0, 6).join(' ');
  }
}

/**
 * Every row that belongs to the user, as text: the users and profiles rows, every table with a
 * user_id column (found in the catalog, so tables added later count too) and the refresh tokens
 * of the user's sessions.
 */
export async function snapshotOf(t: TestApp, userId: string): Promise<string> {
  const tables = await sql<{ table_name: string }>(
    t,
    `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const out: Record<string, string[]> = {};
  const rows = async (name: string, text: string) => {
    const found = await sql(t, text, [userId]);
    out[name] = found.map((r) => JSON.stringify(r)).sort();
  };
  await rows('users', 'select * from users where id = $1');
  await rows('profiles', 'select * from profiles where id = $1');
  for (const { table_name } of tables) await rows(table_name, `select * from "${table_name}" where user_id = $1`);
  await rows('refresh_tokens', 'select r.* from refresh_tokens r join auth_sessions s on s.id = r.session_id where s.user_id = $1');
  return JSON.stringify(out, null, 1);
}
