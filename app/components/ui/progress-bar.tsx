import { cn } from '@app/lib/cn';

const tones = {
  primary: 'bg-primary',
  good: 'bg-accent',
  warning: 'bg-warning',
  bad: 'bg-danger',
  neutral: 'bg-muted-foreground',
} as const;

export type ProgressTone = keyof typeof tones;

interface ProgressBarProps {
  /** 0-100. */
  value: number;
  tone?: ProgressTone;
  className?: string;
  /** Announce as a progress bar with this name; without it the bar is decorative. */
  label?: string;
  valueText?: string;
}

/** A horizontal bar. Decorative unless it has a label (callers then show the value in words too). */
export function ProgressBar({
  value,
  tone = 'primary',
  className,
  label,
  valueText,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const a11y = label
    ? {
        role: 'progressbar' as const,
        'aria-label': label,
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        'aria-valuenow': Math.round(clamped),
        ...(valueText ? { 'aria-valuetext': valueText } : {}),
      }
    : { 'aria-hidden': true as const };
  return (
    <div className={cn('h-2 overflow-hidden rounded-full bg-surface-muted', className)} {...a11y}>
      <div
        className={cn('h-full rounded-full transition-[width] duration-500 ease-out', tones[tone])}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
