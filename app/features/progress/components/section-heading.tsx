import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  title,
  count,
  action,
}: {
  id: string;
  title: string;
  count?: number;
  action?: ReactNode;
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3 px-1">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        {title}
        {count !== undefined ? (
          <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
            {count}
          </span>
        ) : null}
      </h2>
      {action}
    </div>
  );
}
