/**
 * Outgoing email as application code sees it. SMTP or `.eml` files are chosen once, in infra, from
 * configuration; senders only say to whom, what, and which files go with it.
 */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's reply goes, when not to the sender (a shopper's address on a form email). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Hands the message over for delivery; throws when it could not be handed over (the caller retries). */
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol.for('signwright.Mailer');

/**
 * The mailer of a store's test data (test mode): its messages never reach the addresses they name, but
 * a test mailbox (`.eml` files under `DATA_DIR/mail/test`, or `TEST_MAIL_TO` over SMTP).
 */
export const TEST_MAILER = Symbol.for('signwright.TestMailer');
