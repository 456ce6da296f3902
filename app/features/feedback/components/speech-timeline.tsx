import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { AudioLines, ChevronLeft, ChevronRight, UserRound } from 'lucide-react';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { Card, CardTitle } from '@app/components/ui/card';
import { cn } from '@app/lib/cn';
import { PACE_BAND } from '../lib/pace-chart';
import {
  paceLine,
  paceY,
  scrollToKeep,
  stepMark,
  timeAtOffset,
  timedWords,
  timelineMarks,
  timelineWidth,
  timeTicks,
  waveformPath,
  type TimelineMark,
} from '../lib/timeline';

interface SpeechTimelineProps {
  /** The measured analysis; an analysis stored before waveforms draws a flat line. */
  details: SpeechAnalysis | undefined;
  durationSec: number;
  /** Where playback is, seconds, and whether it is playing (the playhead follows it). */
  time: number;
  playing: boolean;
  onPlayFrom: (seconds: number) => void;
  /** The card's heading, when a page shows more than one timeline. */
  title?: string;
}

/** Vertical layout of the drawing, px from its top. */
const ROW = { waveTop: 28, waveHeight: 76, wordsTop: 112, ticksTop: 138, height: 156 } as const;

/** The speaker's own filler: a dashed outline and a person icon, not colour alone. */
const ownFillerClasses =
  'top-0.5 flex items-center gap-0.5 rounded-full border border-dashed border-primary-strong bg-primary-soft px-1.5 text-xs leading-[1.125rem] font-medium text-primary-strong hover:bg-primary/25';

const stepButtonClasses =
  'grid size-9 cursor-pointer place-items-center rounded-full text-muted-foreground transition-colors hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40';

function StepControl({
  kind,
  marks,
  time,
  onJump,
}: {
  kind: TimelineMark['kind'];
  marks: readonly TimelineMark[];
  time: number;
  onJump: (mark: TimelineMark) => void;
}) {
  const noun = kind === 'filler' ? 'filler' : 'pause';
  const previous = stepMark(marks, time, 'previous', kind);
  const next = stepMark(marks, time, 'next', kind);
  return (
    <div
      role="group"
      aria-label={`Step through ${noun}s`}
      className="flex items-center rounded-full border border-border"
    >
      <button
        type="button"
        className={stepButtonClasses}
        aria-label={`Previous ${noun}`}
        disabled={!previous}
        onClick={() => previous && onJump(previous)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      <span className="px-1 text-sm font-medium capitalize" aria-hidden="true">
        {noun}
      </span>
      <button
        type="button"
        className={stepButtonClasses}
        aria-label={`Next ${noun}`}
        disabled={!next}
        onClick={() => next && onJump(next)}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The recording drawn along time (issue 13): its waveform, the words, each
 * filler, each pause of 0.5 s or more and the pace. Pressing a filler, a pause,
 * a word or any point plays from just before it. The fillers and pauses are a
 * list of buttons in time order, one tab stop: arrow keys step between them and
 * play each. The drawing keeps a readable scale, so it scrolls sideways; while
 * playing, it scrolls to keep the playhead in view.
 */
export function SpeechTimeline({
  details,
  durationSec,
  time,
  playing,
  onPlayFrom,
  title = 'Timeline',
}: SpeechTimelineProps) {
  const titleId = useId();
  const hintId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [available, setAvailable] = useState(0);
  const [focusIndex, setFocusIndex] = useState(0);

  const marks = useMemo(
    () => timelineMarks(details?.fillers, details?.pauseList),
    [details?.fillers, details?.pauseList],
  );
  const words = useMemo(() => timedWords(details?.words), [details?.words]);
  const wave = useMemo(() => waveformPath(details?.waveform), [details?.waveform]);
  const pace = useMemo(() => paceLine(details?.paceOverTime), [details?.paceOverTime]);
  const duration = durationSec > 0 ? durationSec : (details?.durationSec ?? 0);
  const width = timelineWidth(duration, available);
  const scale = duration > 0 ? width / duration : 0;
  const x = (seconds: number) => Math.max(0, Math.min(width, seconds * scale));

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => setAvailable(scroller.clientWidth);
    measure();
    // Without ResizeObserver (old browsers, the test DOM) the first width stays.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // Before paint: the playhead is never drawn outside the visible part, even for a frame.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!playing || !scroller) return;
    const left = scrollToKeep(x(time), scroller.scrollLeft, scroller.clientWidth, width);
    if (Math.abs(left - scroller.scrollLeft) > 1) scroller.scrollLeft = left;
    // x depends only on scale and width, listed here.
  }, [time, playing, scale, width]); // eslint-disable-line react-hooks/exhaustive-deps

  const jump = (index: number, focus: boolean) => {
    const mark = marks[index];
    if (!mark) return;
    onPlayFrom(mark.start);
    setFocusIndex(index);
    const button = buttonRefs.current[index];
    if (focus) button?.focus();
    // Missing in some test DOMs; the playhead's own scrolling covers it there.
    button?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  };

  const onMarkKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: marks.length - 1,
    };
    const target = to[event.key];
    if (target === undefined) return;
    event.preventDefault();
    jump(Math.max(0, Math.min(marks.length - 1, target)), true);
  };

  // A point of the drawing, or a word on it: play from there (the mark buttons play their own).
  const onDrawingClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('button')) return;
    const word = target.closest<HTMLElement>('[data-start]');
    if (word) {
      onPlayFrom(Number(word.dataset.start));
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    onPlayFrom(timeAtOffset(event.clientX - rect.left, width, duration));
  };

  const fillerCount = marks.filter((m) => m.kind === 'filler').length;
  const ownCount = marks.filter((m) => m.own).length;
  const pauseCount = marks.length - fillerCount;
  const bandTop = paceY(PACE_BAND.high);
  const bandBottom = paceY(PACE_BAND.low);

  return (
    <Card aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <AudioLines className="size-5 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <StepControl
            kind="filler"
            marks={marks}
            time={time}
            onJump={(m) => jump(marks.indexOf(m), false)}
          />
          <StepControl
            kind="pause"
            marks={marks}
            time={time}
            onJump={(m) => jump(marks.indexOf(m), false)}
          />
        </div>
      </div>
      <p id={hintId} className="mt-2 text-sm text-muted-foreground">
        Press a filler, a pause, a word or any point to listen from just before it. In the marks,
        the arrow keys step from one to the next.
      </p>

      <div
        ref={scrollerRef}
        className="mt-3 overflow-x-auto overscroll-x-contain rounded-xl bg-surface-muted/60"
        // With no marks there is nothing to tab to: the region itself takes focus to scroll.
        tabIndex={marks.length === 0 ? 0 : undefined}
        role={marks.length === 0 ? 'group' : undefined}
        aria-label={marks.length === 0 ? 'Timeline of the recording' : undefined}
      >
        <div
          className="relative cursor-pointer select-none"
          style={{ width, height: ROW.height }}
          onClick={onDrawingClick}
          data-testid="timeline-drawing"
        >
          {/* The 120-150 WPM band and the pace line, over the waveform's height. */}
          <svg
            className="pointer-events-none absolute inset-x-0"
            style={{ top: ROW.waveTop, height: ROW.waveHeight }}
            width="100%"
            viewBox={`0 0 ${Math.max(duration, 0.001)} 100`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {pace ? (
              <rect
                x={0}
                width={duration}
                y={bandTop}
                height={bandBottom - bandTop}
                className="fill-accent-soft"
              />
            ) : null}
          </svg>
          {wave ? (
            <svg
              className="pointer-events-none absolute inset-x-0"
              style={{ top: ROW.waveTop, height: ROW.waveHeight }}
              width="100%"
              viewBox={`0 0 ${details?.waveform?.peaks.length ?? 1} 100`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <path
                d={wave}
                className="stroke-muted-foreground/45"
                strokeWidth={1.5}
                vectorEffect="non-scaling-stroke"
                fill="none"
              />
            </svg>
          ) : (
            <div
              className="pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-border"
              style={{ top: ROW.waveTop + ROW.waveHeight / 2 }}
              aria-hidden="true"
            />
          )}
          {pace ? (
            <svg
              className="pointer-events-none absolute inset-x-0"
              style={{ top: ROW.waveTop, height: ROW.waveHeight }}
              width="100%"
              viewBox={`0 0 ${Math.max(duration, 0.001)} 100`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <path
                d={pace}
                className="stroke-accent"
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                fill="none"
              />
            </svg>
          ) : null}

          {/* The words, each where it was said; a word plays from its start. */}
          <div aria-hidden="true">
            {words.map((word, index) => (
              <span
                key={index}
                data-start={word.start}
                title={word.text}
                className="absolute truncate rounded-sm px-0.5 text-[0.6875rem] leading-5 text-muted-foreground hover:bg-primary-soft hover:text-foreground"
                style={{
                  top: ROW.wordsTop,
                  left: x(word.start),
                  maxWidth: Math.max(6, word.room * scale - 2),
                }}
              >
                {word.text}
              </span>
            ))}
          </div>

          <div aria-hidden="true">
            {timeTicks(duration).map((tick) => (
              <span
                key={tick.seconds}
                className="absolute border-l border-border pl-1 text-[0.6875rem] leading-4 text-muted-foreground tabular-nums"
                style={{ top: ROW.ticksTop, left: x(tick.seconds) }}
              >
                {tick.label}
              </span>
            ))}
          </div>

          {marks.length > 0 ? (
            <ol aria-label="Fillers and pauses" aria-describedby={hintId}>
              {marks.map((mark, index) => {
                const left = x(mark.start);
                const next = marks.slice(index + 1).find((m) => m.kind === mark.kind);
                const room = next ? Math.max(24, x(next.start) - left - 2) : 160;
                return (
                  <li key={`${mark.kind}-${mark.start}-${index}`}>
                    {mark.kind === 'filler' ? (
                      <span
                        className={cn(
                          'pointer-events-none absolute w-0.5',
                          mark.own ? 'bg-primary-strong/70' : 'bg-warning/70',
                        )}
                        style={{ left, top: 20, height: ROW.waveTop + ROW.waveHeight - 20 }}
                        aria-hidden="true"
                      />
                    ) : null}
                    <button
                      ref={(el) => {
                        buttonRefs.current[index] = el;
                      }}
                      type="button"
                      tabIndex={index === focusIndex ? 0 : -1}
                      aria-label={mark.label}
                      title={mark.label}
                      onClick={() => jump(index, true)}
                      onKeyDown={(event) => onMarkKey(event, index)}
                      className={cn(
                        'absolute cursor-pointer focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                        mark.kind === 'filler'
                          ? mark.own
                            ? ownFillerClasses
                            : 'top-0.5 truncate rounded-full bg-warning-soft px-2 text-xs leading-5 font-medium text-warning ring-1 ring-warning/40 hover:ring-warning'
                          : 'flex items-end justify-center rounded-md border border-dashed border-muted-foreground/50 bg-surface/70 pb-0.5 text-[0.6875rem] font-medium text-muted-foreground tabular-nums hover:border-foreground hover:text-foreground',
                      )}
                      style={
                        mark.kind === 'filler'
                          ? { left, maxWidth: room }
                          : {
                              left,
                              top: ROW.waveTop,
                              height: ROW.waveHeight,
                              width: Math.max(12, x(mark.end) - left),
                            }
                      }
                    >
                      {mark.own ? (
                        <UserRound className="size-3 shrink-0" aria-hidden="true" />
                      ) : null}
                      <span aria-hidden="true" className={mark.own ? 'truncate' : undefined}>
                        {mark.text}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          ) : null}

          <div
            className="pointer-events-none absolute top-0 bottom-0 w-0.5 bg-foreground"
            style={{ left: x(time) }}
            aria-hidden="true"
            data-testid="timeline-playhead"
          />
        </div>
      </div>

      <ul
        className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted-foreground"
        aria-label="What the timeline shows"
      >
        <li className="flex items-center gap-1.5">
          <span className="rounded-full bg-warning-soft px-1.5 font-medium text-warning ring-1 ring-warning/40">
            um
          </span>
          {fillerCount === 1 ? '1 filler' : `${fillerCount} fillers`}
        </li>
        {ownCount > 0 ? (
          <li className="flex items-center gap-1.5">
            <span className="inline-flex items-center gap-0.5 rounded-full border border-dashed border-primary-strong bg-primary-soft px-1.5 font-medium text-primary-strong">
              <UserRound className="size-3" aria-hidden="true" />
              so yeah
            </span>
            {ownCount === 1 ? '1 of them is your own' : `${ownCount} of them are your own`}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <span
            className="inline-block h-3.5 w-4 rounded-sm border border-dashed border-muted-foreground/50"
            aria-hidden="true"
          />
          {pauseCount === 1 ? '1 pause' : `${pauseCount} pauses`} of 0.5 s or more
        </li>
        {pace ? (
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-accent" aria-hidden="true" />
            Pace, over the shaded {PACE_BAND.low}-{PACE_BAND.high} WPM band
          </li>
        ) : null}
        {wave ? null : <li>No waveform for this recording: it was analysed before waveforms.</li>}
      </ul>
    </Card>
  );
}
