import type { Dimension, DimensionScores, PageScores } from '@common/contract/feedback';
import type { SpeechFacts } from './facts';
import type { Finding } from './findings';
import { clock, round1 } from './format';
import { rankDimensions } from './scoring';

/** A measurable goal for the next recording, from the top problem. */
function target(f: SpeechFacts, area: Finding | undefined): string {
  switch (area?.key) {
    case 'pace-fast':
    case 'pace-slow':
    case 'pace-uneven':
      return 'Aim for 130 to 145 words per minute from the first sentence to the last.';
    case 'fillers': {
      const perMinute = f.fillerCount / f.speakingMinutes;
      const goal = Math.max(1, Math.floor(perMinute / 2));
      return `Aim for no more than ${goal} filler${goal === 1 ? '' : 's'} per minute (you had ${round1(perMinute)}).`;
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

/** The coach's personal note: what works, the one thing to change next, and a goal. */
export function coachNote(
  f: SpeechFacts,
  d: DimensionScores,
  areas: Finding[],
  strengths: Finding[],
  weakest: Dimension,
): string {
  const best = strengths[0];
  const focus = areas[0];
  const opener = best
    ? `You can already count on ${best.label}, so keep it.`
    : 'You got a speech recorded, which is the step most people never take.';
  const ask = focus?.tip
    ? `Here is my one request for your next recording. ${focus.tip}`
    : `To go from good to great, focus on your ${DIMENSION_WORDS[weakest]} (${d[weakest]}/100), your lowest score this time.`;
  const again =
    f.speakingTimeSec >= 60
      ? `Then record the same topic again: hearing this ${clock(f.speakingTimeSec)} version next to the new one is the fastest way to improve.`
      : 'Then record the same topic again, this time for the full two minutes.';
  return `${opener} ${ask} ${target(f, focus)} ${again}`;
}

/** Two or three sentences on the whole speech. */
export function overview(
  f: SpeechFacts,
  d: DimensionScores,
  page: PageScores,
  areas: Finding[],
  title: string,
): string {
  const ranked = rankDimensions(d);
  const bestName = ranked[ranked.length - 1] ?? 'clarity';
  const bestScore = d[bestName];
  const average = (d.clarity + d.pacing + d.confidence + d.delivery) / 4;
  const pace = f.wpm === null ? '' : ` at ${Math.round(f.wpm)} words per minute`;
  const topic = title && title !== 'Untitled Recording' ? ` on "${title}"` : '';
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
  return `In ${clock(f.speakingTimeSec)} you spoke ${f.wordCount} words${pace}${topic}. ${verdict}: your strongest area was ${DIMENSION_WORDS[bestName]} (${bestScore}/100), and ${weakness}.`;
}
