import type { SpeechFacts } from './facts';
import type { Finding } from './findings';
import { cleanestSentence } from './findings';
import { clock, quote } from './format';

function has(areas: Finding[], key: string): boolean {
  return areas.some((a) => a.key === key && a.weight >= 0.3);
}

/**
 * How the speech probably felt to give and to hear, read from the signals a
 * listener would pick up (speed, fillers, silences, hedges, a flat voice).
 */
export function emotionalReflection(f: SpeechFacts, areas: Finding[], average: number): string {
  const fast = has(areas, 'pace-fast');
  const fillers = has(areas, 'fillers');
  const slow = has(areas, 'pace-slow');
  const silences = has(areas, 'pauses-long');
  const hedges = has(areas, 'hedges');
  const flat = has(areas, 'monotone');

  let feel: string;
  let normalise: string;
  if (f.speakingTimeSec < 30) {
    feel =
      'This felt like a toe in the water: you started, and then stopped before you had really settled in.';
    normalise =
      'Starting is the hardest part, and you have done it; next time, give yourself the full two minutes.';
  } else if (fast && fillers) {
    feel =
      'You sounded eager and a little nervous: the words were coming faster than your thoughts could settle.';
    normalise =
      "That rush is nervous energy, and it's the easiest thing to change: point it at emphasis instead of speed.";
  } else if (fast) {
    feel = 'You sounded energetic and keen to get everything said, racing the clock a little.';
    normalise =
      'Your enthusiasm is an asset; slowing down lets the audience share it instead of chasing it.';
  } else if (silences && (slow || hedges)) {
    feel =
      'You sounded careful, as if weighing each word before committing to it, and at times unsure where to go next.';
    normalise =
      'That care shows you take the topic seriously; preparation turns it into calm authority.';
  } else if (hedges) {
    feel =
      'You sounded thoughtful but unsure how your ideas would land; the hedges suggest you were bracing for disagreement.';
    normalise =
      'Your ideas deserve to be stated plainly. The audience takes its cue from how sure you sound.';
  } else if (fillers) {
    feel =
      'You sounded like you were thinking on your feet, reaching for the next word as you went.';
    normalise =
      'That is normal when a speech is not yet familiar; each rehearsal replaces a filler with a plan.';
  } else if (flat) {
    feel = 'You sounded composed but reserved, as though holding your enthusiasm back.';
    normalise =
      'The calm is a strength; let a little more of what you feel about the topic into your voice.';
  } else if (slow) {
    feel = 'You sounded calm and unhurried, at times more reflective than engaging.';
    normalise =
      'A calm speaker is easy to trust; a touch more momentum will keep listeners with you.';
  } else if (average >= 75) {
    feel = 'You sounded at ease and in command of your material.';
    normalise = 'Enjoy that: this is what practice feels like when it starts paying off.';
  } else {
    feel = 'You sounded engaged with your topic, with a few moments of uncertainty along the way.';
    normalise =
      'Every recording makes the next one easier; the uncertain moments are exactly what practice removes.';
  }

  const best = cleanestSentence(f);
  const moment = best
    ? ` You sounded most like yourself ${best.start < 5 ? 'right at the start' : `at ${clock(best.start)}`}, when you said ${quote(
        best.tokens.map((t) => t.text),
        14,
      )}.`
    : '';
  return `${feel}${moment} ${normalise}`;
}
