import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CloudOff } from 'lucide-react';
import { AppHeader } from '../components/layout/app-header';
import { AppLayout } from '../components/layout/app-layout';
import { Button } from '../components/ui/button';
import { FullScreenSpinner } from '../components/ui/spinner';
import type { SessionResponse } from '@common/contract/user';
import { useSession } from '../features/auth/api/get-session';
import { EmailVerifiedNotice } from '../features/auth/components/email-verified-notice';
import { announceEmailVerified } from '../features/auth/lib/email-verified-notice';
import { readVerificationLink } from '../features/auth/hooks/use-verification-link-notice';
import { ReminderScheduler } from '../features/settings/components/reminder-scheduler';
import { hasSeenOnboarding, setOnboardingSeen } from '../lib/storage';

// Screens a signed-in, verified user never sees load only when shown: the
// daily visit downloads the app shell and Home, not the sign-up forms.
const Onboarding = lazy(() =>
  import('../features/onboarding/components/onboarding').then((m) => ({ default: m.Onboarding })),
);
const LoginScreen = lazy(() =>
  import('../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })),
);
const VerificationScreen = lazy(() =>
  import('../features/auth/components/verification-screen').then((m) => ({
    default: m.VerificationScreen,
  })),
);

/**
 * The verification screen was open and the account is verified now (the link
 * was followed in another tab, then this one regained focus, or I've Verified
 * My Email): the app opens where the speaker is, and says 'Email Verified'.
 */
function useVerifiedWhileOpen(session: SessionResponse | undefined) {
  const wasUnverified = useRef(false);
  const verified = Boolean(session?.user && session.emailVerified);
  useEffect(() => {
    if (session?.user && !session.emailVerified) wasUnverified.current = true;
    else if (verified && wasUnverified.current) {
      wasUnverified.current = false;
      announceEmailVerified();
    }
  }, [session, verified]);
}

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner label="Loading" />}>{children}</Suspense>;
}

/** Reachable without a user (spec 2), plus the static pages the login footer links to. */
const PUBLIC_PATHS = ['/auth/callback', '/terms', '/privacy'];

function SessionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-background px-6">
      <div className="max-w-sm text-center">
        <CloudOff className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold">Can't reach Podium</h1>
        <p className="mt-2 text-muted-foreground">
          We couldn't check your session. Make sure you're online and the server is running.
        </p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Try Again'}
        </Button>
      </div>
    </div>
  );
}

function PublicPage() {
  return (
    <div className="min-h-dvh bg-background">
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-2xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * The application shell, states in order (spec 2 and 4): loading while the auth
 * check runs, onboarding until it has been seen, login without a user, the
 * verification screen for an account whose e-mail is not verified (guests count
 * as verified), then the app.
 */
export function Root() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [onboardingSeen, setSeen] = useState(hasSeenOnboarding);
  const isPublic = PUBLIC_PATHS.includes(location.pathname);
  useVerifiedWhileOpen(session.data);

  if (location.pathname === '/auth/callback') return <Outlet />;
  if (session.isPending) return <FullScreenSpinner label="Checking your session" />;

  if (!onboardingSeen) {
    return (
      <Screen>
        <Onboarding
          onFinish={(next) => {
            setOnboardingSeen();
            setSeen(true);
            if (next === 'sign-in') void navigate('/login');
          }}
        />
      </Screen>
    );
  }

  if (session.isError) {
    return <SessionError onRetry={() => void session.refetch()} retrying={session.isFetching} />;
  }

  const { user, emailVerified } = session.data;
  if (!user) {
    return isPublic ? (
      <PublicPage />
    ) : (
      <Screen>
        <LoginScreen />
      </Screen>
    );
  }
  if (!emailVerified) {
    return isPublic ? (
      <PublicPage />
    ) : (
      <Screen>
        <VerificationScreen email={user.email ?? ''} />
      </Screen>
    );
  }

  if (location.pathname === '/login') {
    // Back from the verification link, signed in by it: say so on the callback screen.
    const verified = readVerificationLink(params) === 'verified';
    return <Navigate to={verified ? '/auth/callback?type=signup' : '/'} replace />;
  }

  return (
    <AppLayout>
      <ReminderScheduler />
      <EmailVerifiedNotice />
      <Outlet />
    </AppLayout>
  );
}
