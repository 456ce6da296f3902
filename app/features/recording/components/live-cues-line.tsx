import { Gauge } from 'lucide-react';
import type { LiveCues } from '@common/contract/speech-stream';
import { chooseLiveCue, fillerLabel } from '../lib/live-cue';

/**
 * Issue 12 item 4: one calm line under the timer while recording, in place of the hint: at most
 * one pace cue, and the filler count to glance at.
 */
export function LiveCuesLine({ live }: { live: LiveCues | null }) {
  const cue = chooseLiveCue(live);
  const fillers = fillerLabel(live);
  return (
    <div className="mt-1 flex w-full max-w-xs flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
      {cue ? (
        <p
          role="status"
          className="flex min-w-0 items-center gap-2 rounded-full bg-primary/10 px-3 py-0.5 text-foreground"
        >
          <Gauge className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{cue.text}</span>
        </p>
      ) : null}
      {fillers ? (
        <p
          className="shrink-0 text-muted-foreground tabular-nums"
          aria-label={`So far: ${fillers}`}
        >
          {fillers}
        </p>
      ) : null}
    </div>
  );
}
