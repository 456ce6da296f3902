import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  const url = new URL(options.url);
  return {
    // Never the credentials: this text is shown to users by Test Email System.
    description: `SMTP ${url.hostname}${url.port ? `:${url.port}` : ''}`,
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
