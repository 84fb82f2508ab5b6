import { isUsableLink, type TestLinkPurpose, type TestModeLink, type TestModeLinks } from '../../../application/billing/test-mode-links.port.js';

/** Test-mode links in memory, for use-case tests. */
export class InMemoryTestModeLinks implements TestModeLinks {
  readonly links = new Map<string, TestModeLink>();
  private seq = 0;

  async issue(link: { userId: string; purpose: TestLinkPurpose; plan: TestModeLink['plan']; now: Date; expiresAt: Date }) {
    this.seq += 1;
    const token = `token-${this.seq}`;
    this.links.set(token, { id: `link${this.seq}`, userId: link.userId, purpose: link.purpose, plan: link.plan, expiresAt: link.expiresAt, usedAt: null });
    return token;
  }

  async find(token: string) {
    return this.links.get(token) ?? null;
  }

  async consume(token: string, purpose: TestLinkPurpose, now: Date) {
    const link = this.links.get(token);
    if (!link || link.purpose !== purpose || !isUsableLink(link, now)) return null;
    const used = { ...link, usedAt: now };
    this.links.set(token, used);
    return used;
  }
}
