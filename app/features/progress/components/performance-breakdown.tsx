import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { ProgressBar } from '@app/components/ui/progress-bar';
import { formatScore, getScoreTone } from '@app/features/feedback/public';
import { SCORE_KEYS, SCORE_LABELS } from '@app/features/feedback-history/public';
import type { ProgressStats } from '../lib/stats';

/** Performance Breakdown (spec 2): Clarity, Pacing, Confidence, Delivery as x/10, bar width score*10 %. */
export function PerformanceBreakdown({ breakdown }: { breakdown: ProgressStats['breakdown'] }) {
  return (
    <Card aria-labelledby="performance-breakdown-title">
      <CardTitle id="performance-breakdown-title">Performance Breakdown</CardTitle>
      {breakdown ? (
        <ul className="mt-4 space-y-4">
          {SCORE_KEYS.map((key) => (
            <li key={key}>
              <div className="mb-1.5 flex justify-between text-sm">
                <span className="font-medium">{SCORE_LABELS[key]}</span>
                <span className="text-muted-foreground tabular-nums">
                  {formatScore(breakdown[key])}/10
                </span>
              </div>
              <ProgressBar value={breakdown[key] * 10} tone={getScoreTone(breakdown[key])} />
            </li>
          ))}
        </ul>
      ) : (
        <CardDescription className="mt-2">
          Get coaching feedback on a speech to see how your clarity, pacing, confidence and delivery
          compare.
        </CardDescription>
      )}
    </Card>
  );
}
