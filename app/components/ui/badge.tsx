import type { HTMLAttributes } from 'react';
import { cn } from '@app/lib/cn';

const tones = {
  neutral: 'bg-surface-muted text-muted-foreground',
  good: 'bg-accent-soft text-accent',
  warning: 'bg-warning-soft text-warning',
  bad: 'bg-danger-soft text-danger',
  primary: 'bg-primary-soft text-primary-strong',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
