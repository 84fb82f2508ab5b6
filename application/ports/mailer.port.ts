/** An email to send; `link` is the one action it carries (kept apart so the outbox can show it). */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly link?: string;
}

/** Sends mail: SMTP when configured, else a development outbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
export const MAILER = Symbol('MAILER');
