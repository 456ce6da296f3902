/**
 * Registers the service worker (app/public/sw.js) in production builds only:
 * in development it would serve stale modules to Vite's dev server.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // Its install precaches the shell: work for when the first screen is up and the page is idle.
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  // The app starts after the first paint (main.tsx): the page may have loaded already.
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
