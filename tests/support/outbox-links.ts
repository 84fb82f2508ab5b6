import { readOutbox } from '../../adapters/mail/outbox-mailer.adapter.js';

/** The link of the newest mail to `to` in the dev outbox, or null (what a test clicks). */
export async function lastLinkTo(dataDir: string, to: string): Promise<string | null> {
  const mails = await readOutbox(dataDir);
  return mails.filter((m) => m.to === to && m.link).at(-1)?.link ?? null;
}
