import type { Plan } from '../../domain/index.js';

/** A test-mode link opens the local checkout or portal page for 30 minutes, once. */
export const TEST_LINK_TTL_MS = 30 * 60_000;

export type TestLinkPurpose = 'checkout' | 'portal';

export interface TestModeLink {
  /** A stable, non-secret id of the link (the token is never stored). */
  readonly id: string;
  readonly userId: string;
  readonly purpose: TestLinkPurpose;
  readonly plan: Plan | null;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

/** Single-use, expiring, unguessable links of the local test-mode payment pages, bound to one user. */
export interface TestModeLinks {
  /** Stores a new link and answers its secret token. */
  issue(link: { userId: string; purpose: TestLinkPurpose; plan: Plan | null; now: Date; expiresAt: Date }): Promise<string>;
  find(token: string): Promise<TestModeLink | null>;
  /** Spends the link atomically: answers it only if it has this purpose, is unused and has not expired at `now`. */
  consume(token: string, purpose: TestLinkPurpose, now: Date): Promise<TestModeLink | null>;
}
export const TEST_MODE_LINKS = Symbol('TEST_MODE_LINKS');

/** Whether a link can still be spent at `now`. */
export const isUsableLink = (link: TestModeLink, now: Date): boolean => link.usedAt === null && link.expiresAt.getTime() > now.getTime();
