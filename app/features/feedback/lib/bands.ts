import type { BadgeTone } from '@app/components/ui/badge';

/** An interpretation band of spec 9 with the tone it is shown in. */
export interface Band {
  label: string;
  tone: BadgeTone;
}

/** Speaking rate: 120-150 WPM Good, above Too Fast, below Too Slow. Judged on the shown (rounded) value. */
export function getPaceBand(wordsPerMinute: number): Band {
  const wpm = Math.round(wordsPerMinute);
  if (wpm > 150) return { label: 'Too Fast', tone: 'warning' };
  if (wpm < 120) return { label: 'Too Slow', tone: 'warning' };
  return { label: 'Good', tone: 'good' };
}

/** Filler words: up to 5 Excellent, up to 15 Moderate, above High. */
export function getFillerBand(count: number): Band {
  if (count <= 5) return { label: 'Excellent', tone: 'good' };
  if (count <= 15) return { label: 'Moderate', tone: 'warning' };
  return { label: 'High', tone: 'bad' };
}

/** Confidence percent: 80+ High, 60-79 Moderate, below Low. */
export function getConfidenceBand(percent: number): Band {
  const value = Math.round(percent);
  if (value >= 80) return { label: 'High', tone: 'good' };
  if (value >= 60) return { label: 'Moderate', tone: 'warning' };
  return { label: 'Low', tone: 'bad' };
}

/** Grammar score 0-100: 90+ Excellent, 70+ Good, else Needs Work. */
export function getGrammarBand(score: number): Band {
  const value = Math.round(score);
  if (value >= 90) return { label: 'Excellent', tone: 'good' };
  if (value >= 70) return { label: 'Good', tone: 'good' };
  return { label: 'Needs Work', tone: 'warning' };
}
