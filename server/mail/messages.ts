import { PRODUCT_NAME } from '@common/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(heading: string, body: string): string {
  return [
    '<!doctype html><html><body style="margin:0;background:#f6f4ef;font-family:system-ui,sans-serif;color:#1c1917">',
    '<div style="max-width:480px;margin:0 auto;padding:32px 24px">',
    `<p style="font-size:20px;font-weight:700;margin:0 0 24px">${PRODUCT_NAME}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px">${heading}</h1>`,
    body,
    '</div></body></html>',
  ].join('');
}

/** The sign-up e-mail: one link that verifies the address and signs the person in. */
export function verificationEmail(input: {
  to: string;
  username: string;
  url: string;
}): MailMessage {
  const hours = 24;
  return {
    to: input.to,
    subject: `Verify your e-mail for ${PRODUCT_NAME}`,
    link: input.url,
    text: [
      `Hi ${input.username},`,
      '',
      `Welcome to ${PRODUCT_NAME}! Confirm your e-mail address by opening this link:`,
      '',
      input.url,
      '',
      `The link works for ${hours} hours. If you did not create an account, ignore this e-mail.`,
    ].join('\n'),
    html: layout(
      'Verify your e-mail',
      [
        `<p>Hi ${escapeHtml(input.username)},</p>`,
        `<p>Welcome to ${PRODUCT_NAME}! Confirm your e-mail address to start saving your speeches.</p>`,
        `<p style="margin:28px 0"><a href="${escapeHtml(input.url)}" style="background:#f4a53c;color:#221503;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">Verify my e-mail</a></p>`,
        `<p style="font-size:13px;color:#57534e">Or paste this link into your browser:<br>${escapeHtml(input.url)}</p>`,
        `<p style="font-size:13px;color:#57534e">The link works for ${hours} hours. If you did not create an account, ignore this e-mail.</p>`,
      ].join(''),
    ),
  };
}

/** Test Email System: proves that mail from this server reaches the person's inbox. */
export function testEmail(input: { to: string; transport: string; sentAt: Date }): MailMessage {
  const when = input.sentAt.toISOString();
  return {
    to: input.to,
    subject: `${PRODUCT_NAME} test e-mail`,
    text: [
      `This is a test e-mail from ${PRODUCT_NAME}, sent at ${when} through ${input.transport}.`,
      '',
      'If you can read it, e-mail from Podium reaches you. Look for the verification e-mail in the same inbox, and in the spam folder.',
    ].join('\n'),
    html: layout(
      'Test e-mail',
      [
        `<p>This is a test e-mail from ${PRODUCT_NAME}, sent at ${escapeHtml(when)} through ${escapeHtml(input.transport)}.</p>`,
        '<p>If you can read it, e-mail from Podium reaches you. Look for the verification e-mail in the same inbox, and in the spam folder.</p>',
      ].join(''),
    ),
  };
}
