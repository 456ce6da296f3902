import type { DisplayedFeedback } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { getFillerRateTrend, getPaceTrend, getScoreTrend, getTrendChange } from '../lib/trends';
import type { TrendChange } from '../lib/trends';
import { TrendChart } from './trend-chart';

const PACE_BAND: [number, number] = [120, 150];

function describeScore(change: TrendChange): string {
  if (change.direction === 'flat') return `Holding steady around ${change.to.toFixed(1)}/10.`;
  return `${change.direction === 'up' ? 'Up' : 'Down'} from ${change.from.toFixed(1)} to ${change.to.toFixed(1)} since your first sessions.`;
}

function describePace(change: TrendChange): string {
  const to = Math.round(change.to);
  const where =
    to < PACE_BAND[0]
      ? 'below the comfortable 120-150 range'
      : to > PACE_BAND[1]
        ? 'above the comfortable 120-150 range'
        : 'inside the comfortable 120-150 range';
  if (change.direction === 'flat') return `Steady at about ${to} WPM, ${where}.`;
  return `${change.direction === 'up' ? 'Faster' : 'Slower'}: ${Math.round(change.from)} to ${to} WPM, ${where}.`;
}

function describeFillers(change: TrendChange): string {
  if (change.direction === 'flat')
    return `About ${change.to.toFixed(1)} fillers a minute, as when you started.`;
  return change.direction === 'down'
    ? `Fewer fillers: ${change.from.toFixed(1)} down to ${change.to.toFixed(1)} a minute.`
    : `More fillers: ${change.from.toFixed(1)} up to ${change.to.toFixed(1)} a minute.`;
}

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
          describe={describeScore}
        />
        <TrendChart
          title="Pace"
          points={pace}
          format={(value) => `${Math.round(value)} WPM`}
          band={PACE_BAND}
          change={getTrendChange(pace, 5)}
          higherIsBetter={null}
          describe={describePace}
        />
        <TrendChart
          title="Fillers per minute"
          points={fillers}
          format={(value) => value.toFixed(1)}
          change={getTrendChange(fillers, 0.2)}
          higherIsBetter={false}
          describe={describeFillers}
        />
      </div>
    </Card>
  );
}
