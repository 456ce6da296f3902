import type { ConfidenceBreakdown, Voice } from '@common/contract/analysis';
import type { BadgeTone } from '@app/components/ui/badge';

/** One measured finding in plain words. */
export interface Finding {
  label: string;
  /** The number as shown ('6.2 semitones'), or null when it could not be measured. */
  value: string | null;
  text: string;
  tone: BadgeTone;
  /** A short verdict for the badge. */
  verdict: string;
}

/** Pitch range (10th to 90th percentile, semitones): under 4 narrow, under 8 moderate, above lively. */
export function describePitchRange(semitones: number | null | undefined): Finding {
  const label = 'Pitch range';
  if (typeof semitones !== 'number') {
    return {
      label,
      value: null,
      verdict: 'Not measured',
      tone: 'neutral',
      text: 'There was not enough voiced speech to measure your pitch.',
    };
  }
  const value = `${semitones.toFixed(1)} semitones`;
  if (semitones < 4) {
    return {
      label,
      value,
      verdict: 'Narrow',
      tone: 'warning',
      text: 'Your voice stayed close to one note. Let it rise on questions and key words.',
    };
  }
  if (semitones < 8) {
    return {
      label,
      value,
      verdict: 'Moderate',
      tone: 'good',
      text: 'Your voice moved a fair amount. A little more rise and fall would add colour.',
    };
  }
  return {
    label,
    value,
    verdict: 'Lively',
    tone: 'good',
    text: 'Your voice rose and fell naturally, which keeps listeners with you.',
  };
}

/** The monotone flag (pitch variation under 2 semitones on the server). */
export function describeIntonation(
  voice: Pick<Voice, 'monotone' | 'pitchVariationSemitones'>,
): Finding {
  const label = 'Intonation';
  const value =
    typeof voice.pitchVariationSemitones === 'number'
      ? `${voice.pitchVariationSemitones.toFixed(1)} semitones of variation`
      : null;
  if (value === null) {
    return {
      label,
      value,
      verdict: 'Not measured',
      tone: 'neutral',
      text: 'There was not enough voiced speech to tell how your pitch moved.',
    };
  }
  return voice.monotone
    ? {
        label,
        value,
        verdict: 'Monotone',
        tone: 'warning',
        text: 'Your voice sounded flat. Stress one word in each sentence and let your pitch follow.',
      }
    : {
        label,
        value,
        verdict: 'Varied',
        tone: 'good',
        text: 'Your intonation varied; you did not sound monotone.',
      };
}

/** Loudness steadiness 0-100: 75+ steady, 50+ mostly steady, below uneven. */
export function describeLoudness(steadiness: number | null | undefined): Finding {
  const label = 'Volume steadiness';
  if (typeof steadiness !== 'number') {
    return {
      label,
      value: null,
      verdict: 'Not measured',
      tone: 'neutral',
      text: 'The speech had too few phrases to judge how steady your volume was.',
    };
  }
  const value = `${Math.round(steadiness)} / 100`;
  if (steadiness >= 75) {
    return {
      label,
      value,
      verdict: 'Steady',
      tone: 'good',
      text: 'Your volume held steady from phrase to phrase.',
    };
  }
  if (steadiness >= 50) {
    return {
      label,
      value,
      verdict: 'Mostly steady',
      tone: 'warning',
      text: 'A few phrases dropped or jumped in volume. Keep your breath going to the end of each sentence.',
    };
  }
  return {
    label,
    value,
    verdict: 'Uneven',
    tone: 'bad',
    text: 'Some phrases were much quieter or louder than others. Keep your breath going to the end of each sentence.',
  };
}

/** The parts of the confidence score, in the order and words the page shows them. */
export const CONFIDENCE_PARTS: Array<{
  key: keyof ConfidenceBreakdown;
  label: string;
  hint: string;
}> = [
  {
    key: 'recognizer',
    label: 'Clear articulation',
    hint: 'How surely your words could be made out',
  },
  {
    key: 'fillerRate',
    label: 'Few filler words',
    hint: 'Fewer fillers per 100 words score higher',
  },
  {
    key: 'pauses',
    label: 'Purposeful pauses',
    hint: 'Pauses that give rhythm, without long hesitations',
  },
  { key: 'paceStability', label: 'Steady pace', hint: 'How even your pace stayed' },
  { key: 'voiceSteadiness', label: 'Steady volume', hint: 'How steady your volume stayed' },
];
