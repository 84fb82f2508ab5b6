import { lastLinkTo } from '../support/outbox-links.js';
import type { InvitableRole } from '../../domain/index.js';
import type { TestApp } from '../support/test-app.js';

interface Adult {
  readonly email: string;
  readonly auth: { Authorization: string };
}

/** The token of the newest invitation mailed to `email` (from the development outbox). */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const link = await lastLinkTo(t.config.dataDir, email.toLowerCase());
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  const url = new URL(link);
  expect(url.pathname).toBe('/household/accept');
  return url.searchParams.get('token')!;
}

/** The owner invites the adult by email and the adult accepts with the mailed token. */
export async function joinHousehold(t: TestApp, owner: Adult, adult: Adult, role: InvitableRole): Promise<void> {
  await t.http().post('/api/household/invitations').set(owner.auth).send({ email: adult.email, role }).expect(201);
  const token = await invitationTokenFor(t, adult.email);
  const res = await t.http().post('/api/household/invitations/accept').set(adult.auth).send({ token });
  if (res.status !== 200) throw new Error(`accepting failed: ${res.status} ${res.text}`);
}
