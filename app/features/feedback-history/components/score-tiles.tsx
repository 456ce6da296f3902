import type { DisplayedFeedback } from '@common/contract/feedback';
import { cn } from '@app/lib/cn';
import { formatScore, getScoreTone } from '@app/features/feedback/public';
import { SCORE_KEYS, SCORE_LABELS } from '../lib/feedback-scores';

export const toneText = {
  good: 'text-accent',
  warning: 'text-warning',
  bad: 'text-danger',
} as const;

/** The four scores of a feedback card, each x/10 in its score colour (thresholds 8 and 6). */
export function ScoreTiles({ scores }: { scores: DisplayedFeedback['scores'] }) {
  return (
    <dl className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
      {SCORE_KEYS.map((key) => (
        <div
          key={key}
          className="flex items-center justify-between gap-2 rounded-xl bg-surface-muted px-3 py-2 sm:block sm:px-1 sm:text-center"
        >
          <dt className="truncate text-xs text-muted-foreground">{SCORE_LABELS[key]}</dt>
          <dd
            className={cn(
              'text-base font-bold tabular-nums sm:mt-0.5',
              toneText[getScoreTone(scores[key])],
            )}
          >
            {formatScore(scores[key])}
            <span className="sr-only"> out of 10</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
