import type { Mailer, MailMessage } from '../../shared-kernel/mail';

/**
 * Sends every message to one address instead of the one it names (test mode's `TEST_MAIL_TO`); the
 * subject keeps the intended recipient so that a tester reading the mailbox knows who it was for.
 */
export class RedirectedMailer implements Mailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly to: string,
  ) {}

  send(message: MailMessage): Promise<void> {
    return this.mailer.send({ ...message, to: this.to, subject: `[test for ${message.to}] ${message.subject}` });
  }
}
