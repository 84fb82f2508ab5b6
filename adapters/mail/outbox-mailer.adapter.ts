import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Mailer, OutgoingMail } from '../../application/ports/mailer.port.js';

/**
 * The development mailer: every mail is appended to DATA_DIR/outbox/mail.jsonl and printed to the
 * log with its link, so a person running `npm start` without SMTP can still follow it.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dataDir: string,
    private readonly logger: Pick<Logger, 'info'>,
  ) {}

  static fileIn(dataDir: string): string {
    return join(dataDir, 'outbox', 'mail.jsonl');
  }

  async send(mail: OutgoingMail): Promise<void> {
    const file = OutboxMailer.fileIn(this.dataDir);
    await mkdir(join(this.dataDir, 'outbox'), { recursive: true });
    await appendFile(file, `${JSON.stringify({ ...mail, sentAt: new Date().toISOString() })}\n`);
    this.logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, `mail written to the dev outbox (${file})`);
  }
}

/** Reads the outbox (newest last): for tests and the curious. */
export async function readOutbox(dataDir: string): Promise<(OutgoingMail & { sentAt: string })[]> {
  try {
    const text = await readFile(OutboxMailer.fileIn(dataDir), 'utf8');
    return text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch {
    return [];
  }
}
