import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/csp';
import { waitForMailTo } from './support/outbox';

const password = 'a long practice password';

test('signs up with e-mail, verifies through the link in the outbox, and signs in again', async ({
  page,
}, testInfo) => {
  const violations = await watchCspViolations(page);
  const shot = async (name: string) => {
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };
  const stamp = Date.now().toString(36);
  const email = `speaker-${stamp}@example.com`;
  const username = `speaker_${stamp}`.slice(0, 20);

  await page.goto('/');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(
    page.getByText('Train your voice like a muscle. Start now.', { exact: true }),
  ).toBeVisible();

  // Sign up with Email: the 'Create Your Account' dialog.
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await shot('sign-up dialog');
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  // Registered, not verified: the verification screen with the address.
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: "I've Verified My Email" }).click();
  await expect(
    page.getByText('Please check your inbox and click the verification link.', { exact: true }),
  ).toBeVisible();
  await shot('verification screen');

  // The e-mail, from the server's outbox; its link verifies and signs in.
  const mail = await waitForMailTo(email);
  expect(mail.subject).toBe('Verify your e-mail for Podium');
  expect(mail.link).toContain('/api/auth/verify-email?token=');
  await page.goto(mail.link);
  await expect(page.getByText('Email Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start Speaking' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // Home says it too (issue 11): the callback screen's notice lasts 1.5 s.
  await expect(page.getByRole('status').filter({ hasText: 'Email Verified' })).toContainText(
    'Your address is confirmed',
  );

  // Settings shows the account; sign out.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await shot('settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Explore as Guest' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // A wrong password, then the right one.
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('not my password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.', { exact: true })).toBeVisible();
  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Start Speaking' })).toBeVisible();

  expect(await violations()).toEqual([]);
});
