import { expect, test, type Page } from '@playwright/test';
import { skipOnboarding, storedItem } from './support/storage';

/**
 * Runs in the page before its scripts: records the title of every
 * notification shown, directly or through the service worker, and still shows it.
 */
const RECORD_NOTIFICATIONS = `
  window.__notifications = [];
  if ('Notification' in window) {
    const Original = window.Notification;
    const Recording = function (title, options) {
      window.__notifications.push(title);
      return new Original(title, options);
    };
    Object.defineProperty(Recording, 'permission', { get: () => Original.permission });
    Recording.requestPermission = Original.requestPermission.bind(Original);
    window.Notification = Recording;
  }
  if ('ServiceWorkerRegistration' in window) {
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      window.__notifications.push(title);
      return show.call(this, title, options);
    };
  }
`;

async function recordNotifications(page: Page) {
  await page.addInitScript({ content: RECORD_NOTIFICATIONS });
  return () => page.evaluate<string[]>('window.__notifications');
}

async function guestInSettings(page: Page) {
  await skipOnboarding(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Start Speaking' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Guest' })).toBeVisible();
}

test('sets a daily reminder at 8:30 PM and it fires then while the app is open', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.clock.install({ time: new Date(2026, 2, 14, 20, 28, 0) });
  const notifications = await recordNotifications(page);
  await guestInSettings(page);

  const toggle = page.getByRole('switch', { name: 'Practice Reminders' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Set Reminder Time' });
  await expect(dialog.getByLabel('Hour')).toHaveValue('7');
  await expect(dialog.getByLabel('Minute').locator('option')).toHaveText(['00', '15', '30', '45']);
  await dialog.getByLabel('Hour').selectOption('8');
  await dialog.getByLabel('Minute').selectOption('30');
  await dialog.getByLabel('AM/PM').selectOption('PM');
  await dialog.getByRole('button', { name: 'Save Time' }).click();

  // Said under the switch, not in a toast over the page (issue 11).
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Every day at 8:30 PM', { exact: true })).toBeVisible();
  expect(await storedItem(page, 'reminderTime')).toBe('20:30');
  expect(await storedItem(page, 'remindersEnabled')).toBe('true');

  expect(await notifications()).toEqual([]);
  await page.clock.fastForward('03:00');
  await expect.poll(notifications).toEqual(['Time to practise']);
  // Once a day.
  await page.clock.fastForward('10:00');
  expect(await notifications()).toEqual(['Time to practise']);

  // Off at once.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  expect(await storedItem(page, 'remindersEnabled')).toBe('false');
});

test('without notification permission the reminder is not set', async ({ page, context }) => {
  await context.clearPermissions();
  await guestInSettings(page);
  await page.getByRole('switch', { name: 'Practice Reminders' }).click();
  await page.getByRole('button', { name: 'Save Time' }).click();
  await expect(page.getByText('Notification permission required', { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Practice Reminders' })).not.toBeChecked();
  expect(await storedItem(page, 'remindersEnabled')).toBeNull();
});
