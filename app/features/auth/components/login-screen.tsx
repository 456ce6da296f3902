import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Mail, UserRound } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';
import { LogoMark } from '@app/components/brand/logo';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/lib/toast';
import { useGuestLogin } from '../api/guest-login';
import { useVerificationLinkNotice } from '../hooks/use-verification-link-notice';
import { GoogleButton } from './google-button';
import { SignInDialog } from './sign-in-dialog';
import { SignUpDialog } from './sign-up-dialog';

type Open = 'none' | 'sign-up' | 'sign-in';

/** The landing/login screen (spec 2), with a sign-in path for existing accounts. */
export function LoginScreen() {
  const navigate = useNavigate();
  const guestLogin = useGuestLogin();
  const verificationLink = useVerificationLinkNotice();
  // A link followed in a browser without the session: the next step is signing in.
  const [open, setOpen] = useState<Open>(verificationLink === 'verified' ? 'sign-in' : 'none');

  const exploreAsGuest = () => {
    guestLogin.mutate(undefined, {
      onSuccess: () => {
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        console.error('Guest login failed', error);
        toast({
          title: 'Error',
          description: 'Failed to set up guest account. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 h-[32rem] w-[48rem] -translate-x-1/2 bg-[radial-gradient(closest-side,var(--primary-soft),transparent)]"
      />
      <main className="relative mx-auto flex w-full max-w-sm flex-1 flex-col justify-center px-6 py-12">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-20 animate-float" />
          <h1 className="mt-6 text-4xl font-bold tracking-tight">{PRODUCT_NAME}</h1>
          <p className="mt-3 text-lg text-balance text-muted-foreground">
            Train your voice like a muscle. Start now.
          </p>
        </div>
        <div className="mt-10 flex flex-col gap-3">
          <Button size="lg" onClick={exploreAsGuest} disabled={guestLogin.isPending}>
            <UserRound aria-hidden="true" />
            {guestLogin.isPending ? 'Setting things up...' : 'Explore as Guest'}
          </Button>
          <GoogleButton mode="sign-in" />
          <Button size="lg" variant="outline" onClick={() => setOpen('sign-up')}>
            <Mail aria-hidden="true" />
            Sign up with Email
          </Button>
        </div>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Button variant="link" className="text-sm" onClick={() => setOpen('sign-in')}>
            Sign in
          </Button>
        </p>
      </main>
      <footer className="relative flex justify-center gap-6 pb-8 text-sm text-muted-foreground">
        <Link to="/terms" className="underline-offset-4 hover:text-foreground hover:underline">
          Terms of Service
        </Link>
        <Link to="/privacy" className="underline-offset-4 hover:text-foreground hover:underline">
          Privacy Policy
        </Link>
      </footer>

      <SignUpDialog
        open={open === 'sign-up'}
        onOpenChange={(next) => setOpen(next ? 'sign-up' : 'none')}
        onSignInInstead={() => setOpen('sign-in')}
      />
      <SignInDialog
        open={open === 'sign-in'}
        onOpenChange={(next) => setOpen(next ? 'sign-in' : 'none')}
        onSignUpInstead={() => setOpen('sign-up')}
      />
    </div>
  );
}
