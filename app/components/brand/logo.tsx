import { cn } from '@app/lib/cn';

/** The Podium mark: a microphone under a spotlight ring. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9', className)} aria-hidden="true">
      <rect width="64" height="64" rx="18" className="fill-primary-soft" />
      <circle cx="32" cy="32" r="22" fill="none" strokeWidth="2.5" className="stroke-primary/40" />
      <rect x="25" y="14" width="14" height="24" rx="7" className="fill-primary" />
      <path
        d="M19 31a13 13 0 0 0 26 0M32 44v7M25 51h14"
        fill="none"
        strokeWidth="3.5"
        strokeLinecap="round"
        className="stroke-primary"
      />
    </svg>
  );
}
