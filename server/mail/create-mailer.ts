import path from 'node:path';
import type { Logger } from 'pino';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM: string;
  dataDir: string;
}

/** SMTP when SMTP_URL is set, otherwise the outbox under DATA_DIR (DESIGN 7). */
export function createMailer(config: MailConfig, log: Logger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createOutboxMailer({
    dir: path.join(config.dataDir, 'outbox'),
    from: config.MAIL_FROM,
    log,
  });
}
