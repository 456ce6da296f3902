/** A mailto: link with a subject and an optional body. */
export function mailtoUrl(to: string, subject: string, body?: string): string {
  const params = new URLSearchParams({ subject, ...(body ? { body } : {}) });
  // mailto wants %20 for spaces, not URLSearchParams' '+'.
  return `mailto:${to}?${params.toString().replace(/\+/g, '%20')}`;
}

/**
 * Opens the mail program. When nothing takes the page's focus within the
 * wait, there is probably no mail program: `onNoClient` tells the person the
 * address to write to instead (spec 8, Settings).
 */
export function openMailClient(
  url: string,
  onNoClient: () => void,
  env: { go: (url: string) => void; doc: Document; waitMs?: number } = {
    go: (href) => window.location.assign(href),
    doc: document,
  },
): void {
  let left = false;
  const onLeave = () => {
    left = true;
  };
  const win = env.doc.defaultView;
  win?.addEventListener('blur', onLeave, { once: true });
  env.doc.addEventListener('visibilitychange', onLeave, { once: true });
  env.go(url);
  setTimeout(() => {
    win?.removeEventListener('blur', onLeave);
    env.doc.removeEventListener('visibilitychange', onLeave);
    if (!left && env.doc.visibilityState === 'visible') onNoClient();
  }, env.waitMs ?? 1500);
}
