import type { AnalysisDto } from '@common/contract/analysis';
import type { FeedbackResponse, LinguisticResponse } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import type { UserDto } from '@common/contract/user';

export const guestUser: UserDto = {
  id: 7,
  username: 'guest_7',
  email: null,
  supabaseId: null,
  guestId: 'guest-abcdef12',
  isGuest: true,
  isPro: false,
  createdAt: '2025-03-01T10:00:00.000Z',
};

export const memberUser: UserDto = {
  id: 9,
  username: 'ann',
  email: 'ann@example.com',
  supabaseId: 'auth-ann',
  guestId: null,
  isGuest: false,
  isPro: false,
  createdAt: '2025-03-01T10:00:00.000Z',
};

export function makeAnalysis(overrides: Partial<AnalysisDto> = {}): AnalysisDto {
  return {
    id: 1,
    speechId: 42,
    text: 'so um we basically won',
    wordsPerMinute: 132.4,
    confidenceScore: 76,
    grammarScore: null,
    fillerWords: 2,
    fillerWordsList: { um: 1, basically: 1 },
    pauses: 3,
    speakingTimeSec: 90,
    createdAt: '2025-03-14T10:00:00.000Z',
    details: {
      durationSec: 95,
      speakingTimeSec: 90,
      transcript: 'so um we basically won',
      words: [
        { word: 'so', start: 0, end: 0.3, confidence: 0.9 },
        { word: 'um', start: 0.5, end: 0.8, confidence: 0.9 },
        { word: 'we', start: 1, end: 1.2, confidence: 0.9 },
        { word: 'basically', start: 1.3, end: 1.9, confidence: 0.9 },
        { word: 'won', start: 2, end: 2.3, confidence: 0.9 },
      ],
      wordCount: 5,
      wordsPerMinute: 132.4,
      fillerWords: 2,
      fillerWordsList: { um: 1, basically: 1 },
      fillers: [
        { word: 'um', type: 'hesitation', start: 0.5, end: 0.8 },
        { word: 'basically', type: 'lexical', start: 1.3, end: 1.9 },
      ],
      pauses: 3,
      pauseList: [
        { start: 3, duration: 0.6 },
        { start: 9, duration: 1.4 },
        { start: 20, duration: 0.8 },
      ],
      longestPauseSec: 1.4,
      confidenceScore: 76,
      grammarScore: null,
    },
    ...overrides,
  };
}

export function makeSpeech(overrides: Partial<SpeechDto> = {}): SpeechDto {
  return {
    id: 42,
    userId: 7,
    title: 'Why trees matter',
    prompt: 'Why our city should plant more trees',
    recordedAt: new Date().toISOString(),
    duration: 95,
    audioUrl: 'http://localhost:3000/media/abc?sig=1',
    transcription: null,
    transcriptionId: 'job-42',
    saved: false,
    coachingMode: 'general',
    analysis: null,
    ...overrides,
  };
}

/** An analysis with the issue-3 measures: pace over time, voice, language, confidence parts. */
export function makeRichAnalysis(overrides: Partial<AnalysisDto> = {}): AnalysisDto {
  const base = makeAnalysis({ grammarScore: 84 });
  if (!base.details) throw new Error('makeAnalysis always includes details');
  return {
    ...base,
    details: {
      ...base.details,
      grammarScore: 84,
      paceOverTime: [
        { start: 0, end: 15, words: 30, wordsPerMinute: 120 },
        { start: 15, end: 30, words: 40, wordsPerMinute: 160 },
        { start: 30, end: 45, words: 34, wordsPerMinute: 136 },
      ],
      paceVariation: 0.12,
      voice: {
        pitchMedianHz: 140,
        pitchRangeSemitones: 3.1,
        pitchVariationSemitones: 1.5,
        monotone: true,
        loudnessMeanDbfs: -22,
        loudnessVariationDb: 2,
        loudnessSteadiness: 82,
        voicedRatio: 0.6,
      },
      language: {
        grammarIssues: [
          {
            start: 19,
            end: 22,
            text: 'won',
            message: 'Say what you won.',
            suggestions: ['we won the vote'],
            rule: 'retext:vague',
            time: 2,
          },
        ],
        issuesPer100Words: 20,
        repetitions: [{ text: 'the the', count: 1, times: [12] }],
        overused: [],
        hedges: [{ text: 'i think', count: 2, times: [4, 40] }],
        weakWords: [{ text: 'really', count: 3, times: [5, 20, 60] }],
      },
      confidenceBreakdown: {
        recognizer: 80,
        fillerRate: 70,
        pauses: 90,
        paceStability: 60,
        voiceSteadiness: 82,
      },
      recognizerConfidence: 0.8,
    },
    ...overrides,
  };
}

export function makeFeedbackResponse(overrides: Partial<FeedbackResponse> = {}): FeedbackResponse {
  return {
    feedback: {
      overview: 'A clear, warm talk that found its point quickly.',
      summaryTag: 'Clear but rushed',
      strengths: ['You opened with a clear claim.'],
      improvements: ['Slow down in the middle section.'],
      practiceTips: ['Pause after each key point.'],
      practiceDrills: ['Pause drill: read a paragraph, pausing at every full stop.'],
      drills: [
        {
          title: 'Pause drill',
          focus: 'pacing',
          minutes: 5,
          steps: ['Read a paragraph aloud.', 'Pause for a full second at every full stop.'],
          why: 'Your pace rose to 160 WPM in the middle.',
        },
      ],
      coachNote: 'You have a natural, friendly delivery. Keep going.',
      fillerWords: [{ word: 'um', count: 1, times: [0.5] }],
      rewrites: [
        {
          original: 'so um we basically won',
          improved: 'We won.',
          explanation: 'Short and direct lands harder.',
          time: 0,
        },
      ],
      emotionalReflection: 'You sounded at ease once you got going.',
      advancedTips: [],
      coachBreakdown: {
        structureAndFlow: 'A clear start and end.',
        vocalDelivery: 'Warm, a little fast.',
        messageImpact: 'The point came through.',
        languageAndPrecision: 'Mostly precise.',
      },
      focus: 'pacing',
      dimensionScores: { clarity: 72, pacing: 68, confidence: 81, delivery: 70 },
    },
    scores: { clarity: 7.2, confidence: 6.8, structure: 8.1, language: 7 },
    metrics: {
      clarityExplanation: 'Most words came through clearly.',
      structureExplanation: 'A clear opening and close.',
      confidenceExplanation: 'Few fillers, steady volume.',
      languageExplanation: 'One grammar issue.',
    },
    fromCache: false,
    message: 'Feedback generated',
    cooldownRemaining: 0,
    isShortRecording: false,
    usageInfo: {
      fromCache: false,
      isShortRecording: false,
      cooldownRemaining: 0,
      accountType: 'guest',
      dailyLimit: 3,
      usedToday: 1,
      remainingToday: 2,
    },
    id: 9,
    speechId: 42,
    modelUsed: 'rules',
    usedFallback: false,
    coachingMode: 'general',
    createdAt: '2025-03-14T10:01:00.000Z',
    ...overrides,
  };
}

export function makeLinguisticResponse(
  overrides: Partial<LinguisticResponse> = {},
): LinguisticResponse {
  return {
    corrections: [
      {
        original: 'we basically won',
        suggestion: 'we won',
        reason: '"Basically" adds nothing here.',
        start: 6,
        end: 22,
        time: 1,
        context: 'so um we basically won',
        category: 'wording',
      },
    ],
    model_used: 'rules',
    usedFallback: false,
    usageInfo: { fromCache: false, accountType: 'guest' },
    fromCache: false,
    message: 'Linguistic feedback generated',
    ...overrides,
  };
}
