import { join } from 'node:path';
import type { Mailer } from '../../shared-kernel/mail';
import type { Config } from '../config/config';
import { EmlFileMailer } from './eml-file-mailer';
import { RedirectedMailer } from './redirected-mailer';
import { SmtpMailer } from './smtp-mailer';

type MailConfig = Pick<Config, 'smtpUrl' | 'testMailTo' | 'dataDir' | 'baseUrl'>;

const senderOf = (config: MailConfig) => `Signwright <no-reply@${new URL(config.baseUrl).hostname}>`;

/** SMTP when `SMTP_URL` is set, otherwise `.eml` files under `DATA_DIR/mail`. */
export function createMailer(config: MailConfig): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, senderOf(config)) : new EmlFileMailer(join(config.dataDir, 'mail'), senderOf(config));
}

/** Test mode's mail: to `TEST_MAIL_TO` over SMTP when it is set, otherwise `.eml` files under `DATA_DIR/mail/test`. */
export function createTestMailer(config: MailConfig): Mailer {
  if (config.testMailTo && config.smtpUrl) return new RedirectedMailer(new SmtpMailer(config.smtpUrl, senderOf(config)), config.testMailTo);
  return new EmlFileMailer(join(config.dataDir, 'mail', 'test'), senderOf(config));
}
