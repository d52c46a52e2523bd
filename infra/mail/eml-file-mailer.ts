import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../shared-kernel/mail';
import { nodemailerMessage, transportOnFirstMessage } from './nodemailer-message';

/**
 * Without an SMTP server, each message is written as an RFC 5322 `.eml` file into a directory
 * (`DATA_DIR/mail`), named by time and message id so that files sort in the order they were sent.
 */
export class EmlFileMailer implements Mailer {
  private readonly transport: () => Promise<Transporter>;

  constructor(
    private readonly directory: string,
    private readonly from: string,
  ) {
    this.transport = transportOnFirstMessage({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await (await this.transport()).sendMail(nodemailerMessage(this.from, message));
    await mkdir(this.directory, { recursive: true });
    const id = String(info.messageId).replace(/[^A-Za-z0-9.-]+/g, '');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(join(this.directory, `${stamp}-${id}.eml`), info.message as Buffer);
  }
}
