import { useCallback, useEffect, useRef, useState } from 'react';
import { PLAYBACK_ERROR_TITLE, getPlayErrorMessage } from '@app/components/audio/playback-errors';
import { toast } from '@app/lib/toast';
import { playStartFor } from '../lib/timeline';

export interface Playback {
  /** Given to the AudioPlayer: the one audio element of the page. */
  audioRef: React.RefObject<HTMLAudioElement | null>;
  /** Where playback is, seconds; updated every frame while playing. */
  time: number;
  playing: boolean;
  /** Plays from just before a moment (a filler, a pause, a word, a point of the timeline). */
  playFrom: (seconds: number) => void;
}

/**
 * The analysis page's playback: the timeline and the transcript play the
 * recording from a moment, and the timeline's playhead follows it. The time is
 * read every animation frame while playing: `timeupdate` comes only about four
 * times a second, too seldom for a smooth playhead.
 */
export function usePlayback(): Playback {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let frame = 0;
    const read = () => setTime(audio.currentTime);
    const follow = () => {
      read();
      frame = requestAnimationFrame(follow);
    };
    const onPlay = () => {
      setPlaying(true);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    };
    const onStop = () => {
      setPlaying(false);
      cancelAnimationFrame(frame);
      read();
    };
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onStop);
    audio.addEventListener('ended', onStop);
    audio.addEventListener('seeked', read);
    audio.addEventListener('timeupdate', read);
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onStop);
      audio.removeEventListener('ended', onStop);
      audio.removeEventListener('seeked', read);
      audio.removeEventListener('timeupdate', read);
    };
  }, []);

  const playFrom = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const start = playStartFor(seconds);
    audio.currentTime = start;
    setTime(start);
    audio.play().catch((error: unknown) => {
      const message = getPlayErrorMessage(error);
      if (message !== null) {
        toast({ title: PLAYBACK_ERROR_TITLE, description: message, variant: 'destructive' });
      }
    });
  }, []);

  return { audioRef, time, playing, playFrom };
}
