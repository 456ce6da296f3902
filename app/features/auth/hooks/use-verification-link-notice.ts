import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@app/lib/toast';

export type VerificationLinkOutcome = 'verified' | 'failed' | null;

/** What the verification link's return to /login?verified=true[&error=...] says. */
export function readVerificationLink(params: URLSearchParams): VerificationLinkOutcome {
  if (params.get('verified') !== 'true') return null;
  return params.get('error') ? 'failed' : 'verified';
}

/**
 * Says once what became of a verification link: verified (sign in to
 * continue, on another device's browser) or expired/invalid (resend).
 */
export function useVerificationLinkNotice(): VerificationLinkOutcome {
  const [params] = useSearchParams();
  const outcome = readVerificationLink(params);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || outcome === null) return;
    shown.current = true;
    if (outcome === 'failed') {
      toast({
        title: 'Verification link not valid',
        description:
          'This verification link is invalid or has expired. Sign in and use Resend Verification Email to get a new one.',
        variant: 'destructive',
        duration: 8000,
      });
    } else {
      toast({
        title: 'Email Verified',
        description: 'Your email address is confirmed. Sign in to continue.',
        variant: 'success',
      });
    }
  }, [outcome]);
  return outcome;
}
