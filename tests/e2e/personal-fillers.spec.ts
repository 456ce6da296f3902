import { expect, test } from '@playwright/test';
import { openAsGuest, seedGuest, seedSpeech } from './support/seed';
import { look } from './support/look';
import { screenVariants } from './support/variants';

/**
 * Issue 13's personal fillers: the speaker adds their own tic in Settings,
 * asks for their older speeches to be re-analysed, and sees it counted and
 * marked as theirs on the analysis page: in the fillers tab, the transcript
 * and the timeline.
 */

test('a speaker adds their own filler, re-analyses an older speech and sees it counted', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Re-analysing a speech, then four pictures with axe (eight with E2E_VARIANTS=all): slow on a
  // small, shared machine.
  test.setTimeout(540_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await browser.newContext({ baseURL });
  const user = await seedGuest(api.request, baseURL);
  const speechId = await seedSpeech(api.request, baseURL, user, 'Why our city needs trees');
  await api.close();

  // ADR 33's spread: the flow in light at 1280 px, the settings card again in dark at 360 px.
  for (const { theme, width } of screenVariants(['light', 'dark'] as const, [1280, 360])) {
    const dark = theme === 'dark';
    const { context, page } = await openAsGuest(browser, baseURL, user, { dark, width });
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Your Filler Words' });
    await expect(card).toBeVisible();

    if (!dark && width === 1280) {
      // Before: the speech has no filler of the speaker's own.
      await card.getByLabel('Add a filler').fill('  Thank   You ');
      await card.getByRole('button', { name: 'Add' }).click();
      await expect(
        page.getByText('"thank you" counts as a filler in your new recordings.').first(),
      ).toBeVisible();
      await expect(card.getByRole('list', { name: 'Your filler words' })).toHaveText('thank you');
      // The same phrase twice is refused with the server's reason.
      await card.getByLabel('Add a filler').fill('thank you');
      await card.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByText('"thank you" is already on your list.').first()).toBeVisible();
      await card.getByLabel('Add a filler').fill('');

      await card.getByRole('button', { name: 'Re-analyse older speeches' }).click();
      await expect(page.getByText('1 speech now counts your own fillers.').first()).toBeVisible();

      await page.goto(`/feedback/${speechId}`);
      // The transcript and the timeline mark it as the speaker's own, in words too.
      const transcript = page.getByRole('region', { name: 'Transcript' });
      await expect(
        transcript.getByRole('button', { name: /^thank you\W*, your filler at \d+:\d\d/i }),
      ).toHaveCount(1);
      await expect(transcript.getByText('Your own filler, from Settings')).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(
        timeline.getByRole('button', { name: /^Filler “thank you”, one of yours, at/ }),
      ).toHaveCount(1);
      await expect(timeline.getByText('1 of them is your own')).toBeVisible();
      // A picture of the timeline scrolled to the mark, for the report.
      await timeline
        .getByRole('button', { name: /^Filler “thank you”, one of yours, at/ })
        .scrollIntoViewIfNeeded();
      const file = testInfo.outputPath(`timeline own filler light ${width}px.png`);
      await timeline.screenshot({ path: file });
      await testInfo.attach(`timeline own filler light ${width}px`, {
        path: file,
        contentType: 'image/png',
      });
      await transcript.scrollIntoViewIfNeeded();
      await look(page, testInfo, `overview own filler light ${width}px`);

      await page.getByRole('tab', { name: 'Filler Words & Verbal Tics', exact: true }).click();
      const counts = page.getByRole('list', { name: 'Filler word counts' });
      const own = counts.getByRole('listitem').filter({ hasText: '“thank you”' });
      await expect(own).toBeVisible();
      await expect(own.getByText('Your filler')).toBeVisible();
      await expect(own.getByText('1×')).toBeVisible();
      await look(page, testInfo, `fillers tab light ${width}px`);
      await page.goto('/settings');
    }
    await expect(card.getByRole('button', { name: 'Remove thank you' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await look(page, testInfo, `settings ${theme} ${width}px`);
    await context.close();
  }
});
