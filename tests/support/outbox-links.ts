import { readFile } from 'node:fs/promises';
import { OutboxMailer, type OutboxEntry } from '../../adapters/mail/outbox-mailer.adapter.js';

/** Reads the dev outbox, oldest first; empty when nothing was sent. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(OutboxMailer.fileIn(dataDir), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The link of the newest mail to `to` in the dev outbox, or null (what a test clicks). */
export async function lastLinkTo(dataDir: string, to: string): Promise<string | null> {
  const mails = await readOutbox(dataDir);
  return mails.filter((m) => m.to === to && m.link).at(-1)?.link ?? null;
}
