import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { toast } from '@app/lib/toast';
import { sessionKeys } from '../api/auth-keys';
import { getSessionQueryOptions } from '../api/get-session';
import { useResendVerification } from '../api/resend-verification';
import { useTestEmail } from '../api/test-email';
import { useVerificationLinkNotice } from '../hooks/use-verification-link-notice';
import { resendErrorMessage, testEmailErrorMessage } from '../lib/auth-errors';
import { SignOutButton } from './sign-out-button';

/**
 * The e-mail verification screen (spec 2) for a registered account whose
 * address is not verified yet. Verifying on another device works too:
 * I've Verified My Email asks the server, which reads the account afresh.
 */
export function VerificationScreen({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  const testEmail = useTestEmail();
  const [checking, setChecking] = useState(false);
  useVerificationLinkNotice();

  // Back from the mail program (or a phone): look again, quietly; verified opens the app.
  useEffect(() => {
    const look = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
      }
    };
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [queryClient]);

  const checkVerified = async () => {
    setChecking(true);
    try {
      const session = await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
      // Verified: the app opens and says 'Email Verified' there (EmailVerifiedNotice).
      if (!session.emailVerified) {
        toast({
          title: 'Email Not Verified',
          description: 'Please check your inbox and click the verification link.',
          variant: 'destructive',
        });
      }
    } catch (error) {
      console.error('Verification check failed', error);
      toast({
        title: 'Error',
        description: "We couldn't check your account. Please try again.",
        variant: 'destructive',
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="grid min-h-dvh place-items-center bg-background px-4 py-10">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary-strong">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Verify Your Email</h1>
        <p className="mt-3 text-muted-foreground">We sent a verification link to</p>
        <p className="mt-1 font-semibold break-all">{email}</p>
        <p className="mt-3 text-sm text-muted-foreground">
          Open the link in that email to activate your account. Your speeches wait for you here.
        </p>

        <div className="mt-7 flex flex-col gap-3">
          <Button size="lg" onClick={() => void checkVerified()} disabled={checking}>
            {checking ? 'Checking...' : "I've Verified My Email"}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(email, {
                onSuccess: () =>
                  toast({
                    title: 'Verification Email Sent',
                    description: `Check your inbox at ${email}.`,
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    title: 'Could not resend',
                    description: resendErrorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
          </Button>
          <Button
            variant="secondary"
            disabled={testEmail.isPending}
            onClick={() =>
              testEmail.mutate(email, {
                onSuccess: (result) =>
                  toast({
                    title: 'Test Email Sent',
                    description: result.message,
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    title: 'Email Test Failed',
                    description: testEmailErrorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {testEmail.isPending ? 'Testing...' : 'Test Email System'}
          </Button>
          <SignOutButton />
        </div>
        <p className="mt-5 text-xs text-muted-foreground">
          Can't find it? Look in your spam folder, or use Test Email System to see whether mail from
          Podium reaches you.
        </p>
      </Card>
    </div>
  );
}
