import { describe, expect, it } from 'vitest';
import source from '@app/public/sw.js?raw';
import { REMINDER_BODY, reminderMessage } from './reminder-notification';

/*
 * The service worker (app/public/sw.js, plain JavaScript served as is) run in
 * a sandbox with the few worker APIs its reminder uses: the page sends the
 * reminder settings, then the browser's periodic sync wakes it.
 */
type Handler = (event: {
  data?: unknown;
  tag?: string;
  waitUntil: (p: Promise<unknown>) => void;
}) => void;

function loadServiceWorker() {
  const handlers = new Map<string, Handler>();
  const stored = new Map<string, string>();
  const shown: Array<{ title: string; body: string }> = [];
  class FakeResponse {
    constructor(private readonly body: string) {}
    json() {
      return Promise.resolve(JSON.parse(this.body) as unknown);
    }
    text() {
      return Promise.resolve(this.body);
    }
  }
  const sandbox = {
    self: {
      addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
      location: { origin: 'https://podium.test' },
      registration: {
        showNotification: (title: string, options: { body: string }) => {
          shown.push({ title, body: options.body });
          return Promise.resolve();
        },
      },
      // The app is closed: no window to remind instead.
      clients: { matchAll: () => Promise.resolve([]) },
    },
    caches: {
      open: () =>
        Promise.resolve({
          match: (key: string) =>
            Promise.resolve(stored.has(key) ? new FakeResponse(stored.get(key) ?? '') : undefined),
          put: async (key: string, response: FakeResponse) => {
            stored.set(key, await response.text());
          },
        }),
    },
    Response: FakeResponse,
    URL,
    Date,
    String,
    console,
  };
  // The worker's globals are parameters: the script sees only the sandbox (the served file, as is).
  const names = Object.keys(sandbox);
  new Function(...names, source)(...Object.values(sandbox));

  const fire = async (type: string, event: { data?: unknown; tag?: string }) => {
    const pending: Array<Promise<unknown>> = [];
    handlers.get(type)?.({ ...event, waitUntil: (p) => pending.push(p) });
    await Promise.all(pending);
  };
  return { fire, shown };
}

/** The reminder time that is due now: this minute, local time. */
function thisMinute(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

describe('the reminder shown while the app is closed', () => {
  it('mentions what is left of the weekly goal, as the open app does', async () => {
    const { fire, shown } = loadServiceWorker();
    const goal = '2 more sessions to reach your weekly goal of 3.';
    await fire('message', { data: reminderMessage({ enabled: true, time: thisMinute() }, goal) });
    await fire('periodicsync', { tag: 'podium-reminder' });
    expect(shown).toEqual([{ title: 'Time to practise', body: `${REMINDER_BODY} ${goal}` }]);
  });

  it('says the usual reminder without a goal, and before the page has said anything', async () => {
    const withoutGoal = loadServiceWorker();
    await withoutGoal.fire('message', {
      data: reminderMessage({ enabled: true, time: thisMinute() }, null),
    });
    await withoutGoal.fire('periodicsync', { tag: 'podium-reminder' });
    expect(withoutGoal.shown).toEqual([{ title: 'Time to practise', body: REMINDER_BODY }]);

    // An older page sent only the time: the usual text.
    const olderPage = loadServiceWorker();
    await olderPage.fire('message', {
      data: { type: 'podium-reminders', enabled: true, time: thisMinute() },
    });
    await olderPage.fire('periodicsync', { tag: 'podium-reminder' });
    expect(olderPage.shown).toEqual([{ title: 'Time to practise', body: REMINDER_BODY }]);
  });
});
