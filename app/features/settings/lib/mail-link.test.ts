import { describe, expect, it, vi } from 'vitest';
import { mailtoUrl, openMailClient } from './mail-link';

describe('mail links', () => {
  it('encodes subject and body for mailto', () => {
    expect(mailtoUrl('support@podium.local', 'Podium Pro upgrade request', 'Hi & thanks')).toBe(
      'mailto:support@podium.local?subject=Podium%20Pro%20upgrade%20request&body=Hi%20%26%20thanks',
    );
  });

  it('gives the address when no mail program took over', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const onNoClient = vi.fn();
    openMailClient('mailto:x@y.z', onNoClient, { go, doc: document, waitMs: 1000 });
    expect(go).toHaveBeenCalledWith('mailto:x@y.z');
    vi.advanceTimersByTime(1000);
    expect(onNoClient).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the mail program took the focus', () => {
    vi.useFakeTimers();
    const onNoClient = vi.fn();
    openMailClient('mailto:x@y.z', onNoClient, {
      go: () => window.dispatchEvent(new Event('blur')),
      doc: document,
      waitMs: 1000,
    });
    vi.advanceTimersByTime(1000);
    expect(onNoClient).not.toHaveBeenCalled();
  });
});
