import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../application/ports/mailer.port.js';

/** Real mail through SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465), from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  /** Closes pooled connections (at application shutdown). */
  close(): void {
    this.transport.close();
  }
}
