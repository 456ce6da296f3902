import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, setOnboardingSeen, setStoredDarkMode, setStoredUser } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { guestUser, memberUser } from '../test/fixtures';
import { takeEarlyJson } from './early-responses';
import { FIRST_SCREEN_ATTRIBUTE, screenMarkup } from './markup';
import { runFirstPaint } from './paint';
import { renderFirstPaint } from './render-first-paint';

const markup = renderFirstPaint();

function page() {
  document.body.innerHTML =
    '<div id="root"><script id="boot"></script><div id="boot-logo"></div></div>';
  return document.getElementById('boot');
}

const home = { pathname: '/', search: '' };

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
});

describe('the first paint, before the app loads', () => {
  it("paints a returning guest's Home with its greeting, checking the session", () => {
    setOnboardingSeen();
    setStoredUser(guestUser);
    const fetch = mockFetch();
    expect(runFirstPaint(page(), markup, {}, home)).toBe('home');

    const root = document.getElementById('root') as HTMLElement;
    expect(root.textContent).toContain('Start Speaking');
    expect(root.textContent).toContain('Welcome, guest');
    expect(root.querySelector('[role="status"]')?.textContent).toContain('Checking your session');
    expect(document.documentElement).toHaveAttribute(FIRST_SCREEN_ATTRIBUTE, 'home');
    // Nothing in the picture works before the app has loaded.
    expect(root.querySelector('#boot + *')).toHaveAttribute('inert');
    expect(fetch.calls.map((call) => call.url).sort()).toEqual([
      '/api/prompts/daily',
      '/api/session',
      `/api/speeches/user/${guestUser.id}?limit=3`,
    ]);
  });

  it('writes the prompt in once it arrives, escaped, and still hands the answer to the app', async () => {
    setOnboardingSeen();
    setStoredUser(memberUser);
    const fetch = mockFetch();
    fetch.on('GET /api/prompts/daily', { body: { text: 'Cats <or> dogs?' } });
    runFirstPaint(page(), markup, {}, home);

    const slot = document.querySelector('[data-first-paint="prompt"]') as HTMLElement;
    await expect.poll(() => slot.textContent).toBe('Cats <or> dogs?');
    expect(slot.querySelector('or')).toBeNull();
    expect(document.body.textContent).toContain('Welcome back, ann');
    await expect(takeEarlyJson('/api/prompts/daily')).resolves.toEqual({
      text: 'Cats <or> dogs?',
    });
  });

  it("paints Progress with the account's storage note, in the light theme", async () => {
    setOnboardingSeen();
    setStoredUser(memberUser);
    setStoredDarkMode(false);
    mockFetch();
    runFirstPaint(
      page(),
      markup,
      { history: ['/assets/history-abc.js'] },
      {
        pathname: '/history',
        search: '',
      },
    );
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.body.textContent).toContain('Review your speech history');
    expect(document.body.textContent).toContain(
      'Your feedback is stored locally and in the cloud with your account.',
    );
    // The screen's code is preloaded once the first paint is drawn.
    await expect
      .poll(() => document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href'))
      .toBe('/assets/history-abc.js');
  });

  it('paints nothing for a first visit, but still starts the session check', () => {
    const fetch = mockFetch();
    expect(runFirstPaint(page(), markup, {}, home)).toBeNull();
    expect(document.getElementById('root')?.textContent).toBe('');
    expect(document.documentElement).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
    expect(fetch.calls.map((call) => call.url)).toEqual(['/api/session']);
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBeNull();
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('the first screens rendered at build time', () => {
  it('are the real Home and Progress in both themes, with a slot for the prompt', () => {
    expect(screenMarkup(markup, 'home', 'dark')).toContain('Start Speaking');
    expect(screenMarkup(markup, 'home', 'light')).toContain('Switch to dark mode');
    expect(screenMarkup(markup, 'home', 'dark')).toContain('Switch to light mode');
    expect(screenMarkup(markup, 'history', 'light')).toContain('Progress');
    expect(markup.prompt).toContain('__podium_prompt__');
    // What the themes share is kept once.
    const { before, dark, after } = markup.screens.home;
    expect(dark.length).toBeLessThan((before.length + after.length) / 5);
  });
});
