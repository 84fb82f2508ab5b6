import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../application/ports/clock.port.js';
import type { Mailer, OutgoingMail } from '../../application/ports/mailer.port.js';

/** Where the outbox tells people about each mail (the application log). */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

/** A mail as the outbox keeps it: one JSON object a line. */
export type OutboxEntry = OutgoingMail & { sentAt: string };

/**
 * The development mailer (no SMTP_URL): every mail is appended to DATA_DIR/outbox/mail.jsonl and
 * logged with its link, so a person running `npm start` can still follow a reset or sign-in link.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dataDir: string,
    private readonly logger: MailLog,
    private readonly clock: Clock = { now: () => new Date() },
  ) {}

  static fileIn(dataDir: string): string {
    return join(dataDir, 'outbox', 'mail.jsonl');
  }

  async send(mail: OutgoingMail): Promise<void> {
    const file = OutboxMailer.fileIn(this.dataDir);
    await mkdir(join(this.dataDir, 'outbox'), { recursive: true, mode: 0o700 });
    const entry: OutboxEntry = { ...mail, sentAt: this.clock.now().toISOString() };
    await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    this.logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, `mail written to the dev outbox (${file})${mail.link ? `: ${mail.link}` : ''}`);
  }
}
