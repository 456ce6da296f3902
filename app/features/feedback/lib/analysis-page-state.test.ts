import { describe, expect, it } from 'vitest';
import type { AnalysisDto } from '@common/contract/analysis';
import type { GetSpeechResponse } from '@common/contract/speech';
import { getAnalysisPageState } from './analysis-page-state';
import type { AnalysisPageInput } from './analysis-page-state';

const analysis: AnalysisDto = {
  id: 1,
  speechId: 5,
  text: 'hello world',
  wordsPerMinute: 130,
  confidenceScore: 82,
  grammarScore: null,
  fillerWords: 0,
  fillerWordsList: {},
  pauses: 0,
  speakingTimeSec: 9,
  createdAt: '2025-03-14T10:00:00.000Z',
  details: {
    durationSec: 10,
    speakingTimeSec: 9,
    transcript: 'hello world',
    words: [],
    wordCount: 2,
    wordsPerMinute: 130,
    fillerWords: 0,
    fillerWordsList: {},
    fillers: [],
    pauses: 0,
    pauseList: [],
    longestPauseSec: 0,
    confidenceScore: 82,
    grammarScore: null,
  },
};

function speech(
  overrides: Partial<GetSpeechResponse['speech']> = {},
  withAnalysis: AnalysisDto | null = null,
) {
  return {
    speech: {
      id: 5,
      userId: 1,
      title: 'Talk',
      prompt: null,
      recordedAt: '2025-03-14T10:00:00.000Z',
      duration: 10,
      audioUrl: 'http://localhost/media/x',
      transcription: null,
      transcriptionId: 'job-1',
      saved: false,
      coachingMode: 'general',
      analysis: withAnalysis,
      ...overrides,
    },
    analysis: withAnalysis,
  } satisfies GetSpeechResponse;
}

const base: AnalysisPageInput = {
  speech: { data: undefined, isError: false },
  transcription: { status: undefined, isError: false },
  timedOut: false,
  missingIdExpired: false,
  refetchedAfterCompletion: false,
};

const state = (overrides: Partial<AnalysisPageInput>) =>
  getAnalysisPageState({ ...base, ...overrides });

describe('analysis page state', () => {
  it('is pending while the speech loads', () => {
    expect(state({}).kind).toBe('pending');
  });

  it('is an error when the speech cannot be fetched', () => {
    expect(state({ speech: { data: undefined, isError: true } })).toMatchObject({
      kind: 'error',
      reason: 'load',
    });
  });

  it('says the speech does not exist on 404 or 403', () => {
    expect(state({ speech: { data: undefined, isError: true, errorStatus: 403 } })).toMatchObject({
      kind: 'error',
      reason: 'load',
      message: 'This speech does not exist, or it belongs to another account.',
    });
  });

  it('is processing while the analysis is absent', () => {
    expect(state({ speech: { data: speech(), isError: false } }).kind).toBe('processing');
  });

  it('is processing while the analysis lacks wordsPerMinute or confidenceScore', () => {
    const partial = { ...analysis, confidenceScore: null };
    expect(state({ speech: { data: speech({}, partial), isError: false } }).kind).toBe(
      'processing',
    );
  });

  it('is complete once the analysis has both', () => {
    expect(state({ speech: { data: speech({}, analysis), isError: false } }).kind).toBe('complete');
  });

  it('shows the server error when the transcription failed', () => {
    expect(
      state({
        speech: { data: speech(), isError: false },
        transcription: { status: 'failed', isError: false },
      }),
    ).toEqual({
      kind: 'error',
      reason: 'failed',
      message: "We couldn't generate feedback due to a server error. Please try recording again.",
    });
  });

  it('shows the server error when polling the status fails', () => {
    expect(
      state({
        speech: { data: speech(), isError: false },
        transcription: { status: undefined, isError: true },
      }),
    ).toMatchObject({ kind: 'error', reason: 'failed' });
  });

  it('stops with an error after 120 s of polling', () => {
    expect(state({ speech: { data: speech(), isError: false }, timedOut: true })).toMatchObject({
      kind: 'error',
      reason: 'timed-out',
    });
  });

  it('waits 3 s, then errors when there is no transcription id', () => {
    const data = speech({ transcriptionId: null });
    expect(state({ speech: { data, isError: false } }).kind).toBe('processing');
    expect(state({ speech: { data, isError: false }, missingIdExpired: true })).toMatchObject({
      kind: 'error',
      reason: 'missing-id',
    });
  });

  it('keeps processing after completion until the speech is refetched', () => {
    const data = speech();
    const completed = { status: 'completed', isError: false };
    expect(state({ speech: { data, isError: false }, transcription: completed }).kind).toBe(
      'processing',
    );
  });

  it('says no words were heard when transcribed without numbers', () => {
    const data = speech({}, { ...analysis, wordsPerMinute: null });
    expect(
      state({
        speech: { data, isError: false },
        transcription: { status: 'completed', isError: false },
        refetchedAfterCompletion: true,
      }),
    ).toMatchObject({ kind: 'error', reason: 'no-speech' });
  });
});
