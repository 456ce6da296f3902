import { useId, useMemo } from 'react';
import { Activity } from 'lucide-react';
import type { PaceWindow } from '@common/contract/analysis';
import { Card, CardTitle } from '@app/components/ui/card';
import { formatDuration } from '@app/lib/format';
import { PACE_BAND, describePaceVariation, getPaceChart } from '../lib/pace-chart';

interface PaceChartProps {
  /** Undefined for analyses made before pace over time was measured: the card is left out. */
  windows: readonly PaceWindow[] | undefined;
  paceVariation?: number | null;
}

/**
 * Pace over time: an inline SVG line over the 120-150 WPM band. The SVG
 * stretches to the card (strokes keep their width); labels and points are HTML
 * so they keep their size at 360 px. A sentence and a hidden table say the
 * same for screen readers.
 */
export function PaceChart({ windows, paceVariation }: PaceChartProps) {
  const chart = useMemo(() => getPaceChart(windows), [windows]);
  const titleId = useId();
  const summaryId = useId();
  // useId's characters are not all valid in a url(#...) reference.
  const gradientId = `pace-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (windows === undefined) return null;

  const variation = describePaceVariation(paceVariation);

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId} className="flex items-center gap-2">
        <Activity className="size-5 text-muted-foreground" aria-hidden="true" />
        Pace over time
      </CardTitle>
      {chart === null ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Pace over time needs at least 30 seconds of speaking. Record a longer speech to see how
          your pace changes from start to finish.
        </p>
      ) : (
        <>
          <p id={summaryId} className="mt-2 text-sm text-muted-foreground">
            {chart.summary}
            {variation ? ` ${variation}` : ''}
          </p>
          <figure className="mt-4">
            <div className="relative h-44 pr-1 pb-6 pl-10">
              {/* Y axis labels. */}
              <div className="absolute inset-y-0 bottom-6 left-0 w-8" aria-hidden="true">
                {chart.yTicks.map((tick) => (
                  <span
                    key={tick.value}
                    className="absolute right-0 -translate-y-1/2 text-[0.6875rem] text-muted-foreground tabular-nums"
                    style={{ top: `${tick.y}%` }}
                  >
                    {tick.value}
                  </span>
                ))}
              </div>
              <div className="relative h-full">
                <svg
                  viewBox="0 0 100 100"
                  preserveAspectRatio="none"
                  className="absolute inset-0 h-full w-full overflow-visible"
                  role="img"
                  aria-label="Chart of your pace in words per minute over the speech"
                  aria-describedby={summaryId}
                >
                  <rect
                    x={0}
                    width={100}
                    y={chart.band.top}
                    height={chart.band.bottom - chart.band.top}
                    className="fill-accent/20"
                  />
                  {chart.yTicks.map((tick) => (
                    <line
                      key={tick.value}
                      x1={0}
                      x2={100}
                      y1={tick.y}
                      y2={tick.y}
                      className="stroke-border"
                      strokeWidth={1}
                      vectorEffect="non-scaling-stroke"
                    />
                  ))}
                  <defs>
                    <linearGradient
                      id={gradientId}
                      x1="0"
                      x2="0"
                      y1="0"
                      y2="1"
                      // The stops' currentColor is the gradient's own colour.
                      className="text-primary"
                    >
                      <stop offset="0%" stopColor="currentColor" stopOpacity={0.28} />
                      <stop offset="100%" stopColor="currentColor" stopOpacity={0} />
                    </linearGradient>
                  </defs>
                  <path d={chart.area} fill={`url(#${gradientId})`} />
                  <path
                    d={chart.line}
                    fill="none"
                    className="stroke-primary"
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                </svg>
                {chart.points.map((point) => (
                  <span
                    key={point.start}
                    aria-hidden="true"
                    title={`${formatDuration(point.start)}: ${point.wordsPerMinute} WPM`}
                    className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-primary"
                    style={{ left: `${point.x}%`, top: `${point.y}%` }}
                  />
                ))}
                {/* X axis labels. */}
                <div className="absolute inset-x-0 -bottom-6 h-5" aria-hidden="true">
                  {chart.xTicks.map((tick, index) => (
                    <span
                      key={tick.x}
                      className={
                        index === 0
                          ? 'absolute left-0 text-[0.6875rem] text-muted-foreground tabular-nums'
                          : index === chart.xTicks.length - 1
                            ? 'absolute right-0 text-[0.6875rem] text-muted-foreground tabular-nums'
                            : 'absolute -translate-x-1/2 text-[0.6875rem] text-muted-foreground tabular-nums'
                      }
                      style={
                        index === 0 || index === chart.xTicks.length - 1
                          ? undefined
                          : { left: `${tick.x}%` }
                      }
                    >
                      {tick.label}
                    </span>
                  ))}
                </div>
              </div>
            </div>
            <figcaption className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <span className="h-0.5 w-4 rounded bg-primary" aria-hidden="true" />
                Your words per minute
              </span>
              <span className="flex items-center gap-1.5">
                <span className="size-3 rounded-sm bg-accent/25" aria-hidden="true" />
                Comfortable range, {PACE_BAND.low}-{PACE_BAND.high} WPM
              </span>
            </figcaption>
          </figure>
          <table className="sr-only">
            <caption>Pace by stretch of the speech</caption>
            <thead>
              <tr>
                <th scope="col">Stretch</th>
                <th scope="col">Words per minute</th>
              </tr>
            </thead>
            <tbody>
              {chart.points.map((point) => (
                <tr key={point.start}>
                  <td>
                    {formatDuration(point.start)} to {formatDuration(point.end)}
                  </td>
                  <td>{point.wordsPerMinute}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
