import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { SpeechAnalysis } from '@common/contract/analysis';
import type { AnalysesRepo } from '@server/db/repos/analyses-repo';
import type { SpeechesRepo } from '@server/db/repos/speeches-repo';
import type { SpeechStreamsRepo } from '@server/db/repos/speech-streams-repo';
import type { Database, JobRow } from '@server/db/schema';
import type { Storage } from '@server/storage/storage';
import type { JobContext } from '../worker';
import { transcribeSpeechHandler, type AnalysisTimings } from './transcribe-speech';

// The row's shape is the repo's concern; this test is about the job's steps and timings.
vi.mock('@server/db/repos/analyses-repo', () => ({ analysisRowOf: (id: number) => ({ id }) }));

const analysis = { transcript: 'hello there' } as unknown as SpeechAnalysis;

function context(): JobContext {
  return {
    job: { id: 'job-1', createdAt: new Date(Date.now() - 250).toISOString() } as JobRow,
    signal: new AbortController().signal,
    progress: { report: () => {} } as unknown as JobContext['progress'],
  };
}

describe('transcribeSpeechHandler', () => {
  it("reports the job's timings stage by stage once the analysis is stored", async () => {
    const stored: string[] = [];
    const reported: AnalysisTimings[] = [];
    const handler = transcribeSpeechHandler({
      db: {
        transaction: () => ({ execute: (fn: (tx: unknown) => unknown) => fn({}) }),
      } as never as Kysely<Database>,
      speeches: {
        findById: async () => ({ id: 7, userId: 1, audioKey: 'a.webm' }),
        setTranscription: async (_id: number, text: string) => void stored.push(text),
      } as unknown as SpeechesRepo,
      analyses: { upsert: async () => {} } as unknown as AnalysesRepo,
      storage: {
        openLocal: async () => ({ path: '/tmp/a.webm', release: async () => {} }),
      } as unknown as Storage,
      analyze: async (_path, _signal, _progress, _stream, onStage) => {
        onStage?.('decode', 12.4, { durationSec: 600 });
        onStage?.('measure', 40, { grammarMs: 30, grammarChecked: 1 });
        return analysis;
      },
      onTimings: (t) => reported.push(t),
    });
    await handler.perform({ speechId: 7 }, context());

    expect(stored).toEqual(['hello there']);
    expect(reported).toHaveLength(1);
    const timings = reported[0]!;
    expect(timings).toMatchObject({
      speechId: 7,
      streamed: 0,
      decodeMs: 12,
      measureMs: 40,
      grammarMs: 30,
    });
    // Counts that are not times stay out; every step of the job has its time.
    expect(timings).not.toHaveProperty('durationSec');
    expect(timings.queuedMs).toBeGreaterThanOrEqual(250);
    for (const key of ['openAudioMs', 'analyzeMs', 'storeMs']) {
      expect(timings[key]).toBeGreaterThanOrEqual(0);
    }
  });

  it("decodes a streamed recording while the stream's last pass finishes, then takes its segments", async () => {
    const events: string[] = [];
    const reported: AnalysisTimings[] = [];
    let settle = () => {};
    const segment = { index: 0, start: 0, end: 9, recognition: { words: [], sounds: [] } };
    const handler = transcribeSpeechHandler({
      db: {
        transaction: () => ({ execute: (fn: (tx: unknown) => unknown) => fn({}) }),
      } as never as Kysely<Database>,
      speeches: {
        findById: async () => ({ id: 7, userId: 1, audioKey: 'a.webm' }),
        setTranscription: async () => {},
      } as unknown as SpeechesRepo,
      analyses: { upsert: async () => {} } as unknown as AnalysesRepo,
      storage: {
        openLocal: async () => ({ path: '/tmp/a.webm', release: async () => {} }),
      } as unknown as Storage,
      streams: {
        listSegments: async () => [
          {
            ...segment,
            idx: 0,
            audioStart: 0,
            audioEnd: 9,
            forcedCut: 0,
            recognition: '{"words":[],"sounds":[]}',
          },
        ],
      } as unknown as SpeechStreamsRepo,
      streamSettled: () => {
        events.push('waiting for the last pass');
        return new Promise<void>((resolve) => (settle = resolve));
      },
      analyze: async (_path, _signal, _progress, stream) => {
        events.push('decoded');
        setTimeout(() => {
          events.push('last pass done');
          settle();
        }, 20);
        const segments = await stream!.segments();
        events.push(`${segments.length} streamed segment`);
        return analysis;
      },
      onTimings: (t) => reported.push(t),
    });
    await handler.perform({ speechId: 7, streamId: 's1' }, context());

    expect(events).toEqual([
      'decoded',
      'waiting for the last pass',
      'last pass done',
      '1 streamed segment',
    ]);
    expect(reported[0]).toMatchObject({ streamed: 1, streamedSegments: 1 });
    expect(reported[0]!.settleMs).toBeGreaterThanOrEqual(15);
  });
});
