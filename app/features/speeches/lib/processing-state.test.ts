import { describe, expect, it } from 'vitest';
import { getProcessingState } from './processing-state';

const now = Date.parse('2025-03-14T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const pending = { transcription: null, analysis: null, transcriptionId: 'job-1' };

describe('speech card processing state (spec 4)', () => {
  it("shows 'Processing...' under 5 minutes", () => {
    expect(getProcessingState({ ...pending, recordedAt: minutesAgo(0) }, now)).toBe('processing');
    expect(
      getProcessingState({ ...pending, recordedAt: new Date(now - 299_999).toISOString() }, now),
    ).toBe('processing');
  });

  it("shows 'Processing failed' at 5 minutes or older", () => {
    expect(getProcessingState({ ...pending, recordedAt: minutesAgo(5) }, now)).toBe('failed');
    expect(getProcessingState({ ...pending, recordedAt: minutesAgo(90) }, now)).toBe('failed');
  });

  it("shows 'Not processed' without a transcription id", () => {
    expect(
      getProcessingState({ ...pending, transcriptionId: null, recordedAt: minutesAgo(1) }, now),
    ).toBe('not-processed');
  });

  it('is completed with a transcription or an analysis', () => {
    expect(
      getProcessingState({ ...pending, transcription: 'hello', recordedAt: minutesAgo(1) }, now),
    ).toBe('completed');
  });
});
