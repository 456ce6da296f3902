import type { ReactNode } from 'react';
import { Badge } from '@app/components/ui/badge';
import type { BadgeTone } from '@app/components/ui/badge';
import { ProgressBar } from '@app/components/ui/progress-bar';

interface ScoreRowProps {
  label: string;
  /** The number as shown ('7.5', '82'). */
  value: string;
  /** Out of what ('/10', '/100'). */
  outOf?: string;
  /** 0-100, the bar's fill. */
  percent: number;
  tone: BadgeTone;
  verdict?: string;
  children?: ReactNode;
}

/** A labelled score with a bar and, below, what it means. */
export function ScoreRow({ label, value, outOf, percent, tone, verdict, children }: ScoreRowProps) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium">{label}</span>
        <span className="flex items-center gap-2">
          {verdict ? <Badge tone={tone}>{verdict}</Badge> : null}
          <span className="text-lg font-bold tabular-nums">
            {value}
            {outOf ? (
              <span className="text-sm font-medium text-muted-foreground">{outOf}</span>
            ) : null}
          </span>
        </span>
      </div>
      <ProgressBar className="mt-2" value={percent} tone={tone} />
      {children ? <div className="mt-2 text-sm text-muted-foreground">{children}</div> : null}
    </li>
  );
}
