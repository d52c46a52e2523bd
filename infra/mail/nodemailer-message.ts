import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
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

type TransportOptions = Parameters<typeof Nodemailer.createTransport>[0];

/**
 * A nodemailer transport made on the first message: nodemailer is loaded then, not by every process that
 * starts (most admin commands and most requests send no mail).
 */
export function transportOnFirstMessage(options: TransportOptions): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(options)));
}
