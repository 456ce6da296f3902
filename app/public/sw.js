/*
 * Podium's service worker: the app shell works offline and opens fast.
 * - Navigations: network first (a new deploy shows at once), the cached shell when offline.
 * - /assets/*: content-hashed by Vite, so cache first, kept once fetched.
 * - /api and /media: never touched; speeches, feedback and audio always come from the server.
 * One service worker for the whole app: add other handlers (reminder notifications) here.
 */
const VERSION = 'v1';
const SHELL_CACHE = `podium-shell-${VERSION}`;
const ASSET_CACHE = `podium-assets-${VERSION}`;
const SHELL_URL = '/index.html';
const STATIC_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

function isPrivatePath(pathname) {
  return pathname.startsWith('/api/') || pathname.startsWith('/media/') || pathname === '/sw.js';
}

async function precacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await shell.put(SHELL_URL, response);
  await shell.addAll(STATIC_FILES).catch(() => undefined);
  // The entry script, its preloads and the stylesheet named by the shell.
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const assetCache = await caches.open(ASSET_CACHE);
  await assetCache.addAll(assets).catch(() => undefined);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const key of await caches.keys()) {
        if (key.startsWith('podium-') && !keep.has(key)) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirstShell(request) {
  const shell = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      await shell.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await shell.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => cached);
  return cached ?? fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivatePath(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  } else if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request));
  }
});

/*
 * Practice reminders. The page sends the reminder settings; where periodic
 * background sync exists (installed apps in Chromium) the reminder shows while
 * the app is closed; an open app reminds on its own. The due rule mirrors
 * app/features/settings/lib/reminder-schedule.ts. The settings cache is not
 * named podium-* so the shell's cache clean-up keeps it.
 */
const REMINDER_CACHE = 'reminder-settings';
const REMINDER_KEY = '/__podium/reminder-settings';
const REMINDER_TAG = 'podium-reminder';
const REMINDER_GRACE_MS = 60 * 60 * 1000;
/* The page sends the text (with the weekly goal's line); these are for before it has. */
const REMINDER_TITLE = 'Time to practise';
const REMINDER_BODY =
  'Your daily Podium practice is waiting. A two-minute speech keeps your streak going.';
/* A notification's text stays short; a longer message is not from the page. */
const REMINDER_TEXT_MAX = 300;

function reminderText(value, fallback) {
  return typeof value === 'string' && value.trim() !== '' && value.length <= REMINDER_TEXT_MAX
    ? value
    : fallback;
}

async function readReminders() {
  const cache = await caches.open(REMINDER_CACHE);
  const stored = await cache.match(REMINDER_KEY);
  return stored ? stored.json() : { enabled: false, time: '07:00', lastShown: null };
}

async function writeReminders(settings) {
  const cache = await caches.open(REMINDER_CACHE);
  await cache.put(REMINDER_KEY, new Response(JSON.stringify(settings)));
}

function localDay(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function isReminderDue(now, time, lastShown) {
  if (lastShown === localDay(now)) return false;
  const [h, m] = String(time).split(':').map(Number);
  const moment = new Date(now);
  moment.setHours(h || 0, m || 0, 0, 0);
  const late = now.getTime() - moment.getTime();
  return late >= 0 && late < REMINDER_GRACE_MS;
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'podium-reminders') return;
  event.waitUntil(
    readReminders().then((old) =>
      writeReminders({
        enabled: !!data.enabled,
        time: String(data.time),
        title: reminderText(data.title, REMINDER_TITLE),
        body: reminderText(data.body, REMINDER_BODY),
        lastShown: old.lastShown,
      }),
    ),
  );
});

self.addEventListener('periodicsync', (event) => {
  if (event.tag !== REMINDER_TAG) return;
  event.waitUntil(
    (async () => {
      const settings = await readReminders();
      const now = new Date();
      if (!settings.enabled || !isReminderDue(now, settings.time, settings.lastShown)) return;
      const open = await self.clients.matchAll({ type: 'window' });
      if (open.some((client) => client.visibilityState === 'visible')) return;
      await writeReminders({ ...settings, lastShown: localDay(now) });
      await self.registration.showNotification(reminderText(settings.title, REMINDER_TITLE), {
        body: reminderText(settings.body, REMINDER_BODY),
        icon: '/favicon.svg',
        tag: REMINDER_TAG,
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = open.find((c) => new URL(c.url).origin === self.location.origin);
      if (client) return client.focus();
      return self.clients.openWindow('/');
    })(),
  );
});
