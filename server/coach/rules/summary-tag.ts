import type { DimensionScores } from '@common/contract/feedback';
import type { SpeechFacts } from './facts';
import type { Finding } from './findings';

/** Tags named after the problem that shapes the speech most. */
const BY_AREA: Record<string, (f: SpeechFacts, d: DimensionScores) => string> = {
  'pace-fast': (_f, d) => (d.clarity >= 70 ? 'Clear but Rushed' : 'Racing Through It'),
  'pace-slow': () => 'Thoughtful but Slow',
  'pace-uneven': () => 'Uneven Rhythm',
  fillers: (_f, d) =>
    d.delivery >= 70 ? 'Strong Voice, Too Many Fillers' : 'Fighting the Fillers',
  'pauses-none': () => 'Breathless Delivery',
  'pauses-long': () => 'Searching for Words',
  'pauses-mid': () => 'Broken-Up Phrasing',
  monotone: (_f, d) => (d.clarity >= 70 ? 'Clear but Flat' : 'Steady but Flat'),
  volume: () => 'Fading In and Out',
  grammar: () => 'Good Energy, Rough Edges',
  hedges: () => 'Hedging Your Message',
  'weak-words': () => 'Vague Where It Counts',
  repetitions: () => 'Stop-Start Delivery',
  overused: () => 'Stuck on One Word',
  'run-ons': () => 'Full of Ideas, Short on Full Stops',
  // Under a minute: a strong one earns its praise; a weak one was a first try.
  short: (_f, d) =>
    (d.clarity + d.pacing + d.confidence + d.delivery) / 4 >= 75
      ? 'Short and Sharp'
      : 'Just Getting Started',
  'no-signposts': () => 'Good Content, Loose Structure',
  'weak-opening': () => 'Slow to Warm Up',
  'weak-close': () => 'Strong Middle, Soft Ending',
  articulation: () => 'Mumbled in Places',
};

/** A short label for the speech: its defining problem, or how good it was overall. */
export function summaryTag(f: SpeechFacts, d: DimensionScores, areas: Finding[]): string {
  const average = (d.clarity + d.pacing + d.confidence + d.delivery) / 4;
  const top = areas[0];
  if (f.speakingTimeSec < 30) return 'Just Getting Started';
  // Not polished while the page shows a pace out of range, a filler count it
  // calls High, or Low confidence.
  const m = f.measures;
  const bandsAgree =
    (m.pace === null || m.pace.band.label === 'Good') &&
    m.fillers.band.label !== 'High' &&
    m.confidence?.band.label !== 'Low';
  if (average >= 82 && bandsAgree && (!top || top.weight < 0.45)) return 'Polished and Poised';
  if (top && top.weight >= 0.3) {
    const tag = BY_AREA[top.key];
    if (tag) return tag(f, d);
  }
  if (average >= 75) return 'Confident Communicator';
  if (average >= 60) return 'Solid Foundation';
  return 'Work in Progress';
}
