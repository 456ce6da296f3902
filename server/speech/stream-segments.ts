import type { EnergyProfile, Silence } from './energy';
import { planSegments, type Segment, type SegmentOptions } from './segments';

/**
 * The segments of a recording still being made that are closed since `from` (the end of the
 * last closed one): planSegments's own cuts, those already settled, numbered from
 * `firstIndex`. The tail after the last closed segment stays open.
 */
export function planClosedSegments(
  heardSec: number,
  silences: readonly Silence[],
  energy: { profile: EnergyProfile; threshold: number },
  from: number,
  firstIndex: number,
  options: SegmentOptions = {},
): Segment[] {
  return planSegments(heardSec, silences, energy, options, from, true).map((segment, i) => ({
    ...segment,
    index: firstIndex + i,
  }));
}
