import { join } from 'node:path';
import type { Mailer } from '../../shared-kernel/mail';
import type { Config } from '../config/config';
import { EmlFileMailer } from './eml-file-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when `SMTP_URL` is set, otherwise `.eml` files under `DATA_DIR/mail` (CONTRACT section 1). */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'baseUrl'>): Mailer {
  const from = `Signwright <no-reply@${new URL(config.baseUrl).hostname}>`;
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, from) : new EmlFileMailer(join(config.dataDir, 'mail'), from);
}
