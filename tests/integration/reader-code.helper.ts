import type { TestApp } from '../support/test-app.js';

/** Whoever holds an account token (a signed-up parent, an admin made by SQL). */
type Parent = { readonly auth: { Authorization: string } };

let ipSeq = 0;
/** A documentation address (TEST-NET-3) of its own per call, so sign-ins never share a rate-limit count by accident. */
export const freshIp = (): string => `203.0.113.${(++ipSeq % 250) + 1}`;

export interface SignedInReader {
  readonly id: string;
  readonly code: string;
  readonly auth: { Authorization: string };
}

/** Adds a family member to the parent's account; its id. */
export async function addMember(
  t: TestApp,
  parent: Parent,
  member: { name: string; age: number; content_tolerance?: Record<string, number> },
): Promise<string> {
  const res = await t
    .http()
    .post('/api/family-members')
    .set(parent.auth)
    .send({ reading_level: 'Elementary', ...member });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Makes a member's code (as the parent) and signs the reader in with it. */
export async function readerFor(t: TestApp, parent: Parent, memberId: string): Promise<SignedInReader> {
  const made = await t.http().post(`/api/family-members/${memberId}/reader-code`).set(parent.auth);
  expect(made.status).toBe(201);
  const signedIn = await t.http().post('/api/auth/reader-code').set('X-Forwarded-For', freshIp()).send({ code: made.body.code });
  expect(signedIn.status).toBe(200);
  return { id: memberId, code: made.body.code as string, auth: { Authorization: `Bearer ${signedIn.body.access_token}` } };
}
