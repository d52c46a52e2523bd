import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../../shared-kernel/mail';

/**
 * nodemailer's options for one message of the port: only what the port carries is named, so both
 * transports write the same headers (Reply-To among them) and nothing else reaches one.
 */
export function nodemailerMessage(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
}
