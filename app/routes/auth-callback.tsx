import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, MailCheck } from 'lucide-react';
import { SETTINGS } from '@common/constants';
import { Spinner } from '../components/ui/spinner';
import { sessionKeys } from '../features/auth/api/auth-keys';
import { getSession } from '../features/auth/api/get-session';
import { announceEmailVerified } from '../features/auth/lib/email-verified-notice';
import { callbackErrorMessage } from '../features/auth/lib/auth-errors';

/** Long enough to read 'Email Verified' before Home replaces it. */
const VERIFIED_NOTICE_MS = 1500;

/**
 * The authentication callback (spec 2): 'Completing Login', then /home. On
 * failure (an error from the provider, or no session) 'Authentication Error'
 * and back to /login after 3 s. type=signup or type=email_change shows
 * 'Email Verified' (the verification link ends here once signed in).
 */
export function AuthCallbackRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const type = params.get('type');
  const verified = type === 'signup' || type === 'email_change';
  const [error, setError] = useState<string | null>(
    providerError ? callbackErrorMessage(providerError) : null,
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const toLogin = () => {
      timer = setTimeout(
        () => void navigate('/login', { replace: true }),
        SETTINGS.callbackErrorRedirectMs,
      );
    };
    if (providerError) {
      console.error('Authentication callback failed', providerError);
      toLogin();
      return () => clearTimeout(timer);
    }
    getSession()
      .then((session) => {
        if (!active) return;
        if (!session.user) throw new Error('No session was found.');
        queryClient.setQueryData(sessionKeys.current(), session);
        // Home says it too: this screen's notice is gone in 1.5 s.
        if (verified) announceEmailVerified();
        timer = setTimeout(
          () => void navigate('/home', { replace: true }),
          verified ? VERIFIED_NOTICE_MS : 0,
        );
      })
      .catch((cause: unknown) => {
        if (!active) return;
        console.error('Authentication callback failed', cause);
        setError(callbackErrorMessage(null));
        toLogin();
      });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [navigate, queryClient, providerError, verified]);

  return (
    <div className="grid min-h-dvh place-items-center bg-background px-6 text-center">
      {error ? (
        <div role="alert" className="max-w-sm">
          <AlertTriangle className="mx-auto size-10 text-danger" aria-hidden="true" />
          <h1 className="mt-4 text-xl font-semibold">Authentication Error</h1>
          <p className="mt-2 text-muted-foreground">{error}</p>
          <p className="mt-4 text-sm text-muted-foreground">Redirecting to login...</p>
        </div>
      ) : (
        <div>
          {verified ? (
            <p
              role="status"
              className="mb-6 flex items-center justify-center gap-2 rounded-xl bg-accent-soft px-4 py-2 text-sm font-medium text-accent"
            >
              <MailCheck className="size-4" aria-hidden="true" />
              Email Verified
            </p>
          ) : null}
          <Spinner label="Completing Login" className="[&_svg]:size-10" />
          <h1 className="mt-4 text-xl font-semibold">Completing Login</h1>
        </div>
      )}
    </div>
  );
}
