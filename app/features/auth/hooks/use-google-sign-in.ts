import { useState } from 'react';
import { isApiFailure } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { useAuthConfig } from '../api/get-auth-config';
import { signInWithGoogle } from '../api/sign-in-with-google';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

function notConfigured() {
  toast({ title: 'Google sign-in unavailable', description: GOOGLE_NOT_CONFIGURED });
}

/**
 * Continue with Google. Without GOOGLE_CLIENT_ID/SECRET on the server it says
 * so instead of failing. `mode` picks spec 8's wording for a failure.
 */
export function useGoogleSignIn(mode: 'sign-in' | 'sign-up') {
  const config = useAuthConfig();
  const [pending, setPending] = useState(false);

  const start = async () => {
    if (config.data?.googleSignIn === false) {
      notConfigured();
      return;
    }
    setPending(true);
    try {
      // The page leaves for Google; `pending` stays on until it does.
      await signInWithGoogle();
    } catch (error) {
      setPending(false);
      // Not configured: better-auth knows no such provider, or the route is missing.
      if (isApiFailure(error, ['not_found', 'route_not_found'], ({ status }) => status === 404)) {
        notConfigured();
        return;
      }
      console.error('Google sign-in failed', error);
      toast({
        title: mode === 'sign-up' ? 'Registration Issue' : 'Sign In Failed',
        description:
          mode === 'sign-up'
            ? 'Unable to sign up with Google. Please try again.'
            : 'Failed to sign in with Google. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return { start: () => void start(), pending };
}
