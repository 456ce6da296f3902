import type { Page } from '@playwright/test';

/** Runs in the page before its scripts: keeps every CSP violation report. */
const LISTEN = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

/**
 * Collects Content-Security-Policy violations on every page of the test, from
 * the page's own report events and from the console, so a spec can assert
 * that the built app passes its policy.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  await page.addInitScript({ content: LISTEN });
  return async () => {
    const inPage = await page
      .evaluate<string[]>('window.__cspViolations || []')
      .catch(() => [] as string[]);
    return [...fromConsole, ...inPage];
  };
}
