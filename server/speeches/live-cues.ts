import { STREAMING } from '@common/constants';
import type { LiveCues } from '@common/contract/speech-stream';
import { findFillers } from '../speech/measure/fillers';
import type { RecognizedWord } from '../speech/transcriber';

/**
 * What the recognized part of a stream says, for the sparse cues of issue 12 item 4: the pace
 * over the last 20 s recognized (words a minute, pauses included, as a listener hears it) and
 * the fillers so far. The client decides whether a cue is due.
 */
export function liveCues(words: readonly RecognizedWord[], recognizedSec: number): LiveCues {
  const window = STREAMING.paceWindowSec;
  const recent =
    recognizedSec >= window
      ? words.filter((w) => w.start >= recognizedSec - window && w.start < recognizedSec).length
      : null;
  return {
    recognizedSec: Math.round(recognizedSec * 10) / 10,
    recentWpm: recent === null ? null : Math.round((recent * 60) / window),
    fillers: findFillers(words).length,
  };
}
