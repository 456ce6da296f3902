import { useId, useMemo, useState, type MouseEvent } from 'react';
import { ChevronDown, FileText, MicOff, Pencil, UserRound } from 'lucide-react';
import type { AnalysisDto, GrammarIssue } from '@common/contract/analysis';
import { Button } from '@app/components/ui/button';
import { Card, CardTitle } from '@app/components/ui/card';
import { Popover, PopoverContent, PopoverTrigger } from '@app/components/ui/popover';
import { cn } from '@app/lib/cn';
import { formatDuration, formatSpeakingTime } from '@app/lib/format';
import { segmentTranscript } from '../lib/transcript-segments';
import { TranscriptEditor } from './transcript-editor';

/** Long transcripts start folded so the numbers stay in view. */
const FOLDED_WORDS = 120;

const fillerClasses = 'rounded bg-warning-soft px-1 py-0.5 font-medium text-warning';
/*
 * The speaker's own fillers (from Settings) differ by shape, not only colour:
 * a dashed outline and a person icon; screen readers hear "your filler".
 */
const ownFillerClasses =
  'inline-flex items-baseline gap-0.5 rounded border border-dashed border-primary-strong bg-primary-soft px-1 leading-normal font-medium text-primary-strong';

/** A filler in the transcript: the speaker's own carry an icon and a dashed outline. */
function FillerMark({ text, own, title }: { text: string; own?: boolean; title: string }) {
  if (!own) {
    return (
      <mark className={fillerClasses} title={title}>
        {text}
      </mark>
    );
  }
  return (
    <mark className={ownFillerClasses} title={`Your filler: ${title}`} data-own-filler="">
      <UserRound className="size-3.5 self-center" aria-hidden="true" />
      {text}
    </mark>
  );
}
/*
 * The pause marker's text is CSS generated content: it is seen, and announced
 * through its label, but stays out of the transcript's copied text.
 */
const pauseClasses =
  'mx-0.5 inline-block rounded-md bg-surface-muted px-1.5 align-[0.1em] text-xs leading-5 font-medium text-muted-foreground tabular-nums after:content-[attr(data-label)]';
const unsureClasses =
  'rounded-sm bg-surface-muted text-foreground underline decoration-muted-foreground decoration-dotted decoration-2 underline-offset-4';
const grammarClasses =
  'cursor-pointer rounded-sm underline decoration-danger decoration-wavy decoration-from-font underline-offset-4 hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

const wordClasses = 'cursor-pointer rounded-sm hover:bg-primary-soft';
const playButtonClasses =
  'cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

const pauseLabel = (duration: number) => `\u2016 ${duration.toFixed(1)} s`;

function GrammarMark({ text, issue }: { text: string; issue: GrammarIssue }) {
  const titleId = useId();
  const suggestions = issue.suggestions.filter((s) => s.trim() !== '');
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button type="button" className={grammarClasses} aria-label={`${text}, grammar issue`}>
          {text}
        </button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId}>
        <p id={titleId} className="text-xs font-semibold tracking-wide text-danger uppercase">
          Grammar: &ldquo;{text}&rdquo;
        </p>
        <p className="mt-1">{issue.message}</p>
        {suggestions.length > 0 ? (
          <p className="mt-2 text-muted-foreground">
            Try:{' '}
            {suggestions.slice(0, 3).map((suggestion, index) => (
              <span key={suggestion}>
                {index > 0 ? ', ' : null}
                <strong className="font-semibold text-foreground">
                  &ldquo;{suggestion}&rdquo;
                </strong>
              </span>
            ))}
          </p>
        ) : null}
        {issue.time !== null ? (
          <p className="mt-2 text-xs text-muted-foreground">At {formatDuration(issue.time)}</p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

/**
 * The transcript with filler words highlighted, long pauses marked where they
 * happened and grammar issues underlined (press one for the message and a
 * suggestion). Long transcripts fold.
 */
export function TranscriptCard({
  analysis,
  onPlayFrom,
}: {
  analysis: AnalysisDto;
  /** Given when the page can play the recording: words, fillers and pauses play from where they were said. */
  onPlayFrom?: (seconds: number) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [updated, setUpdated] = useState(false);
  const bodyId = useId();
  const segments = useMemo(
    () =>
      segmentTranscript(
        analysis.details?.words ?? [],
        analysis.details?.fillers ?? [],
        analysis.details?.transcript ?? analysis.text,
        {
          pauses: analysis.details?.pauseList ?? [],
          grammarIssues: analysis.details?.language?.grammarIssues ?? [],
          wordTimes: onPlayFrom !== undefined,
        },
      ),
    [analysis, onPlayFrom],
  );
  const playable = onPlayFrom !== undefined;
  // A word (mouse or touch) plays from its start; fillers and pauses are buttons of their own.
  const onWordClick = (event: MouseEvent<HTMLParagraphElement>) => {
    const word = (event.target as Element).closest<HTMLElement>('[data-start]');
    if (word && onPlayFrom) onPlayFrom(Number(word.dataset.start));
  };
  const wordCount =
    analysis.details?.wordCount ?? analysis.text.split(/\s+/).filter(Boolean).length;
  const foldable = wordCount > FOLDED_WORDS;
  const has = (kind: string) => segments.some((segment) => segment.kind === kind);

  return (
    <Card aria-labelledby="transcript-title">
      {/* Wraps at 360 px: the title, the word count and Edit do not fit one line there. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <CardTitle id="transcript-title" className="flex items-center gap-2">
          <FileText className="size-5 text-muted-foreground" aria-hidden="true" />
          Transcript
        </CardTitle>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">{wordCount} words</span>
          {editing ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setUpdated(false);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" />
              Edit transcript
            </Button>
          )}
        </div>
      </div>
      {updated && !editing ? (
        <p role="status" className="mt-2 text-sm text-primary">
          Transcript updated: every metric was measured again from your words.
        </p>
      ) : null}
      {!editing && analysis.details?.unwrittenSpeechSec !== undefined ? (
        <UnwrittenSpeechNote seconds={analysis.details.unwrittenSpeechSec} />
      ) : null}
      {editing ? (
        <TranscriptEditor
          speechId={analysis.speechId}
          initialText={analysis.details?.transcript ?? analysis.text}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            setUpdated(true);
          }}
        />
      ) : segments.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No words were recognised in this recording.</p>
      ) : (
        <>
          <ul
            className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted-foreground"
            aria-label="Marks in the transcript"
          >
            {playable ? <li>Press a word, a filler or a pause to hear it from there.</li> : null}
            <li className="flex items-center gap-1.5">
              <mark className={fillerClasses}>um</mark>
              Filler word
            </li>
            {segments.some((segment) => segment.kind === 'filler' && segment.own) ? (
              <li className="flex items-center gap-1.5">
                <FillerMark text="so yeah" own title="One of your filler words" />
                Your own filler, from Settings
              </li>
            ) : null}
            {has('pause') ? (
              <li className="flex items-center gap-1.5">
                <span className={pauseClasses} data-label={pauseLabel(1.2)} aria-hidden="true" />
                Pause of 0.5 s or more
              </li>
            ) : null}
            {has('unsure') ? (
              <li className="flex items-center gap-1.5">
                <span className={unsureClasses}>words</span>
                Not heard for sure: check it, and edit the transcript if it is wrong
              </li>
            ) : null}
            {has('grammar') ? (
              <li className="flex items-center gap-1.5">
                <span className="underline decoration-danger decoration-wavy underline-offset-4">
                  words
                </span>
                Grammar issue: press for a suggestion
              </li>
            ) : null}
          </ul>
          <div className="relative mt-3">
            <p
              id={bodyId}
              // A keyboard user tabbing to an underlined word in the folded part sees it.
              onFocus={() => setExpanded(true)}
              onClick={playable ? onWordClick : undefined}
              className={cn(
                'text-base leading-8 break-words',
                foldable && !expanded && 'max-h-48 overflow-hidden',
              )}
            >
              {segments.map((segment, index) => {
                const space = index > 0 ? ' ' : null;
                switch (segment.kind) {
                  case 'text':
                    return (
                      <span key={index}>
                        {space}
                        {playable && segment.start !== undefined ? (
                          <span data-start={segment.start} className={wordClasses}>
                            {segment.text}
                          </span>
                        ) : (
                          segment.text
                        )}
                      </span>
                    );
                  case 'filler':
                    return (
                      <span key={index}>
                        {space}
                        {playable ? (
                          <button
                            type="button"
                            className={playButtonClasses}
                            aria-label={`${segment.text}, ${segment.own ? 'your filler' : 'filler'} at ${formatDuration(segment.start)}: play from here`}
                            onClick={() => onPlayFrom(segment.start)}
                          >
                            <FillerMark
                              text={segment.text}
                              own={segment.own}
                              title={`Filler at ${formatDuration(segment.start)}: play from here`}
                            />
                          </button>
                        ) : segment.own ? (
                          <>
                            <FillerMark
                              text={segment.text}
                              own
                              title={`Filler at ${formatDuration(segment.start)}`}
                            />
                            <span className="sr-only"> (your filler)</span>
                          </>
                        ) : (
                          <FillerMark
                            text={segment.text}
                            title={`Filler at ${formatDuration(segment.start)}`}
                          />
                        )}
                      </span>
                    );
                  case 'unsure':
                    return (
                      <span key={index}>
                        {space}
                        <mark
                          className={unsureClasses}
                          title={`Not heard for sure, at ${formatDuration(segment.start)}`}
                        >
                          {segment.text}
                        </mark>
                      </span>
                    );
                  case 'grammar':
                    return (
                      <span key={index}>
                        {space}
                        <GrammarMark text={segment.text} issue={segment.issue} />
                      </span>
                    );
                  case 'pause':
                    return (
                      <span key={index}>
                        {space}
                        {playable ? (
                          <button
                            type="button"
                            aria-label={`Pause, ${segment.duration.toFixed(1)} seconds, at ${formatDuration(segment.start)}: play from here`}
                            title={`Pause at ${formatDuration(segment.start)}: play from here`}
                            data-label={pauseLabel(segment.duration)}
                            className={cn(pauseClasses, playButtonClasses, 'hover:text-foreground')}
                            onClick={() => onPlayFrom(segment.start)}
                          />
                        ) : (
                          <span
                            role="img"
                            aria-label={`Pause, ${segment.duration.toFixed(1)} seconds`}
                            title={`Pause at ${formatDuration(segment.start)}`}
                            data-label={pauseLabel(segment.duration)}
                            className={pauseClasses}
                          />
                        )}
                      </span>
                    );
                }
              })}
            </p>
            {foldable && !expanded ? (
              <div
                className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-surface to-transparent"
                aria-hidden="true"
              />
            ) : null}
          </div>
          {foldable ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => setExpanded((current) => !current)}
            >
              <ChevronDown
                aria-hidden="true"
                className={cn('transition-transform', expanded && 'rotate-180')}
              />
              {expanded ? 'Show less' : 'Show full transcript'}
            </Button>
          ) : null}
        </>
      )}
      {analysis.details?.recognizedTranscript !== undefined &&
      analysis.details.transcriptSource === 'corrected' ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            What the recognizer heard
          </summary>
          <p className="mt-2 leading-7 text-muted-foreground">
            {analysis.details.recognizedTranscript}
          </p>
        </details>
      ) : null}
    </Card>
  );
}

/**
 * A typed or corrected transcript that leaves part of the speech unwritten: every number counts
 * only the words written, and this says so, lest a pace or a length measured on a few words be
 * taken for the speaker's own (ADR 83).
 */
function UnwrittenSpeechNote({ seconds }: { seconds: number }) {
  return (
    <p className="mt-3 flex items-start gap-2 rounded-xl bg-surface-muted px-3.5 py-2.5 text-sm text-muted-foreground">
      <MicOff className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
      <span>
        <span className="block font-semibold text-foreground">
          About {formatSpeakingTime(seconds)} of your speech has no words here
        </span>
        <span className="block">
          Pace, pauses and fillers count only the words in this transcript. Add what you said there
          to measure all of it.
        </span>
      </span>
    </p>
  );
}
