import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mailer';

/**
 * With no SMTP server, each mail becomes a file in DATA_DIR/outbox (a real
 * RFC 5322 message any mail program opens) and its link goes to the log, so
 * sign-up works on one machine with nothing set up. This is the one place a
 * verification link is logged, deliberately: the operator is the recipient.
 */
export function createOutboxMailer(options: { dir: string; from: string; log: Logger }): Mailer {
  const build = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    description: 'outbox',
    async send(message: MailMessage) {
      const info = await build.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await fs.promises.mkdir(options.dir, { recursive: true, mode: 0o700 });
      // Sortable by time; the random part keeps two mails in one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(options.dir, name);
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info(
        { to: message.to, file },
        message.link
          ? `E-mail "${message.subject}" written to the outbox. Its link: ${message.link}`
          : `E-mail "${message.subject}" written to the outbox.`,
      );
    },
  };
}
