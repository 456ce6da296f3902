import type { SpeechDto } from '@common/contract/speech';
import type { GoalSpeech } from '@common/progress/weekly-goal';

/** What the weekly goal reads of each speech in the list the app already has. */
export function toGoalSpeeches(speeches: readonly SpeechDto[]): GoalSpeech[] {
  return speeches.map((speech) => ({
    recordedAt: speech.recordedAt,
    wordsPerMinute: speech.analysis?.wordsPerMinute ?? null,
    fillerWords: speech.analysis ? speech.analysis.fillerWords : null,
    speakingTimeSec: speech.analysis?.speakingTimeSec ?? speech.duration,
  }));
}
