import type { EnergyProfile } from '../energy';
import { isNoisyRecording } from '../energy';
import type { PlacedWord } from './read-alignment';

export interface FilledWord extends PlacedWord {
  /** False when the time is a guess: spread over the sound between its aligned neighbours. */
  aligned: boolean;
}

/** First and last loud frame in [from, to), seconds; the whole span when none is loud. */
function voicedSpan(
  from: number,
  to: number,
  energy: { profile: EnergyProfile; threshold: number } | undefined,
): { start: number; end: number } {
  if (!energy || to <= from) return { start: from, end: Math.max(from, to) };
  const { frameSec, db } = energy.profile;
  const first = Math.max(0, Math.floor(from / frameSec));
  const last = Math.min(db.length, Math.ceil(to / frameSec));
  let a = -1;
  let b = -1;
  for (let f = first; f < last; f++) {
    if ((db[f] ?? -Infinity) >= energy.threshold) {
      if (a < 0) a = f;
      b = f;
    }
  }
  if (a < 0) return { start: from, end: to };
  return { start: Math.max(from, a * frameSec), end: Math.min(to, (b + 1) * frameSec) };
}

/**
 * A silence at least this long inside the stretch a run of words shares is a pause, left between
 * two of them: on a real speech the aligner could not place (JFK's "ask not" clipped 14 dB, or
 * through a telephone's band) the words spread over it straddled each of its three pauses.
 */
export const SPREAD_PAUSE_SEC = 0.5;

/**
 * The loud parts of [start, end): the stretch less its silences of SPREAD_PAUSE_SEC or more. Not
 * in noise, where a word's fading end is silent too and 0.35 s breaks between sentences measure
 * 0.5-0.6 s (pauses.ts): there the words share the stretch whole.
 */
function phrasesOf(
  region: { start: number; end: number },
  energy: { profile: EnergyProfile; threshold: number } | undefined,
): Array<{ start: number; end: number }> {
  if (!energy || isNoisyRecording(energy.profile.db)) return [region];
  const { frameSec, db } = energy.profile;
  const first = Math.max(0, Math.round(region.start / frameSec));
  const last = Math.min(db.length, Math.round(region.end / frameSec));
  const minFrames = Math.round(SPREAD_PAUSE_SEC / frameSec);
  const phrases: Array<{ start: number; end: number }> = [];
  let from = region.start;
  let quietSince = -1;
  for (let f = first; f <= last; f++) {
    const quiet = f < last && (db[f] ?? -Infinity) < energy.threshold;
    if (quiet) {
      if (quietSince < 0) quietSince = f;
      continue;
    }
    if (quietSince >= 0 && f - quietSince >= minFrames && f < last) {
      if (quietSince * frameSec > from) phrases.push({ start: from, end: quietSince * frameSec });
      from = f * frameSec;
    }
    quietSince = -1;
  }
  phrases.push({ start: from, end: region.end });
  return phrases;
}

/**
 * Gives every word the aligner could not place a time, so no word is lost:
 * each run of them shares the loud stretch between the aligned words around
 * it (or the segment's edges), in proportion to `weights` (letters or phones),
 * its pauses kept between words: each word goes to the phrase its share of the
 * speaking time falls in, and a phrase's words share it alike.
 */
export function placeUnaligned(
  placed: ReadonlyArray<PlacedWord | undefined>,
  weights: readonly number[],
  span: { start: number; end: number },
  energy?: { profile: EnergyProfile; threshold: number },
): FilledWord[] {
  const out: FilledWord[] = [];
  let i = 0;
  while (i < placed.length) {
    const here = placed[i];
    if (here) {
      out.push({ ...here, aligned: true });
      i++;
      continue;
    }
    let j = i;
    while (j < placed.length && !placed[j]) j++;
    const from = out.at(-1)?.end ?? span.start;
    const to = placed[j]?.start ?? span.end;
    const region = voicedSpan(from, Math.max(from, to), energy);
    const run = weights.slice(i, j).map((w) => Math.max(1, w));
    for (const word of spreadOverPhrases(run, phrasesOf(region, energy))) {
      out.push({ ...word, phones: '', aligned: false });
    }
    i = j;
  }
  return out;
}

/**
 * Times for words of these weights over the phrases: each word goes to the phrase in which the
 * middle of its share of their summed length falls; each phrase's words share it by weight.
 */
function spreadOverPhrases(
  weights: readonly number[],
  phrases: ReadonlyArray<{ start: number; end: number }>,
): Array<{ start: number; end: number }> {
  const total = weights.reduce((a, b) => a + b, 0);
  const lengths = phrases.map((p) => p.end - p.start);
  const speaking = lengths.reduce((a, b) => a + b, 0);
  const groups: number[][] = phrases.map(() => []);
  let before = 0;
  weights.forEach((w, k) => {
    let at = ((before + w / 2) / total) * speaking;
    before += w;
    let p = 0;
    while (p < phrases.length - 1 && at > (lengths[p] ?? 0)) at -= lengths[p++] ?? 0;
    groups[p]?.push(k);
  });
  const times: Array<{ start: number; end: number }> = [];
  groups.forEach((members, p) => {
    const phrase = phrases[p];
    if (!phrase || members.length === 0) return;
    const sum = members.reduce((a, k) => a + (weights[k] ?? 0), 0);
    let at = phrase.start;
    for (const k of members) {
      const end = at + ((phrase.end - phrase.start) * (weights[k] ?? 0)) / sum;
      times.push({ start: Math.round(at * 1000) / 1000, end: Math.round(end * 1000) / 1000 });
      at = end;
    }
  });
  return times;
}
