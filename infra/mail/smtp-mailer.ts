import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../shared-kernel/mail';
import { nodemailerMessage, transportOnFirstMessage } from './nodemailer-message';

/** Delivers through the SMTP server of `SMTP_URL` (nodemailer; one connection per message). */
export class SmtpMailer implements Mailer {
  private readonly transport: () => Promise<Transporter>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = transportOnFirstMessage(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await (await this.transport()).sendMail(nodemailerMessage(this.from, message));
  }
}
