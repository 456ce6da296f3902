import { describe, expect, it } from 'vitest';
import { initialRecorderState, recorderReducer } from './recorder-reducer';
import type { RecorderAction, RecorderState } from './recorder-reducer';

const recording = { blob: new Blob(['x']), mimeType: 'audio/webm', durationSec: 12.5 };
const error = { title: 'Recording Error', description: 'Oops', duration: 5000 };

function run(...actions: RecorderAction[]): RecorderState {
  return actions.reduce(recorderReducer, initialRecorderState);
}

describe('recorder states', () => {
  it('go idle -> starting -> recording -> stopped with the blob', () => {
    expect(run({ type: 'start' }).status).toBe('starting');
    expect(run({ type: 'start' }, { type: 'started' }).status).toBe('recording');
    const stopped = run({ type: 'start' }, { type: 'started' }, { type: 'stopped', recording });
    expect(stopped.status).toBe('stopped');
    expect(stopped.recording).toBe(recording);
    expect(stopped.elapsedSec).toBe(12.5);
  });

  it('track elapsed time only while recording', () => {
    expect(run({ type: 'tick', elapsedSec: 3 }).elapsedSec).toBe(0);
    expect(
      run({ type: 'start' }, { type: 'started' }, { type: 'tick', elapsedSec: 3 }).elapsedSec,
    ).toBe(3);
  });

  it('cannot stop without recording first', () => {
    expect(run({ type: 'stopped', recording })).toEqual(initialRecorderState);
    expect(run({ type: 'start' }, { type: 'stopped', recording }).status).toBe('starting');
  });

  it('ignore a second start while starting or recording', () => {
    const recordingState = run(
      { type: 'start' },
      { type: 'started' },
      { type: 'tick', elapsedSec: 4 },
    );
    expect(recorderReducer(recordingState, { type: 'start' })).toBe(recordingState);
  });

  it('can record again after stopping, dropping the old blob', () => {
    const again = run(
      { type: 'start' },
      { type: 'started' },
      { type: 'stopped', recording },
      { type: 'start' },
    );
    expect(again.status).toBe('starting');
    expect(again.recording).toBeNull();
  });

  it('cancel discards everything', () => {
    expect(
      run(
        { type: 'start' },
        { type: 'started' },
        { type: 'tick', elapsedSec: 9 },
        { type: 'cancel' },
      ),
    ).toEqual(initialRecorderState);
  });

  it('a failure returns to idle with the error, and a new start clears it', () => {
    const failed = run({ type: 'start' }, { type: 'failed', error });
    expect(failed).toEqual({ ...initialRecorderState, error });
    expect(recorderReducer(failed, { type: 'start' }).error).toBeNull();
  });

  it('reset returns to idle', () => {
    expect(
      run(
        { type: 'start' },
        { type: 'started' },
        { type: 'stopped', recording },
        { type: 'reset' },
      ),
    ).toEqual(initialRecorderState);
  });
});
