import { describe, expect, it } from 'vitest';
import { describeStage, phaseSpanOf, stagePercent } from './processing-phase';

describe('phaseSpanOf', () => {
  it('puts the pipeline stages under the five phases of the loading animation', () => {
    const span = (id: string) => phaseSpanOf({ id, label: id }, null);
    expect(span('queued')).toEqual({ first: 0, last: 0 });
    expect(span('decode')).toEqual({ first: 0, last: 0 });
    expect(span('recognize')).toEqual({ first: 1, last: 1 });
    expect(span('align')).toEqual({ first: 1, last: 1 });
    expect(span('measure')).toEqual({ first: 2, last: 3 });
    expect(span('done')).toEqual({ first: 4, last: 4 });
  });

  it('keeps the phase already shown for a stage it does not know', () => {
    expect(phaseSpanOf({ id: 'diarize', label: 'x' }, { first: 1, last: 1 })).toEqual({
      first: 1,
      last: 1,
    });
    expect(phaseSpanOf({ id: 'diarize', label: 'x' }, null)).toEqual({ first: 0, last: 0 });
  });
});

describe('describeStage', () => {
  it('says how many parts are done', () => {
    expect(
      describeStage({ id: 'recognize', label: 'Transcribing your words', done: 3, total: 8 }),
    ).toBe('Transcribing your words: 3 of 8 parts done');
    expect(
      describeStage({ id: 'recognize', label: 'Transcribing your words', done: 0, total: 1 }),
    ).toBe('Transcribing your words: 0 of 1 part done');
  });

  it('says how many recordings wait ahead in line, and nothing when none do', () => {
    expect(describeStage({ id: 'queued', label: 'Waiting in line', ahead: 2 })).toBe(
      'Waiting in line: 2 recordings ahead of yours',
    );
    expect(describeStage({ id: 'queued', label: 'Waiting in line', ahead: 1 })).toBe(
      'Waiting in line: 1 recording ahead of yours',
    );
    expect(describeStage({ id: 'queued', label: 'Waiting in line', ahead: 0 })).toBe(
      'Waiting in line...',
    );
  });
});

describe('stagePercent', () => {
  it('is the share of parts done, only for a stage with parts', () => {
    expect(stagePercent({ id: 'recognize', label: '', done: 1, total: 3 })).toBe(33);
    expect(stagePercent({ id: 'measure', label: '' })).toBeNull();
  });
});
