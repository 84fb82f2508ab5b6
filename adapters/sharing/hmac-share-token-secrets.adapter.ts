import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_LENGTH } from '../../domain/index.js';
import type { ShareTokenSecrets } from '../../application/sharing/share-token-secrets.port.js';

/**
 * Tokens of 24 bytes from the operating system's random numbers (base64url: 32 characters, 192
 * bits), stored as HMAC-SHA256 under a key derived from the server's secret: a link is found by
 * its hash alone, and a stolen table opens no card without the key.
 */
export class HmacShareTokenSecrets implements ShareTokenSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHash('sha256').update(`shelfcheck share links\u0000${serverSecret}`).digest();
  }

  newToken(): string {
    return randomBytes((SHARE_TOKEN_LENGTH * 3) / 4).toString('base64url');
  }

  hash(token: string): string {
    return createHmac('sha256', this.key).update(token).digest('hex');
  }
}
