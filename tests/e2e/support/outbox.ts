import fs from 'node:fs';
import path from 'node:path';
import { linkInMail, readMail } from '@server/test-support/mail-message';
import { e2eDataDir } from '../playwright.config';

/**
 * The e2e server has no SMTP_URL: its mails land in DATA_DIR/outbox as .eml
 * files. Waits for the newest mail to `to` and returns its link.
 */
export async function waitForMailTo(
  to: string,
  { timeoutMs = 15_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
): Promise<{ subject: string; text: string; link: string }> {
  const outbox = path.join(e2eDataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(outbox, name))
          .filter((file) => fs.statSync(file).mtimeMs >= after)
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const raw = fs.readFileSync(file, 'utf8');
      const mail = readMail(raw);
      if (mail.headers.to?.toLowerCase() === to.toLowerCase()) {
        return { subject: mail.headers.subject ?? '', text: mail.text, link: linkInMail(raw) };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} in ${outbox} within ${timeoutMs} ms`);
}
