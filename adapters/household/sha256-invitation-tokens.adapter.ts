import { createHash, randomBytes } from 'node:crypto';
import type { InvitationTokens } from '../../application/household/invitation-tokens.port.js';

/**
 * Invitation tokens: 32 random bytes, URL-safe; only their SHA-256 is stored (as the test-mode
 * billing links and refresh tokens are), so a copy of the database holds no working link.
 */
export class Sha256InvitationTokens implements InvitationTokens {
  issue(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
