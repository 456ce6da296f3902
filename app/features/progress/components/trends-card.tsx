import type { DisplayedFeedback } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import { PACE_GOOD } from '@common/measures/bands';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import {
  describeFillerTrend,
  describePaceTrend,
  describeScoreTrend,
  getFillerRateTrend,
  getPaceTrend,
  getScoreTrend,
  getTrendChange,
} from '../lib/trends';
import { TrendChart } from './trend-chart';

/** Score and pace over time and the fillers-per-minute trend: improvement at a glance. */
export function TrendsCard({
  speeches,
  feedback,
}: {
  speeches: readonly SpeechDto[];
  feedback: readonly DisplayedFeedback[];
}) {
  const score = getScoreTrend(feedback);
  const pace = getPaceTrend(speeches);
  const fillers = getFillerRateTrend(speeches);
  return (
    <Card aria-labelledby="trends-title">
      <CardTitle id="trends-title">Your Trends</CardTitle>
      <CardDescription>
        Your latest sessions, oldest to newest. The dashed line runs from where you started to where
        you are now.
      </CardDescription>
      <div className="mt-4 grid gap-3 md:grid-cols-3 md:grid-rows-[auto_auto_auto_auto]">
        <TrendChart
          title="Score"
          points={score}
          format={(value) => `${value.toFixed(1)}/10`}
          domain={[0, 10]}
          change={getTrendChange(score, 0.2)}
          higherIsBetter
          describe={describeScoreTrend}
        />
        <TrendChart
          title="Pace"
          points={pace}
          format={(value) => `${Math.round(value)} WPM`}
          band={[PACE_GOOD.min, PACE_GOOD.max]}
          change={getTrendChange(pace, 5)}
          higherIsBetter={null}
          describe={describePaceTrend}
        />
        <TrendChart
          title="Fillers per minute"
          points={fillers}
          format={(value) => `${value.toFixed(1)}/min`}
          change={getTrendChange(fillers, 0.2)}
          higherIsBetter={false}
          describe={describeFillerTrend}
        />
      </div>
    </Card>
  );
}
