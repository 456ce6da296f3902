import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { encodeWav, parseWav } from '@server/speech/wav';
import { look } from './support/look';
import { openAsGuest, SEED_SPEECH_WAV, seedGuest, seedSpeech } from './support/seed';
import type { SeededUser } from './support/seed';

/*
 * A recording made in a poor room, as the speaker hears about it under the player: the seed
 * speech with a ground loop's 50 Hz hum, white room noise about 21 dB under the voice, and 8 dB
 * too hot for the microphone. The pipeline finds each in the audio; the page says what it found, at phone and
 * desktop width in both themes.
 */

let user: SeededUser;
let speechId: number;

/** The seed speech as that room and microphone would have given it. */
function poorRecording(): Buffer {
  const { samples, sampleRate } = parseWav(fs.readFileSync(SEED_SPEECH_WAV));
  let seed = 11;
  const out = samples.map((sample, i) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const t = i / sampleRate;
    const hum = 1000 * Math.sin(2 * Math.PI * 50 * t) + 500 * Math.sin(2 * Math.PI * 100 * t);
    const noise = (seed / 2 ** 31 - 0.5) * 2 * 3000;
    return Math.max(-32768, Math.min(32767, Math.round(2.5 * sample + hum + noise)));
  });
  return Buffer.from(encodeWav(out, sampleRate));
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await playwright.request.newContext({ baseURL });
  user = await seedGuest(api, baseURL);
  speechId = await seedSpeech(api, baseURL, user, 'A talk in a noisy room', {
    audio: poorRecording(),
  });
  await api.dispose();
});

for (const { dark, width } of [
  { dark: false, width: 360 },
  { dark: true, width: 360 },
  { dark: true, width: 1280 },
]) {
  const name = `recording notes, ${dark ? 'dark' : 'light'}, ${width} px`;
  test(`tells the speaker how the recording sounded: ${name}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const { context, page } = await openAsGuest(browser, baseURL, user, { dark, width });
    await page.goto(`/feedback/${speechId}`);
    const notes = page.getByRole('list', { name: 'About this recording' });
    await expect(notes.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
    await expect(notes.getByText('Mains hum at 50 Hz taken out')).toBeVisible();
    await expect(notes.getByText('Some of it was too loud for the microphone')).toBeVisible();
    await expect(notes.getByText('The room was loud next to your voice')).toBeVisible();
    await notes.scrollIntoViewIfNeeded();
    await look(page, testInfo, name.replaceAll(/[ ,]+/g, '-'));
    await context.close();
  });
}
