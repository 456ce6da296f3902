import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMail } from '../test-support/mail-message';
import { startSmtpSink } from '../test-support/smtp-sink';
import { createMailer } from './create-mailer';
import { testEmail, verificationEmail } from './messages';

const link =
  'http://localhost:3000/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2Flogin%3Fverified%3Dtrue';

describe('mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let dataDir: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-mail-'));
  });
  afterAll(async () => {
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends through the SMTP server of SMTP_URL', async () => {
    const mailer = createMailer(
      { SMTP_URL: sink.url, MAIL_FROM: 'Podium <no-reply@podium.test>', dataDir },
      pino({ level: 'silent' }),
    );
    expect(mailer.description).toMatch(/^SMTP 127\.0\.0\.1:\d+$/);
    await mailer.send(verificationEmail({ to: 'ann@example.com', username: 'ann', url: link }));
    const mail = await sink.nextMailTo('ann@example.com');
    expect(mail.subject).toBe('Verify your e-mail for Podium');
    expect(mail.text).toContain(link);
    expect(readMail(mail.raw).headers.from).toBe('Podium <no-reply@podium.test>');
  });

  it('writes to DATA_DIR/outbox without SMTP_URL, and logs the link', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ MAIL_FROM: 'Podium <no-reply@podium.test>', dataDir }, log);
    expect(mailer.description).toBe('outbox');
    await mailer.send(verificationEmail({ to: 'bea@example.com', username: 'bea', url: link }));
    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = readMail(fs.readFileSync(path.join(outbox, files[0]!), 'utf8'));
    expect(mail.headers.to).toBe('bea@example.com');
    expect(mail.text).toContain(link);
    expect(lines.join('')).toContain(link);
  });

  it('escapes the username in the HTML part', () => {
    const html = verificationEmail({ to: 'x@example.com', username: '<b>x</b>', url: link }).html;
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>x</b>');
  });

  it('says which transport a test e-mail went through', () => {
    const mail = testEmail({ to: 'x@example.com', transport: 'outbox', sentAt: new Date(0) });
    expect(mail.text).toContain('through outbox');
  });
});
