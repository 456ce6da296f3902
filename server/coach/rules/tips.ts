import type { Finding } from './findings';

const ROOM_TIP = 'Record in a quiet room with the microphone close, so every word is captured.';

/**
 * The spec's Quick Tips, for when this speech raised fewer specific ones; each
 * left out when a tip from this speech already covers its subject.
 */
const GENERAL_TIPS: Array<{ tip: string; coveredBy: string[] }> = [
  {
    tip: 'Speak at 120 to 150 words per minute: fast enough to sound energetic, slow enough to follow.',
    coveredBy: ['pace-fast', 'pace-slow', 'pace-uneven'],
  },
  {
    tip: 'Use strategic pauses after key points so each one has time to land.',
    coveredBy: ['pauses-none', 'pauses-mid', 'pauses-long'],
  },
  { tip: ROOM_TIP, coveredBy: ['articulation'] },
  {
    tip: 'Rehearse once out loud before you record; the second telling is always clearer than the first.',
    coveredBy: ['grammar'],
  },
  {
    tip: 'Decide your first and last sentence before you start; the middle is easier to find between them.',
    coveredBy: ['weak-opening', 'weak-close'],
  },
];

/**
 * Practice tips: one per top area to improve, then the general ones; four at most. When the room or
 * the microphone was heard in the recording (clipping, a loud room), the tip about recording is
 * kept among them: those numbers owe something to it (ADR 73).
 */
export function practiceTips(areas: Finding[], { roomHeard = false } = {}): string[] {
  const tips: string[] = [];
  const covered = new Set<string>();
  for (const area of areas) {
    if (tips.length >= (roomHeard ? 3 : 4)) break;
    if (area.tip && !tips.includes(area.tip)) {
      tips.push(area.tip);
      covered.add(area.key);
    }
  }
  if (roomHeard && !tips.includes(ROOM_TIP)) tips.push(ROOM_TIP);
  for (const { tip, coveredBy } of GENERAL_TIPS) {
    if (tips.length >= 4) break;
    if (!tips.includes(tip) && !coveredBy.some((key) => covered.has(key))) tips.push(tip);
  }
  return tips;
}
