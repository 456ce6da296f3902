import type { SpeechFacts } from './facts';
import { isQuestion } from './findings';
import { clock, round1 } from './format';

function mean(values: number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

/**
 * Pro accounts' advanced tips: what the numbers say beyond the headline
 * problems (pace trend, breath groups, where fillers fall, pitch range, pause
 * lengths, rhetorical devices). At most five, each from this speech's data.
 */
export function advancedTips(f: SpeechFacts): string[] {
  const tips: string[] = [];
  const windows = f.paceWindows;
  if (windows.length >= 6) {
    const third = Math.floor(windows.length / 3);
    const early = mean(windows.slice(0, third).map((w) => w.wordsPerMinute));
    const late = mean(windows.slice(-third).map((w) => w.wordsPerMinute));
    if (early !== null && late !== null && late - early > 15) {
      tips.push(
        `Pace trend: you sped up from about ${Math.round(early)} words per minute in the opening third to ${Math.round(late)} in the final third. Speakers often rush the ending; plan a deliberate slowdown for your conclusion so it gets the weight it deserves.`,
      );
    } else if (early !== null && late !== null && early - late > 15) {
      tips.push(
        `Pace trend: you started at about ${Math.round(early)} words per minute and slowed to ${Math.round(late)} by the end. Energy that sags at the end makes a conclusion sound uncertain; rehearse the last minute as much as the first.`,
      );
    }
  }

  const groups = f.pauseCount + 1;
  const perBreath = f.wordCount / groups;
  if (f.wordCount >= 60 && perBreath > 25) {
    tips.push(
      `Breath groups: you averaged ${Math.round(perBreath)} words between pauses. Broadcasters work in groups of 8 to 15 words; shorter groups give you air and the audience time to think.`,
    );
  } else if (f.wordCount >= 60 && perBreath < 6) {
    tips.push(
      `Breath groups: you paused every ${round1(perBreath)} words on average, which makes phrasing choppy. Try carrying each idea on a single breath before you stop.`,
    );
  }

  if (f.fillerCount >= 3 && f.sentences.length > 0) {
    const starts = f.sentences.filter((s) => s.tokens[0]?.filler).length;
    const share = starts / f.fillerCount;
    if (share >= 0.4) {
      tips.push(
        `Filler placement: ${Math.round(share * 100)}% of your fillers came at the start of a sentence, which means you were buying time to plan the next thought. Decide the first three words of each point in advance and the fillers lose their job.`,
      );
    } else {
      tips.push(
        'Filler placement: most of your fillers came mid-sentence, where you were searching for a word. Simpler words you already own beat the perfect word you have to hunt for.',
      );
    }
  }

  if (f.pitchRange !== null) {
    tips.push(
      f.pitchRange < 5
        ? `Pitch range: your voice spanned ${round1(f.pitchRange)} semitones. Engaging speakers reach 6 to 10 on their key lines; practise your most important sentence with a deliberate rise on the key word and a clear fall at the end.`
        : `Pitch range: your voice spanned ${round1(f.pitchRange)} semitones, a healthy range. Use it on purpose: save your highest pitch for the single most important line.`,
    );
  }

  const pauses = f.sentences.filter((s) => s.pauseAfter >= 0.5).map((s) => s.pauseAfter);
  const average = mean(pauses);
  if (average !== null && pauses.length >= 3) {
    const spread = Math.max(...pauses) - Math.min(...pauses);
    if (spread < 0.6) {
      tips.push(
        `Pause length: your pauses were all about ${round1(average)} seconds. Vary them: half a second between sentences, a full two seconds after the line you want remembered.`,
      );
    }
  }

  if (f.speakingTimeSec >= 60 && !f.sentences.some(isQuestion)) {
    tips.push(
      `Rhetorical devices: you did not ask the audience a single question. A question in the first 20 seconds ("Have you ever...?") makes listeners answer in their heads, and they stay with you.`,
    );
  }

  if (f.overused[0]) {
    const word = f.overused[0];
    tips.push(
      `Word variety: "${word.text}" appeared ${word.count} times, first at ${clock(word.times[0] ?? 0)}. Repeat a word on purpose (for rhythm, as in a rule of three), not by habit.`,
    );
  } else if (f.signposts.length < 2 && f.speakingTimeSec >= 60) {
    tips.push(
      'Rule of three: group your content into three points and announce them ("three reasons"). Audiences remember threes, and it gives you a map to speak from.',
    );
  }

  if (tips.length < 3) {
    tips.push(
      'Record yourself on video next time: eye contact and posture carry as much confidence as the voice does.',
    );
  }
  if (tips.length < 3) {
    tips.push(
      'Listen back at 1.5x speed: fillers, restarts and flat stretches jump out when they are compressed.',
    );
  }
  return tips.slice(0, 5);
}
