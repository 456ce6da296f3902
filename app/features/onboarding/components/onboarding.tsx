import { useState } from 'react';
import { Mic, Rocket, TrendingUp } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';
import { Button } from '@app/components/ui/button';
import { cn } from '@app/lib/cn';

const steps = [
  {
    title: 'Welcome',
    body: `${PRODUCT_NAME} is your public-speaking gym. Record a short speech and see how you really sound: your pace, your filler words and your pauses.`,
    Icon: Mic,
  },
  {
    title: 'Practice Makes Perfect',
    body: 'Speak on a fresh daily prompt or a topic of your own. A few minutes a day builds a steady, confident voice.',
    Icon: TrendingUp,
  },
  {
    title: 'Ready to Begin',
    body: 'Find a quiet spot, press record and talk for at least two minutes. Your analysis is ready moments later.',
    Icon: Rocket,
  },
] as const;

interface OnboardingProps {
  /** Called once the visitor has seen enough: Get Started, Skip or Sign In. */
  onFinish: (next: 'app' | 'sign-in') => void;
}

export function Onboarding({ onFinish }: OnboardingProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? steps[0];
  const isLast = index === steps.length - 1;
  const { Icon } = step;

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 h-[32rem] w-[48rem] -translate-x-1/2 bg-[radial-gradient(closest-side,var(--primary-soft),transparent)]"
      />
      <div className="relative mx-auto flex w-full max-w-md justify-end px-4 pt-4">
        <Button variant="ghost" size="sm" onClick={() => onFinish('app')}>
          Skip
        </Button>
      </div>
      <main
        className="relative mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-8 text-center"
        aria-live="polite"
      >
        <div className="relative grid size-36 place-items-center">
          <span className="absolute inset-0 rounded-full bg-primary-soft" aria-hidden="true" />
          <span className="absolute inset-5 rounded-full bg-primary/25" aria-hidden="true" />
          <Icon className="relative size-14 text-primary-strong" aria-hidden="true" />
        </div>
        <p className="mt-10 text-sm font-medium text-muted-foreground">
          Step {index + 1} of {steps.length}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{step.title}</h1>
        <p className="mt-4 text-base leading-relaxed text-muted-foreground">{step.body}</p>
        <div className="mt-8 flex gap-2" aria-hidden="true">
          {steps.map((item, dot) => (
            <span
              key={item.title}
              className={cn(
                'h-2 rounded-full transition-all',
                dot === index ? 'w-6 bg-primary' : 'w-2 bg-border',
              )}
            />
          ))}
        </div>
      </main>
      <div className="relative mx-auto flex w-full max-w-md flex-col gap-3 px-6 pb-10">
        <Button
          size="lg"
          onClick={() => (isLast ? onFinish('app') : setIndex((current) => current + 1))}
        >
          {isLast ? 'Get Started' : 'Next'}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => onFinish('sign-in')}>
          Sign In
        </Button>
      </div>
    </div>
  );
}
