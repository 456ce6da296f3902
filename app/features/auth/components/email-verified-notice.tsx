import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MailCheck, X } from 'lucide-react';
import { dismissEmailVerified, useEmailVerifiedNotice } from '../lib/email-verified-notice';

/**
 * 'Email Verified' at the top of the screen the speaker lands on after
 * confirming their address, until they close it or go to another screen.
 */
export function EmailVerifiedNotice() {
  const shown = useEmailVerifiedNotice();
  const { pathname } = useLocation();
  const shownOn = useRef<string | null>(null);
  // Said once: leaving the screen it was shown on forgets it.
  useEffect(() => {
    if (!shown) shownOn.current = null;
    else if (shownOn.current === null) shownOn.current = pathname;
    else if (pathname !== shownOn.current) dismissEmailVerified();
  }, [pathname, shown]);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-xl border border-accent/30 bg-accent-soft px-4 py-3 text-sm"
    >
      <MailCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-accent">Email Verified</p>
        <p className="mt-0.5 text-foreground/90">
          Your address is confirmed and your account is ready. Welcome to Podium!
        </p>
      </div>
      <button
        type="button"
        onClick={dismissEmailVerified}
        aria-label="Dismiss: Email Verified"
        className="-mt-1 -mr-2 grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
