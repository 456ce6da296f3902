import { useCallback, useEffect, useRef, useState } from 'react';
import { REQUESTS } from '@common/constants';
import { claimPlayback, releasePlayback } from '@app/components/audio/exclusive-playback';
import {
  PLAYBACK_ERROR_TITLE,
  PLAYER_TEXT,
  getMediaErrorMessage,
  getPlayErrorMessage,
} from '@app/components/audio/playback-errors';
import { toast } from '@app/lib/toast';

export type CardPlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'retrying';

/** An audio link must begin with http:// or https:// (spec 5); a same-origin path also plays. */
function checkAudioUrl(src: string | null | undefined): 'ok' | 'missing' | 'invalid' {
  if (!src) return 'missing';
  if (/^https?:\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//'))) return 'ok';
  return 'invalid';
}

/**
 * Play, pause and stop for a speech card (spec 2 and 4 'Playback'). The audio
 * element is made on the first play, so a list of cards loads no audio until
 * asked; it shares the audio player's one-at-a-time rule, so starting a card
 * stops any other card or player; a failed load is retried once after 5 s.
 */
export function useCardPlayback(src: string | null | undefined) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const retried = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<CardPlaybackStatus>('idle');

  useEffect(
    () => () => {
      clearTimeout(retryTimer.current);
      const audio = audioRef.current;
      if (audio) {
        audio.pause();
        releasePlayback(audio);
        audio.removeAttribute('src');
        audio.load();
      }
    },
    [],
  );

  const startPlaying = useCallback(async (audio: HTMLAudioElement) => {
    try {
      await audio.play();
    } catch (error) {
      const message = getPlayErrorMessage(error);
      if (message === null) return;
      setStatus(audio.currentTime > 0 ? 'paused' : 'idle');
      toast({ title: PLAYBACK_ERROR_TITLE, description: message, variant: 'destructive' });
    }
  }, []);

  const getAudio = useCallback(
    (url: string): HTMLAudioElement => {
      if (audioRef.current) return audioRef.current;
      const audio = new Audio();
      audio.crossOrigin = 'anonymous';
      audio.preload = 'auto';
      audio.addEventListener('playing', () => setStatus('playing'));
      audio.addEventListener('play', () => claimPlayback(audio));
      audio.addEventListener('pause', () => {
        setStatus((current) => {
          if (current === 'retrying') return current;
          return audio.currentTime > 0 && !audio.ended ? 'paused' : 'idle';
        });
      });
      audio.addEventListener('ended', () => {
        audio.currentTime = 0;
        setStatus('idle');
      });
      audio.addEventListener('error', () => {
        if (!retried.current) {
          retried.current = true;
          setStatus('retrying');
          retryTimer.current = setTimeout(() => {
            audio.load();
            void startPlaying(audio);
          }, REQUESTS.audioReloadWaitMs);
          return;
        }
        setStatus('idle');
        toast({
          title: PLAYBACK_ERROR_TITLE,
          description: getMediaErrorMessage(audio.error),
          variant: 'destructive',
        });
      });
      audio.src = url;
      audioRef.current = audio;
      return audio;
    },
    [startPlaying],
  );

  const play = useCallback(() => {
    const check = checkAudioUrl(src);
    if (check === 'missing' || !src) {
      toast({ title: PLAYER_TEXT.noAudioTitle, description: PLAYER_TEXT.noAudio });
      return;
    }
    if (check === 'invalid') {
      toast({
        title: 'Invalid audio URL',
        description: 'The recording URL is not in a valid format',
        variant: 'destructive',
      });
      return;
    }
    const audio = getAudio(src);
    if (audio.error) {
      // A new request after a failed one: start again with one retry.
      retried.current = false;
      audio.load();
    }
    setStatus('loading');
    void startPlaying(audio);
  }, [getAudio, src, startPlaying]);

  const pause = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    clearTimeout(retryTimer.current);
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
    setStatus('idle');
  }, []);

  return { status, play, pause, stop };
}
