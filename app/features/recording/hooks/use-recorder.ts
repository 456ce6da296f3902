import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { RECORDING, STREAMING, TOASTS } from '@common/constants';
import type { LiveCues } from '@common/contract/speech-stream';
import { toast } from '@app/lib/toast';
import { useTimeouts } from '@app/lib/use-timeouts';
import { pickMimeType } from '../lib/audio-format';
import { MICROPHONE_AS_HEARD } from '../lib/microphone-constraints';
import {
  EMPTY_RECORDING,
  FINISHING_PROBLEM,
  NO_AUDIO_CAPTURED,
  getMicrophoneError,
} from '../lib/microphone-errors';
import { initialRecorderState, recorderReducer } from '../lib/recorder-reducer';
import type { Recording, RecorderMessage } from '../lib/recorder-reducer';
import { startRecordingStream, type RecordingStream } from '../lib/recording-stream';

/** How often the timer and progress ring update. */
const TICK_MS = 200;

interface Session {
  recorder: MediaRecorder | null;
  stream: MediaStream | null;
  chunks: Blob[];
  mimeType: string;
  startedAt: number;
  stoppedAt: number | null;
  cancelled: boolean;
  tickTimer: ReturnType<typeof setInterval> | null;
  dataTimer: ReturnType<typeof setInterval> | null;
  /** Issue 12: the recording streamed to the server while it is made. */
  upstream: RecordingStream | null;
  pieceTimer: ReturnType<typeof setInterval> | null;
}

const emptySession = (): Session => ({
  recorder: null,
  stream: null,
  chunks: [],
  mimeType: '',
  startedAt: 0,
  stoppedAt: null,
  cancelled: false,
  tickTimer: null,
  dataTimer: null,
  upstream: null,
  pieceTimer: null,
});

interface UseRecorderOptions {
  /** Runs 500 ms after a recording longer than 1 s stops (spec 4). */
  onComplete: (recording: Recording) => void;
  maxDurationSec?: number;
  /** Issue 12: stream the recording while it is made (off where fetch streaming is not wanted). */
  streaming?: boolean;
}

/**
 * The microphone recorder of spec 4 and 9: MediaRecorder with the preferred type,
 * 128 kbit/s, a chunk every 500 ms plus a manual data request every 3 s, a final
 * chunk on stop, auto-stop at the maximum length.
 */
export function useRecorder({
  onComplete,
  maxDurationSec = RECORDING.maxDurationSec,
  streaming = typeof fetch === 'function',
}: UseRecorderOptions) {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  /** What the part recognized so far says (issue 12 item 4), for the live cues. */
  const [live, setLive] = useState<LiveCues | null>(null);
  /** The live microphone stream, for the level visualiser. */
  const [stream, setStream] = useState<MediaStream | null>(null);
  const session = useRef<Session>(emptySession());
  const onCompleteRef = useRef(onComplete);
  const { schedule, clearAll } = useTimeouts();

  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  const stopTimers = useCallback(() => {
    const current = session.current;
    if (current.tickTimer) clearInterval(current.tickTimer);
    if (current.dataTimer) clearInterval(current.dataTimer);
    if (current.pieceTimer) clearInterval(current.pieceTimer);
    current.tickTimer = null;
    current.dataTimer = null;
    current.pieceTimer = null;
  }, []);

  const releaseStream = useCallback(() => {
    session.current.stream?.getTracks().forEach((track) => track.stop());
    session.current.stream = null;
    setStream(null);
  }, []);

  const fail = useCallback(
    (error: RecorderMessage) => {
      stopTimers();
      releaseStream();
      // Shown in the recording panel (with Try Again) rather than in a toast too:
      // the toast covered the panel's Try Again on a phone (docs/client.md, Toasts).
      dispatch({ type: 'failed', error });
    },
    [releaseStream, stopTimers],
  );

  const elapsedSeconds = useCallback(() => {
    const { startedAt, stoppedAt } = session.current;
    const end = stoppedAt ?? performance.now();
    return Math.min(Math.max(0, (end - startedAt) / 1000), maxDurationSec);
  }, [maxDurationSec]);

  const finish = useCallback(() => {
    const current = session.current;
    stopTimers();
    releaseStream();
    current.recorder = null;
    if (current.cancelled) return;
    try {
      if (current.chunks.length === 0) {
        fail(NO_AUDIO_CAPTURED);
        return;
      }
      const type = current.mimeType || current.chunks[0]?.type || 'audio/webm';
      const blob = new Blob(current.chunks, { type });
      if (blob.size === 0) {
        fail(EMPTY_RECORDING);
        return;
      }
      // The last piece goes now, while the speaker names the recording.
      current.upstream?.cut(true);
      const recording: Recording = {
        blob,
        mimeType: type,
        durationSec: elapsedSeconds(),
        ...(current.upstream ? { stream: current.upstream } : {}),
      };
      dispatch({ type: 'stopped', recording });
      if (recording.durationSec > RECORDING.minHandOverSec) {
        schedule(() => onCompleteRef.current(recording), RECORDING.completeHandlerDelayMs);
      } else {
        // One second or less is not handed over (spec 4).
        dispatch({ type: 'reset' });
        toast({
          title: 'Recording too short',
          description: 'Keep recording for more than a second to save it.',
          variant: 'warning',
        });
      }
    } catch (error) {
      console.error('Could not finish the recording', error);
      fail(FINISHING_PROBLEM);
    }
  }, [elapsedSeconds, fail, releaseStream, schedule, stopTimers]);

  const stop = useCallback(() => {
    const { recorder } = session.current;
    if (!recorder || recorder.state === 'inactive') return;
    session.current.stoppedAt = performance.now();
    stopTimers();
    try {
      // Ask for the last chunk before stopping, so nothing said at the end is lost.
      if (recorder.state === 'recording') recorder.requestData();
      recorder.stop();
    } catch (error) {
      console.error('Could not stop the recorder', error);
      fail(FINISHING_PROBLEM);
    }
  }, [fail, stopTimers]);

  const start = useCallback(async () => {
    if (state.status === 'starting' || state.status === 'recording') return;
    clearAll();
    session.current.upstream?.close();
    session.current = emptySession();
    const current = session.current;
    setLive(null);
    dispatch({ type: 'start' });

    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      fail(getMicrophoneError(new Error('this browser cannot record audio')));
      return;
    }

    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        audio: MICROPHONE_AS_HEARD,
      });
    } catch (error) {
      if (!current.cancelled) fail(getMicrophoneError(error));
      return;
    }
    if (current.cancelled || session.current !== current) {
      media.getTracks().forEach((track) => track.stop());
      return;
    }

    try {
      const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(media, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: RECORDING.bitsPerSecond,
      });
      current.stream = media;
      current.recorder = recorder;
      current.mimeType = recorder.mimeType || mimeType;
      // Every chunk is kept for the whole upload and also streamed (issue 12, ADR 26).
      const streamed = streaming
        ? startRecordingStream(current.mimeType || 'audio/webm', (live) => setLive(live))
        : null;
      current.upstream = streamed;
      recorder.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        current.chunks.push(event.data);
        streamed?.push(event.data);
      };
      recorder.onstop = finish;
      recorder.onerror = (event) => {
        console.error('MediaRecorder error', event);
        current.cancelled = true;
        fail(FINISHING_PROBLEM);
      };
      recorder.start(RECORDING.timesliceMs);
      current.startedAt = performance.now();
      current.dataTimer = setInterval(() => {
        if (recorder.state === 'recording') recorder.requestData();
      }, RECORDING.manualDataRequestMs);
      if (streamed) current.pieceTimer = setInterval(() => streamed.cut(), STREAMING.pieceMs);
      current.tickTimer = setInterval(() => {
        const elapsed = elapsedSeconds();
        dispatch({ type: 'tick', elapsedSec: elapsed });
        if (elapsed >= maxDurationSec) {
          stop();
          toast({
            title: 'Recording stopped',
            description: 'You reached the 10-minute maximum.',
          });
        }
      }, TICK_MS);
      setStream(media);
      dispatch({ type: 'started' });
    } catch (error) {
      media.getTracks().forEach((track) => track.stop());
      fail(getMicrophoneError(error));
    }
  }, [clearAll, elapsedSeconds, fail, finish, maxDurationSec, state.status, stop, streaming]);

  /** Discards everything and says 'Recording cancelled' for 2 s (spec 4). */
  const cancel = useCallback(() => {
    const current = session.current;
    current.cancelled = true;
    stopTimers();
    try {
      if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
    } catch {
      // Already stopping; nothing to keep either way.
    }
    current.recorder = null;
    current.chunks = [];
    current.upstream?.close();
    releaseStream();
    clearAll();
    dispatch({ type: 'cancel' });
    toast({ title: 'Recording cancelled', duration: TOASTS.discardMs });
  }, [clearAll, releaseStream, stopTimers]);

  const reset = useCallback(() => {
    clearAll();
    session.current.chunks = [];
    dispatch({ type: 'reset' });
  }, [clearAll]);

  // Leaving the screen mid-recording releases the microphone.
  useEffect(
    () => () => {
      const current = session.current;
      current.cancelled = true;
      if (current.tickTimer) clearInterval(current.tickTimer);
      if (current.dataTimer) clearInterval(current.dataTimer);
      if (current.pieceTimer) clearInterval(current.pieceTimer);
      current.upstream?.close();
      try {
        if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
      } catch {
        // Ignore: the component is going away.
      }
      current.stream?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return { ...state, stream, live, maxDurationSec, start, stop, cancel, reset };
}
