import type { Finding } from './findings';

/** The spec's Quick Tips, for when this speech raised fewer specific ones. */
const GENERAL_TIPS = [
  'Speak at 120 to 150 words per minute: fast enough to sound energetic, slow enough to follow.',
  'Use strategic pauses after key points so each one has time to land.',
  'Record in a quiet room with the microphone close, so every word is captured.',
  'Rehearse once out loud before you record; the second telling is always clearer than the first.',
];

/** Practice tips: one per top area to improve, then the general ones; four or five in all. */
export function practiceTips(areas: Finding[]): string[] {
  const tips: string[] = [];
  for (const area of areas) {
    if (area.tip && !tips.includes(area.tip)) tips.push(area.tip);
    if (tips.length >= 4) break;
  }
  for (const tip of GENERAL_TIPS) {
    if (tips.length >= 4) break;
    tips.push(tip);
  }
  return tips;
}
