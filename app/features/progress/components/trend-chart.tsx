import { useId } from 'react';
import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { cn } from '@app/lib/cn';
import { formatShortDate } from '@app/lib/en-us-dates';
import type { TrendChange, TrendPoint, TrendText } from '../lib/trends';

interface TrendChartProps {
  title: string;
  points: TrendPoint[];
  /** The value as read aloud and under the chart ('7.4/10', '132 WPM'). */
  format: (value: number) => string;
  /** Fixed bounds of the value axis; otherwise fitted to the data. */
  domain?: [number, number];
  /** A shaded good range (the 120-150 WPM pace). */
  band?: [number, number];
  change: TrendChange | null;
  /** Whether a rising line is good news (scores) or bad (fillers); null when neither (pace). */
  higherIsBetter: boolean | null;
  /** The headline and what the change means in words, from the same numbers. */
  describe: (change: TrendChange) => TrendText;
}

/**
 * Side by side, the charts share their parent's rows (subgrid), so a title
 * that wraps ('Fillers per minute' in a third of the column) moves every
 * chart down together instead of leaving one lower than its neighbours.
 */
const FIGURE =
  'rounded-2xl bg-surface-muted/60 p-4 md:row-span-4 md:grid md:grid-rows-subgrid md:content-start md:gap-y-0';

const W = 100;
const H = 40;
const PAD = 2;

/**
 * A small line chart of one measure over sessions, in inline SVG. The sentence
 * under it says what the line shows, and is the chart's accessible name.
 */
export function TrendChart({
  title,
  points,
  format,
  domain,
  band,
  change,
  higherIsBetter,
  describe,
}: TrendChartProps) {
  const titleId = useId();
  const latest = points[points.length - 1];
  if (points.length < 2 || !latest || !change) {
    return (
      <figure className={FIGURE}>
        <figcaption>
          <span id={titleId} className="text-sm font-semibold">
            {title}
          </span>
          <p className="mt-1 text-sm text-muted-foreground">
            {points.length === 1 && latest
              ? `${format(latest.value)} so far. Record one more speech to see your trend.`
              : 'Record two speeches to see your trend.'}
          </p>
        </figcaption>
      </figure>
    );
  }

  const values = points.map((point) => point.value);
  const low = domain?.[0] ?? Math.min(...values, ...(band ?? []));
  const high = domain?.[1] ?? Math.max(...values, ...(band ?? []));
  const pad = domain ? 0 : Math.max((high - low) * 0.15, 1);
  const yMin = Math.max(0, low - pad);
  const yMax = high + pad;
  const toY = (value: number) => H - ((value - yMin) / (yMax - yMin || 1)) * H;
  const toX = (index: number) => (index / (points.length - 1)) * W;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${toX(i).toFixed(2)} ${toY(p.value).toFixed(2)}`)
    .join(' ');
  const area = `${line} L${W} ${H} L0 ${H} Z`;
  const first = points[0];

  const good =
    change.direction === 'flat' || higherIsBetter === null
      ? null
      : (change.direction === 'up') === higherIsBetter;
  const Icon =
    change.direction === 'up' ? TrendingUp : change.direction === 'down' ? TrendingDown : Minus;
  const text = describe(change);
  const sentence = `${text.caption} Now ${text.headline}, ${text.headlineNote}.`;
  const summary = `${title}: ${sentence} Latest ${format(latest.value)} over ${points.length} sessions.`;

  return (
    <figure className={FIGURE}>
      <div className="flex items-baseline justify-between gap-3">
        <span id={titleId} className="text-sm font-semibold">
          {title}
        </span>
        <span className="text-right">
          <span className="block text-lg font-bold tabular-nums">{text.headline}</span>
          <span className="block text-[0.7rem] text-muted-foreground">{text.headlineNote}</span>
        </span>
      </div>
      <div className="relative mt-3 h-24">
        <svg
          viewBox={`0 -${PAD} ${W} ${H + 2 * PAD}`}
          preserveAspectRatio="none"
          className="size-full overflow-visible text-primary"
          role="img"
          aria-label={summary}
        >
          {band ? (
            <rect
              x="0"
              width={W}
              y={toY(Math.min(band[1], yMax))}
              height={Math.max(0, toY(Math.max(band[0], yMin)) - toY(Math.min(band[1], yMax)))}
              className="fill-accent/15"
            />
          ) : null}
          <path d={area} className="fill-primary/10" />
          <path
            d={line}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1="0"
            x2={W}
            y1={toY(change.from)}
            y2={toY(change.to)}
            stroke="currentColor"
            strokeDasharray="4 4"
            strokeWidth="1.5"
            vectorEffect="non-scaling-stroke"
            className="text-muted-foreground/70"
          />
        </svg>
        {/* Dots in HTML: the stretched SVG would draw them as ovals. */}
        {points.map((point, index) => (
          <span
            key={point.time}
            aria-hidden="true"
            className={cn(
              'absolute -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary ring-2 ring-surface',
              index === points.length - 1 ? 'size-2.5' : 'size-1.5',
            )}
            style={{
              left: `${toX(index)}%`,
              top: `${((toY(point.value) + PAD) / (H + 2 * PAD)) * 100}%`,
            }}
          />
        ))}
      </div>
      <div
        className="mt-1 flex justify-between text-[0.7rem] text-muted-foreground"
        aria-hidden="true"
      >
        <span>{first ? formatShortDate(new Date(first.time)) : ''}</span>
        <span>{formatShortDate(new Date(latest.time))}</span>
      </div>
      <figcaption
        className={cn(
          'mt-2 flex items-start gap-1.5 text-sm',
          good === true ? 'text-accent' : good === false ? 'text-warning' : 'text-muted-foreground',
        )}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {text.caption}
      </figcaption>
    </figure>
  );
}
