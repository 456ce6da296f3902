import type { ReactNode } from 'react';
import { cn } from '@app/lib/cn';

interface ProgressRingProps {
  /** 0-1. */
  value: number;
  size?: number;
  strokeWidth?: number;
  className?: string;
  /** Tailwind text colour class for the filled arc. */
  indicatorClassName?: string;
  children?: ReactNode;
}

/** A circular progress ring; the children sit in its centre. Decorative: callers announce progress. */
export function ProgressRing({
  value,
  size = 208,
  strokeWidth = 8,
  className,
  indicatorClassName = 'text-primary',
  children,
}: ProgressRingProps) {
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(Math.max(value, 0), 1);
  return (
    <div
      className={cn('relative grid place-items-center', className)}
      style={{ width: size, height: size }}
    >
      <svg className="absolute inset-0 -rotate-90" width={size} height={size} aria-hidden="true">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={strokeWidth}
          className="text-surface-muted"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped)}
          className={cn(
            'transition-[stroke-dashoffset] duration-300 ease-linear',
            indicatorClassName,
          )}
        />
      </svg>
      <div className="relative">{children}</div>
    </div>
  );
}
