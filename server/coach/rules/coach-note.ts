import type { Dimension, DimensionScores, PageScores } from '@common/contract/feedback';
import { dimensionBand } from '@common/measures/score-bounds';
import type { SpeechFacts } from './facts';
import type { Finding } from './findings';
import { round1 } from './format';
import { rankDimensions } from './scoring';

/** A measurable goal for the next recording, from the top problem. */
function target(f: SpeechFacts, area: Finding | undefined): string {
  switch (area?.key) {
    case 'pace-fast':
    case 'pace-slow':
    case 'pace-uneven':
      return 'Aim for 130 to 145 words per minute from the first sentence to the last.';
    case 'fillers': {
      // The rate the page shows beside the count.
      const perMinute = f.measures.fillers.perMinute ?? f.fillerCount / f.speakingMinutes;
      const goal = Math.max(1, Math.floor(perMinute / 2));
      return `Aim for no more than ${goal} filler${goal === 1 ? '' : 's'} per minute (you had ${round1(perMinute).toFixed(1)}).`;
    }
    case 'hedges':
      return 'Aim for at most one "I think" or "maybe" in the whole speech.';
    case 'monotone':
      return 'Aim to lift your voice on one key word in every sentence.';
    case 'pauses-long':
      return 'Aim for no silence longer than two seconds; use a bridge line instead.';
    case 'pauses-none':
      return 'Aim for a deliberate pause after each main point, at least four a minute.';
    case 'grammar':
      return 'Aim for a recording where every sentence would read correctly written down.';
    case 'run-ons':
      return 'Aim for sentences of 15 words or fewer, each with a full stop you can hear.';
    case 'short':
      return 'Aim for at least two minutes: an opening, one point with an example, and a close.';
    case 'no-signposts':
      return 'Aim to say "first", "second" and "finally" out loud as you move through your points.';
    default:
      return 'Aim to keep everything that worked and change just that one thing.';
  }
}

const DIMENSION_WORDS: Record<Dimension, string> = {
  clarity: 'clarity',
  pacing: 'pacing',
  confidence: 'confidence',
  delivery: 'vocal delivery',
};

/**
 * The coach's personal note: what works, the one thing to change next with its
 * measurable goal, and what to record. Each instruction is given once: the
 * how-to of the focus is in the tips, so the note names the problem and the goal.
 */
export function coachNote(
  f: SpeechFacts,
  d: DimensionScores,
  areas: Finding[],
  strengths: Finding[],
  weakest: Dimension,
  /** A practice mode with its own length (an interview answer): no call for two minutes. */
  modeLength = false,
): string {
  const best = strengths[0];
  const focus = areas[0];
  const opener = best
    ? `You can already count on ${best.label}, so keep it.`
    : 'You got a speech recorded, which is the step most people never take.';
  const ask =
    focus?.brief && focus.key !== 'stretch'
      ? `The one thing to change next: ${focus.brief}.`
      : `To go from good to great, focus on your ${DIMENSION_WORDS[weakest]} (${d[weakest]}/100), your lowest score this time.`;
  const topic = f.topic ? `your speech on "${f.topic}"` : 'the same topic';
  const again =
    f.speakingTimeSec >= 60 || modeLength
      ? `Then record ${topic} again: hearing this ${f.measures.duration.text} version next to the new one is the fastest way to improve.`
      : `Then record ${topic} again, this time for the full two minutes.`;
  return `${opener} ${ask} ${target(f, focus)} ${again}`;
}

/** Two or three sentences on the whole speech. */
export function overview(
  f: SpeechFacts,
  d: DimensionScores,
  page: PageScores,
  areas: Finding[],
): string {
  const ranked = rankDimensions(d);
  // The strongest area is one the page agrees with: never pacing at a Too Fast
  // pace, nor confidence the page calls Moderate or Low.
  const praised = ranked.filter((n) => (dimensionBand(n, f.measures)?.tone ?? 'good') === 'good');
  const bestName = praised[praised.length - 1];
  const average = (d.clarity + d.pacing + d.confidence + d.delivery) / 4;
  const pace = f.measures.pace
    ? ` at ${f.measures.pace.wpm} words per minute (${f.measures.pace.band.label})`
    : '';
  const topic = f.topic ? ` on "${f.topic}"` : '';
  // The page's structure and language scores count too: six slips are not a strong performance.
  const candidates: Array<{ key: string; name: string; value: number; shown: string }> = [
    ...ranked.map((n) => ({ key: n, name: DIMENSION_WORDS[n], value: d[n], shown: `${d[n]}/100` })),
    {
      key: 'structure',
      name: 'structure',
      value: page.structure * 10,
      shown: `${page.structure}/10`,
    },
    { key: 'language', name: 'language', value: page.language * 10, shown: `${page.language}/10` },
  ];
  const low = candidates.reduce((a, b) => (b.value < a.value ? b : a));
  const verdict =
    f.speakingTimeSec < 30
      ? 'That is too short to judge fully, so this feedback works with what there was'
      : average >= 80 && low.value >= 70
        ? 'This was a strong performance'
        : average >= 65
          ? 'This was a solid performance with clear room to grow'
          : 'This recording shows exactly where the work is';
  const cause = areas.find((a) => a.area === low.key) ?? areas[0];
  const weakness =
    low.value >= 80
      ? `every score was 80 or higher, with the most room left in ${low.name} (${low.shown})`
      : `${low.name} (${low.shown}) held you back most${cause && cause.weight >= 0.3 ? `, mainly because of ${cause.label}` : ''}`;
  const strongest =
    bestName && bestName !== low.key && d[bestName] >= 60
      ? `your strongest area was ${DIMENSION_WORDS[bestName]} (${d[bestName]}/100)`
      : 'no area stood out yet';
  return `In this ${f.measures.duration.text} recording you spoke ${f.wordCount} words${pace}${topic}. ${verdict}: ${strongest}, and ${weakness}.`;
}
