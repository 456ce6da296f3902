import type { AnalysisDto } from '@common/contract/analysis';
import type { SpeechDto } from '@common/contract/speech';

/** A speech with an analysis, for the Progress tests. */
export function makeProgressSpeech(
  id: number,
  recordedAt: string,
  analysis: {
    wpm: number | null;
    fillers?: number;
    speakingSec?: number;
    confidence?: number;
  } | null,
  duration = 120,
): SpeechDto {
  const details = {
    durationSec: duration,
    speakingTimeSec: analysis?.speakingSec ?? duration,
    transcript: '',
    words: [],
    wordCount: 0,
    wordsPerMinute: analysis?.wpm ?? null,
    fillerWords: analysis?.fillers ?? 0,
    fillerWordsList: {},
    fillers: [],
    pauses: 0,
    pauseList: [],
    longestPauseSec: 0,
    confidenceScore: analysis?.confidence ?? null,
    grammarScore: null,
  } satisfies AnalysisDto['details'];
  return {
    id,
    userId: 7,
    title: `Speech ${id}`,
    prompt: null,
    recordedAt,
    duration,
    audioUrl: `http://localhost:3000/media/${id}?sig=1`,
    transcription: analysis ? 'words' : null,
    transcriptionId: `job-${id}`,
    saved: false,
    coachingMode: 'general',
    analysis: analysis
      ? {
          id,
          speechId: id,
          text: '',
          wordsPerMinute: analysis.wpm,
          confidenceScore: analysis.confidence ?? null,
          grammarScore: null,
          speakingTimeSec: null,
          fillerWords: analysis.fillers ?? 0,
          fillerWordsList: {},
          pauses: 0,
          createdAt: recordedAt,
          details,
        }
      : null,
  };
}
