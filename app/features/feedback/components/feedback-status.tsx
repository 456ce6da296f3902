import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AlertTriangle,
  CalendarClock,
  CloudOff,
  History,
  Hourglass,
  Mic,
  RotateCcw,
  Sparkles,
  Timer,
  UserPlus,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { cn } from '@app/lib/cn';
import { SignUpDialog } from '@app/features/auth/public';
import { useCountdown } from '../hooks/use-countdown';
import type { CoachFeedbackState } from '../hooks/use-coach-feedback';
import { formatCountdown, getSecondsUntilLocalMidnight } from '../lib/feedback-failure';
import type { FeedbackFailure } from '../lib/feedback-failure';

/** While the coach works: the measured tabs stay usable, these sections wait. */
export function FeedbackLoading({ compact = false }: { compact?: boolean }) {
  return (
    <Card className={cn('text-center', compact && 'py-6')} aria-busy="true">
      <span className="relative mx-auto grid size-12 place-items-center" aria-hidden="true">
        <span className="absolute inset-0 animate-pulse-ring rounded-full bg-primary/30" />
        <span className="relative grid size-10 place-items-center rounded-full bg-primary-soft text-primary-strong">
          <Sparkles className="size-5" />
        </span>
      </span>
      <div role="status">
        <h2 className="mt-4 font-semibold">Your coach is reviewing your speech...</h2>
      </div>
      {compact ? null : (
        <>
          <p className="mx-auto mt-1 max-w-sm text-sm text-muted-foreground">
            Scores, tips and drills appear here in a few seconds. The measured tabs are ready to
            explore meanwhile.
          </p>
          <div className="mx-auto mt-6 max-w-md space-y-2.5" aria-hidden="true">
            {['w-full', 'w-11/12', 'w-4/5', 'w-2/3'].map((width) => (
              <div
                key={width}
                className={cn('h-3 animate-pulse rounded-full bg-surface-muted', width)}
              />
            ))}
          </div>
        </>
      )}
    </Card>
  );
}

interface ShellProps {
  icon: LucideIcon;
  tone: 'warning' | 'danger' | 'primary';
  title: string;
  children: ReactNode;
  actions: ReactNode;
  compact: boolean;
}

const toneClasses = {
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  primary: 'bg-primary-soft text-primary-strong',
} as const;

function StatusShell({ icon: Icon, tone, title, children, actions, compact }: ShellProps) {
  return (
    <Card className={cn('text-center', compact && 'py-6')} role="alert">
      <span
        className={cn(
          'mx-auto grid place-items-center rounded-full',
          compact ? 'size-11' : 'size-14',
          toneClasses[tone],
        )}
      >
        <Icon className={compact ? 'size-5' : 'size-7'} aria-hidden="true" />
      </span>
      <h2 className={cn('mt-4 font-semibold', compact ? 'text-lg' : 'text-xl')}>{title}</h2>
      <div className="mx-auto mt-2 max-w-md space-y-2 text-sm text-muted-foreground">
        {children}
      </div>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
    </Card>
  );
}

function RecordNewSpeech({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/">
        <Mic aria-hidden="true" />
        Record a New Speech
      </Link>
    </Button>
  );
}

function CooldownView({
  failure,
  retryAt,
  onRetry,
  compact,
}: {
  failure: FeedbackFailure;
  retryAt: number | null;
  onRetry: () => void;
  compact: boolean;
}) {
  // Mounted from a cached failure without a time (should not happen): count from now.
  const [fallbackEndsAt] = useState(() => Date.now() + failure.cooldownSec * 1000);
  const remaining = useCountdown(retryAt ?? fallbackEndsAt);
  return (
    <StatusShell
      icon={Hourglass}
      tone="primary"
      title="Feedback in Progress"
      compact={compact}
      actions={
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Check Again
        </Button>
      }
    >
      <p>We're already generating feedback for this speech. It will appear here on its own.</p>
      <p className="text-base font-medium text-foreground" role="timer">
        {remaining > 0 ? (
          <>
            Checking again in{' '}
            <span className="font-semibold tabular-nums">{formatCountdown(remaining)}</span>
          </>
        ) : (
          'Checking again now...'
        )}
      </p>
    </StatusShell>
  );
}

function DailyLimitView({ failure, compact }: { failure: FeedbackFailure; compact: boolean }) {
  const [resetsAt] = useState(() => Date.now() + getSecondsUntilLocalMidnight(new Date()) * 1000);
  const remaining = useCountdown(resetsAt);
  return (
    <StatusShell
      icon={CalendarClock}
      tone="warning"
      title="Daily Limit Reached"
      compact={compact}
      actions={
        <Button asChild>
          <Link to="/history">
            <History aria-hidden="true" />
            View Previous Feedback
          </Link>
        </Button>
      }
    >
      <p>{failure.message}</p>
      <p className="font-medium text-foreground">
        Time until it resets: <span className="tabular-nums">{formatCountdown(remaining)}</span>
      </p>
    </StatusShell>
  );
}

function GuestLimitView({ failure, compact }: { failure: FeedbackFailure; compact: boolean }) {
  const [signUpOpen, setSignUpOpen] = useState(false);
  return (
    <StatusShell
      icon={UserPlus}
      tone="primary"
      title="Guest Usage Limit Reached"
      compact={compact}
      actions={
        <Button onClick={() => setSignUpOpen(true)}>
          <UserPlus aria-hidden="true" />
          Create an Account
        </Button>
      }
    >
      <p>{failure.message}</p>
      {compact ? null : (
        <p>
          A free account keeps this speech and your progress, and gets you more feedback every day.
        </p>
      )}
      {/* The guest's speeches move into the new account (sign-up from a guest session). */}
      <SignUpDialog open={signUpOpen} onOpenChange={setSignUpOpen} />
    </StatusShell>
  );
}

interface FeedbackErrorViewProps {
  failure: FeedbackFailure;
  retryAt: number | null;
  onRetry: () => void;
  /** A smaller card, for the overview and score sections. */
  compact?: boolean;
}

/** The feedback error views of spec 8 'Feedback generation', one per classified failure. */
export function FeedbackErrorView({
  failure,
  retryAt,
  onRetry,
  compact = false,
}: FeedbackErrorViewProps) {
  switch (failure.kind) {
    case 'too-short':
      return (
        <StatusShell
          icon={Timer}
          tone="warning"
          title="Recording Too Short"
          compact={compact}
          actions={<RecordNewSpeech />}
        >
          <p>Please speak for at least 30 seconds to get meaningful feedback.</p>
          {compact ? null : (
            <p>
              Your transcript and measurements are still here. Record a longer take, two minutes is
              ideal, and your coach will have plenty to work with.
            </p>
          )}
        </StatusShell>
      );
    case 'cooldown':
      return (
        <CooldownView failure={failure} retryAt={retryAt} onRetry={onRetry} compact={compact} />
      );
    case 'daily-limit':
      return <DailyLimitView failure={failure} compact={compact} />;
    case 'service-unavailable':
      return (
        <StatusShell
          icon={CloudOff}
          tone="warning"
          title="Service Temporarily Unavailable"
          compact={compact}
          actions={
            <Button onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          }
        >
          <p>{failure.message}</p>
          {compact ? null : <p>Your measurements are ready in the other tabs meanwhile.</p>}
        </StatusShell>
      );
    case 'guest-limit':
      return <GuestLimitView failure={failure} compact={compact} />;
    case 'other':
      return (
        <StatusShell
          icon={AlertTriangle}
          tone="danger"
          title="Error Generating Feedback"
          compact={compact}
          actions={
            <>
              <Button onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                Try Again
              </Button>
              <RecordNewSpeech variant="outline" />
            </>
          }
        >
          <p className="font-medium text-foreground">We ran into an issue</p>
          <p className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-xs break-words">
            {failure.message}
          </p>
        </StatusShell>
      );
  }
}

/** Loading or error for a section that needs the coach's feedback; null once it is there. */
export function FeedbackPending({
  state,
  onRetry,
  compact = false,
}: {
  state: CoachFeedbackState;
  onRetry: () => void;
  compact?: boolean;
}) {
  if (state.status === 'loading') return <FeedbackLoading compact={compact} />;
  if (state.status === 'error') {
    return (
      <FeedbackErrorView
        failure={state.failure}
        retryAt={state.retryAt}
        onRetry={onRetry}
        compact={compact}
      />
    );
  }
  return null;
}
