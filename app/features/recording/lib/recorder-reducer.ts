import type { RecordingStream } from './recording-stream';

/** What a finished recording hands over. */
export interface Recording {
  blob: Blob;
  mimeType: string;
  durationSec: number;
  /** Issue 12: the recording as streamed while it was made; the blob is still the whole of it. */
  stream?: RecordingStream;
}

export interface RecorderMessage {
  title: string;
  description: string;
  /** Toast duration, ms. */
  duration: number;
}

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopped';

/** The recorder (spec 4): idle -> starting (waiting for the microphone) -> recording -> stopped. */
export interface RecorderState {
  status: RecorderStatus;
  elapsedSec: number;
  recording: Recording | null;
  error: RecorderMessage | null;
}

export type RecorderAction =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'tick'; elapsedSec: number }
  | { type: 'stopped'; recording: Recording }
  | { type: 'failed'; error: RecorderMessage }
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialRecorderState: RecorderState = {
  status: 'idle',
  elapsedSec: 0,
  recording: null,
  error: null,
};

/** Actions that do not fit the current status are ignored: the state is returned unchanged. */
export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case 'start':
      if (state.status === 'idle' || state.status === 'stopped') {
        return { ...initialRecorderState, status: 'starting' };
      }
      return state;
    case 'started':
      return state.status === 'starting' ? { ...state, status: 'recording', elapsedSec: 0 } : state;
    case 'tick':
      return state.status === 'recording' ? { ...state, elapsedSec: action.elapsedSec } : state;
    case 'stopped':
      return state.status === 'recording'
        ? {
            ...state,
            status: 'stopped',
            recording: action.recording,
            elapsedSec: action.recording.durationSec,
          }
        : state;
    case 'failed':
      return { ...initialRecorderState, error: action.error };
    case 'cancel':
      return state.status === 'starting' || state.status === 'recording'
        ? initialRecorderState
        : state;
    case 'reset':
      return initialRecorderState;
  }
}
