import { describe, expect, it } from 'vitest';
import type { JobRow, SpeechRow } from '../db/schema';
import { presentStage, presentTranscription } from './transcription-presenter';

const speech = { id: 7, transcription: null } as SpeechRow;
const job = (fields: Partial<JobRow>) =>
  ({
    status: 'running',
    attempts: 1,
    stage: null,
    stageDone: null,
    stageTotal: null,
    lastError: null,
    ...fields,
  }) as JobRow;

describe('presentStage', () => {
  it('labels a stage the pipeline adds later with the general label, not an error', () => {
    expect(presentStage('diarize')).toEqual({ id: 'diarize', label: 'Working on your recording' });
  });

  it('gives parts only with their total, and never more done than there are', () => {
    expect(presentStage('recognize', { done: 3, total: 8 })).toMatchObject({ done: 3, total: 8 });
    expect(presentStage('recognize', { done: 3, total: null })).not.toHaveProperty('done');
    expect(presentStage('recognize', { done: 9, total: 8 })).toMatchObject({ done: 8, total: 8 });
  });
});

describe('presentTranscription', () => {
  it("shows a running job's last reported stage, and 'starting' before it reports one", () => {
    expect(
      presentTranscription('t', speech, job({ stage: 'recognize', stageDone: 1, stageTotal: 4 }))
        .stage,
    ).toEqual({ id: 'recognize', label: 'Transcribing your words', done: 1, total: 4 });
    expect(presentTranscription('t', speech, job({})).stage).toEqual({
      id: 'starting',
      label: 'Getting started',
    });
  });

  it('keeps the spec fields of a failed job and reports no stage', () => {
    expect(
      presentTranscription('t', speech, job({ status: 'failed', lastError: 'no audio' })),
    ).toEqual({
      id: 't',
      speechId: 7,
      status: 'failed',
      error: 'Transcription failed',
      error_details: 'no audio',
      stage: null,
    });
  });

  it('shows a retry waiting in the queue as processing, queued', () => {
    expect(
      presentTranscription('t', speech, job({ status: 'queued', attempts: 1 }), 2),
    ).toMatchObject({ status: 'processing', stage: { id: 'queued', ahead: 2 } });
  });
});
