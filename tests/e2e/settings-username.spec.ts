import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForMailTo } from './support/outbox';
import { skipOnboarding } from './support/storage';

async function signUp(api: APIRequestContext, baseURL: string, email: string, username: string) {
  const response = await api.post('/api/auth/sign-up/email', {
    data: { email, username, password: 'a long practice password' },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(201);
}

test('renames in Settings; a username that is taken answers Username already exists', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const taken = `taken_${stamp}`.slice(0, 20);
  const mine = `mine_${stamp}`.slice(0, 20);

  // Someone else has the name already (their own browser).
  const other = await playwright.request.newContext({ baseURL });
  await signUp(other, baseURL!, `other-${stamp}@example.com`, taken);
  await other.dispose();

  // This person signs up (the page's cookies) and follows the link.
  await skipOnboarding(page);
  const email = `me-${stamp}@example.com`;
  await signUp(page.request, baseURL!, email, mine);
  await page.goto((await waitForMailTo(email)).link);
  await expect(page.getByRole('heading', { name: 'Start Speaking' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: `Hello, ${mine}` })).toBeVisible();
  await page.getByRole('button', { name: 'Edit username' }).click();
  const field = page.getByLabel('Username');
  await expect(field).toHaveAttribute('maxlength', '20');
  await field.fill(taken.toUpperCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Username already exists. Please try a different username.', { exact: true }),
  ).toBeVisible();

  // Still editing: choose another.
  const renamed = `new_${stamp}`.slice(0, 20);
  await field.fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Username updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hello, ${renamed}` })).toBeVisible();

  // The server kept it.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Hello, ${renamed}` })).toBeVisible();
});
