import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { AlertCircle, Pause, Play, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { REQUESTS, SETTINGS } from '@common/constants';
import { cn } from '@app/lib/cn';
import { formatDuration } from '@app/lib/format';
import { toast } from '@app/lib/toast';
import { claimPlayback, releasePlayback } from './exclusive-playback';
import {
  PLAYBACK_ERROR_TITLE,
  PLAYER_TEXT,
  getMediaErrorMessage,
  getPlayErrorMessage,
  isPlayableUrl,
} from './playback-errors';

type LoadStatus = 'loading' | 'ready' | 'retrying' | 'failed';

interface AudioPlayerProps {
  /** An absolute http(s) link (or a same-origin path); anything else shows 'Audio not available'. */
  src: string | null | undefined;
  /** What is playing, for screen readers ('Speech recording'). */
  label?: string;
  /** Seconds, shown until the file's own duration is known (or when it has none). */
  durationHint?: number;
  className?: string;
  /** The audio element, for a page that plays from chosen moments (the analysis timeline). */
  audioRef?: RefObject<HTMLAudioElement | null>;
}

const rangeClasses =
  'h-1.5 w-full cursor-pointer appearance-auto accent-primary disabled:cursor-not-allowed disabled:opacity-50';

/**
 * An audio player (spec 2 'Audio player', 8 'Playback'): play/pause, mute,
 * volume (0.7 at first), a seek slider, the time; back to the start when it
 * ends; fetched cross-origin anonymous; a failed load is retried once after 5 s.
 */
export function AudioPlayer({
  src,
  label = 'Recording',
  durationHint,
  className,
  audioRef: sharedRef,
}: AudioPlayerProps) {
  const ownRef = useRef<HTMLAudioElement>(null);
  const audioRef = sharedRef ?? ownRef;
  const retried = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [playing, setPlaying] = useState(false);
  const [playFailed, setPlayFailed] = useState(false);
  const [time, setTime] = useState(0);
  const [fileDuration, setFileDuration] = useState<number | null>(null);
  const [volume, setVolume] = useState<number>(SETTINGS.defaultVolume);
  const [muted, setMuted] = useState(false);
  const seekId = useId();
  const playable = isPlayableUrl(src);

  useEffect(() => {
    const audio = audioRef.current;
    if (audio) audio.volume = SETTINGS.defaultVolume;
    return () => {
      clearTimeout(retryTimer.current);
      if (audio) {
        audio.pause();
        releasePlayback(audio);
      }
    };
  }, [audioRef]);

  if (!playable) {
    return (
      <div className={cn('rounded-xl bg-surface-muted px-4 py-3 text-sm', className)}>
        <p className="font-medium">{PLAYER_TEXT.noAudioTitle}</p>
        <p className="mt-0.5 text-muted-foreground">{PLAYER_TEXT.noAudio}</p>
      </div>
    );
  }

  const duration = fileDuration ?? durationHint ?? 0;
  const failed = status === 'failed';

  const readDuration = () => {
    const value = audioRef.current?.duration;
    // MediaRecorder webm can report Infinity until played through; keep the hint then.
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) setFileDuration(value);
  };

  const handleError = () => {
    const audio = audioRef.current;
    if (!retried.current) {
      retried.current = true;
      setStatus('retrying');
      retryTimer.current = setTimeout(() => audioRef.current?.load(), REQUESTS.audioReloadWaitMs);
      return;
    }
    setStatus('failed');
    setPlaying(false);
    toast({
      title: PLAYBACK_ERROR_TITLE,
      description: getMediaErrorMessage(audio?.error),
      variant: 'destructive',
    });
  };

  const togglePlay = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setPlayFailed(false);
    try {
      await audio.play();
    } catch (error) {
      const message = getPlayErrorMessage(error);
      if (message === null) return;
      setPlayFailed(true);
      toast({ title: PLAYBACK_ERROR_TITLE, description: message, variant: 'destructive' });
    }
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio || !Number.isFinite(seconds)) return;
    audio.currentTime = seconds;
    setTime(seconds);
  };

  const changeVolume = (value: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = value;
    // Turning the volume up is a request to hear it.
    if (value > 0 && audio.muted) audio.muted = false;
  };

  const toggleMute = () => {
    const audio = audioRef.current;
    if (audio) audio.muted = !audio.muted;
  };

  const shownVolume = muted ? 0 : volume;

  return (
    <div className={cn('space-y-2', className)} role="group" aria-label={label}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        crossOrigin="anonymous"
        onLoadedMetadata={() => {
          setStatus('ready');
          readDuration();
        }}
        onDurationChange={readDuration}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onPlay={(event) => {
          claimPlayback(event.currentTarget);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        onEnded={(event) => {
          // Back to the start, ready to play again (spec 2).
          event.currentTarget.currentTime = 0;
          setTime(0);
          setPlaying(false);
        }}
        onVolumeChange={(event) => {
          setVolume(event.currentTarget.volume);
          setMuted(event.currentTarget.muted);
        }}
        onError={handleError}
      />
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => void togglePlay()}
          disabled={failed}
          aria-label={playing ? 'Pause' : 'Play'}
          className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        >
          {playing ? (
            <Pause className="size-5" aria-hidden="true" fill="currentColor" />
          ) : (
            <Play className="ml-0.5 size-5" aria-hidden="true" fill="currentColor" />
          )}
        </button>
        <div className="min-w-0 flex-1">
          <label htmlFor={seekId} className="sr-only">
            Seek
          </label>
          <input
            id={seekId}
            type="range"
            className={rangeClasses}
            min={0}
            max={duration > 0 ? duration : 0}
            step={1}
            value={Math.min(time, duration)}
            disabled={failed || duration <= 0}
            aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
            onChange={(event) => seek(Number(event.target.value))}
          />
          <p className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums">
            <span>{formatDuration(time)}</span>
            <span>
              <span className="sr-only">Length </span>
              {formatDuration(duration)}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          <button
            type="button"
            onClick={toggleMute}
            disabled={failed}
            aria-label={muted ? 'Unmute' : 'Mute'}
            className="grid size-10 cursor-pointer place-items-center rounded-full text-muted-foreground transition-colors hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
          >
            {muted || volume === 0 ? (
              <VolumeX className="size-5" aria-hidden="true" />
            ) : (
              <Volume2 className="size-5" aria-hidden="true" />
            )}
          </button>
          <input
            type="range"
            aria-label="Volume"
            className={cn(rangeClasses, 'hidden w-20 sm:block')}
            min={0}
            max={1}
            step={0.05}
            value={shownVolume}
            disabled={failed}
            aria-valuetext={`${Math.round(shownVolume * 100)}%`}
            onChange={(event) => changeVolume(Number(event.target.value))}
          />
        </div>
      </div>
      {status === 'retrying' ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
          <RotateCw className="size-3.5 animate-spin" aria-hidden="true" />
          The audio did not load. Trying again...
        </p>
      ) : null}
      {failed || playFailed ? (
        <p className="flex items-start gap-1.5 text-sm text-danger" role="alert">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {failed ? PLAYER_TEXT.loadFailed : PLAYER_TEXT.playFailed}
        </p>
      ) : null}
    </div>
  );
}
