import type { PaceWindow } from '@common/contract/analysis';
import { formatDuration } from '@app/lib/format';

/** The comfortable speaking rate, shaded on the chart (spec 9). */
export const PACE_BAND = { low: 120, high: 150 } as const;
const GRID_STEP = 30;
const MARGIN = 5;

export interface PacePoint {
  /** 0-100 across the chart. */
  x: number;
  /** 0-100 down the chart (0 is the top). */
  y: number;
  wordsPerMinute: number;
  start: number;
  end: number;
}

export interface PaceChartModel {
  points: PacePoint[];
  /** SVG path data in a 100 x 100 box. */
  line: string;
  area: string;
  /** The 120-150 band, top and bottom in the same box. */
  band: { top: number; bottom: number };
  yTicks: Array<{ value: number; y: number }>;
  xTicks: Array<{ label: string; x: number }>;
  summary: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The windows worth drawing: finite numbers, in time order. */
function usableWindows(windows: readonly PaceWindow[] | undefined): PaceWindow[] {
  return (windows ?? [])
    .filter(
      (w) =>
        Number.isFinite(w.start) &&
        Number.isFinite(w.end) &&
        w.end > w.start &&
        Number.isFinite(w.wordsPerMinute) &&
        w.wordsPerMinute >= 0,
    )
    .sort((a, b) => a.start - b.start);
}

/** Steady below 0.10 and uneven from 0.25 (the confidence score's pace part: docs/metrics.md). */
export function describePaceVariation(variation: number | null | undefined): string | null {
  if (typeof variation !== 'number' || !Number.isFinite(variation)) return null;
  if (variation < 0.1) return 'Your pace stayed steady from start to finish.';
  if (variation < 0.25) return 'Your pace changed a little along the way.';
  return 'Your pace changed a lot along the way: some stretches were much faster than others.';
}

/** A sentence that says what the chart shows, for everyone and for screen readers. */
export function summarisePace(windows: readonly PaceWindow[]): string {
  const usable = usableWindows(windows);
  if (usable.length === 0) return 'There is not enough speech to chart your pace.';
  const rates = usable.map((w) => Math.round(w.wordsPerMinute));
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const inBand = rates.filter((r) => r >= PACE_BAND.low && r <= PACE_BAND.high).length;
  const fastest = usable[rates.indexOf(max)];
  const range =
    min === max
      ? `Your pace held at ${min} words per minute.`
      : `Your pace ranged from ${min} to ${max} words per minute.`;
  const band = `${inBand} of ${usable.length} stretch${usable.length === 1 ? '' : 'es'} ${
    inBand === 1 ? 'was' : 'were'
  } in the comfortable ${PACE_BAND.low}-${PACE_BAND.high} range.`;
  const peak =
    fastest && min !== max
      ? ` The fastest stretch started at ${formatDuration(fastest.start)}.`
      : '';
  return `${range} ${band}${peak}`;
}

/**
 * The pace-over-time chart as shapes in a 100 x 100 box (the SVG stretches to
 * its container; labels are laid out in HTML so they keep their size). Null
 * when fewer than two windows exist: one point makes no line.
 */
export function getPaceChart(windows: readonly PaceWindow[] | undefined): PaceChartModel | null {
  const usable = usableWindows(windows);
  if (usable.length < 2) return null;
  const first = usable[0];
  const last = usable[usable.length - 1];
  if (!first || !last) return null;

  const rates = usable.map((w) => w.wordsPerMinute);
  // Grid lines every 30 WPM, a little room above and below the line, the band always in view.
  const yMin = Math.max(
    0,
    Math.floor((Math.min(...rates, PACE_BAND.low) - MARGIN) / GRID_STEP) * GRID_STEP,
  );
  const yMax = Math.ceil((Math.max(...rates, PACE_BAND.high) + MARGIN) / GRID_STEP) * GRID_STEP;
  const toY = (wpm: number) => round(100 - ((wpm - yMin) / (yMax - yMin)) * 100);

  const t0 = first.start;
  const span = last.end - t0;
  const toX = (seconds: number) => round(((seconds - t0) / span) * 100);

  // Each window is drawn at its middle; the line runs edge to edge so it fills the chart.
  const points: PacePoint[] = usable.map((w) => ({
    x: toX((w.start + w.end) / 2),
    y: toY(w.wordsPerMinute),
    wordsPerMinute: Math.round(w.wordsPerMinute),
    start: w.start,
    end: w.end,
  }));
  const firstPoint = points[0];
  const lastPoint = points[points.length - 1];
  if (!firstPoint || !lastPoint) return null;
  const path = [{ x: 0, y: firstPoint.y }, ...points, { x: 100, y: lastPoint.y }];
  const line = path.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const area = `${line} L100 100 L0 100 Z`;

  const yTicks: PaceChartModel['yTicks'] = [];
  for (let value = yMin; value <= yMax; value += GRID_STEP) yTicks.push({ value, y: toY(value) });

  return {
    points,
    line,
    area,
    band: { top: toY(PACE_BAND.high), bottom: toY(PACE_BAND.low) },
    yTicks,
    xTicks: [
      { label: formatDuration(t0), x: 0 },
      { label: formatDuration(t0 + span / 2), x: 50 },
      { label: formatDuration(last.end), x: 100 },
    ],
    summary: summarisePace(usable),
  };
}
