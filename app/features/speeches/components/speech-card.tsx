import { Link } from 'react-router';
import {
  AlertCircle,
  CheckCircle2,
  ChevronRight,
  Loader2,
  Pause,
  Play,
  Square,
} from 'lucide-react';
import type { SpeechDto } from '@common/contract/speech';
import { cn } from '@app/lib/cn';
import { formatDuration, formatRecordedAt, normaliseTitle } from '@app/lib/format';
import { useCardPlayback } from '../hooks/use-card-playback';
import { PROCESSING_TEXT, getProcessingState } from '../lib/processing-state';
import type { ProcessingState } from '../lib/processing-state';

const controlClasses =
  'relative z-10 grid shrink-0 cursor-pointer place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function ProcessingStatus({ state, wpm }: { state: ProcessingState; wpm: number | null }) {
  if (state === 'completed') {
    return (
      <span className="inline-flex items-center gap-1 text-accent">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        Analysed{wpm !== null ? ` · ${Math.round(wpm)} WPM` : ''}
      </span>
    );
  }
  if (state === 'processing') {
    return (
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
        {PROCESSING_TEXT.processing}
      </span>
    );
  }
  if (state === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-danger">
        <AlertCircle className="size-3.5" aria-hidden="true" />
        {PROCESSING_TEXT.failed}
      </span>
    );
  }
  return <span className="text-muted-foreground">{PROCESSING_TEXT['not-processed']}</span>;
}

interface SpeechCardProps {
  speech: SpeechDto;
  /** Now, in ms: the processing state turns to failed at 5 minutes (pass useNow()). */
  now: number;
  /** The heading level in the surrounding page. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * A speech in a list (spec 2 'Speech card'): title, date, m:ss duration, play,
 * pause and stop, the processing state; the card opens /feedback/{id}.
 */
export function SpeechCard({ speech, now, headingLevel: Heading = 'h3' }: SpeechCardProps) {
  const { status, play, pause, stop } = useCardPlayback(speech.audioUrl);
  const title = normaliseTitle(speech.title);
  const state = getProcessingState(speech, now);
  const active = status !== 'idle';
  const busy = status === 'loading' || status === 'retrying';
  const playing = status === 'playing' || busy;

  return (
    <article
      className={cn(
        'group relative flex items-center gap-3 rounded-2xl border bg-surface p-3 pr-2 transition-colors sm:p-4',
        'focus-within:border-primary/60 hover:border-primary/50',
        active ? 'border-primary/60' : 'border-border',
      )}
    >
      <button
        type="button"
        onClick={playing ? pause : play}
        aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
        className={cn(
          controlClasses,
          'size-11',
          active
            ? 'bg-primary text-primary-foreground hover:bg-primary-hover'
            : 'bg-primary-soft text-primary-strong hover:bg-primary hover:text-primary-foreground',
        )}
      >
        {busy ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : playing ? (
          <Pause className="size-5" fill="currentColor" aria-hidden="true" />
        ) : (
          <Play className="ml-0.5 size-5" fill="currentColor" aria-hidden="true" />
        )}
      </button>
      <div className="min-w-0 flex-1">
        <Heading className="truncate text-[0.95rem] leading-snug font-semibold">
          <Link
            to={`/feedback/${speech.id}`}
            className="rounded outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:underline"
          >
            {title}
          </Link>
        </Heading>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span>{formatRecordedAt(speech.recordedAt, new Date(now))}</span>
          <span aria-hidden="true">·</span>
          <span className="tabular-nums">
            <span className="sr-only">Length </span>
            {formatDuration(speech.duration)}
          </span>
        </p>
        <p className="mt-1 text-xs font-medium">
          <ProcessingStatus state={state} wpm={speech.analysis?.wordsPerMinute ?? null} />
        </p>
        {status === 'retrying' ? (
          <p role="status" className="mt-1 text-xs text-muted-foreground">
            The audio did not load. Trying again...
          </p>
        ) : null}
      </div>
      {active ? (
        <button
          type="button"
          onClick={stop}
          aria-label={`Stop ${title}`}
          className={cn(
            controlClasses,
            'size-10 text-muted-foreground hover:bg-surface-muted hover:text-foreground',
          )}
        >
          <Square className="size-4" fill="currentColor" aria-hidden="true" />
        </button>
      ) : null}
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </article>
  );
}
