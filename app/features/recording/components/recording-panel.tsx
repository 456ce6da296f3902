import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertCircle, Loader2, Mic, Square, Timer, TriangleAlert } from 'lucide-react';
import { RECORDING, TOASTS } from '@common/constants';
import type { CoachingMode } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import { Button } from '@app/components/ui/button';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { ProgressRing } from '@app/components/ui/progress-ring';
import { cn } from '@app/lib/cn';
import {
  formatClock,
  formatDuration,
  getDefaultRecordingTitle,
  normaliseTitle,
} from '@app/lib/format';
import { toast } from '@app/lib/toast';
import { revealBelowHeader } from '@app/lib/reveal';
import { getStoredLiveCues } from '@app/lib/storage';
import { useTimeouts } from '@app/lib/use-timeouts';
import { useKeptRecording } from '../hooks/use-kept-recording';
import { useRecorder } from '../hooks/use-recorder';
import { useSpeechUpload } from '../hooks/use-speech-upload';
import type { Recording } from '../lib/recorder-reducer';
import { LevelMeter } from './level-meter';
import { LiveCuesLine } from './live-cues-line';
import { chooseLiveCue, fillerLabel } from '../lib/live-cue';
import { NameRecordingDialog } from './name-recording-dialog';

interface RecordingPanelProps {
  /** The chosen topic, sent as the upload's prompt. */
  topic: string | null;
  /** The practice mode chosen on Home, stored with the speech. */
  coachingMode?: CoachingMode;
  onUploaded: (speech: SpeechDto) => void;
  /** A discarded recording also clears the chosen custom topic (spec 4). */
  onDiscard?: () => void;
  /** The id of the kept copy (ADR 14) the panel is handling, null once it lets go. */
  onHeldChange?: (id: string | null) => void;
  /** Issue 13: the earlier speech this recording tries again, sent with the upload. */
  retakeOf?: number | null;
}

const statusText = {
  idle: 'Tap the microphone to start',
  starting: 'Waiting for microphone access...',
  recording: 'Recording. Tap to stop',
  stopped: 'Recording complete',
} as const;

export function RecordingPanel({
  topic,
  coachingMode = 'general',
  onUploaded,
  onDiscard,
  onHeldChange,
  retakeOf = null,
}: RecordingPanelProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [title, setTitle] = useState('');
  /** A save failed: the recording waits in the panel with Save and Discard. */
  const [saveFailed, setSaveFailed] = useState(false);
  const { schedule } = useTimeouts();
  const warned = useRef(false);

  const kept = useKeptRecording(onHeldChange);
  const { keep, forget, release } = kept;

  const handleComplete = useCallback(
    (recording: Recording) => {
      const defaultTitle = getDefaultRecordingTitle(new Date());
      setTitle(defaultTitle);
      keep(recording, { title: defaultTitle, topic, coachingMode });
      schedule(() => setDialogOpen(true), RECORDING.namingDialogDelayMs);
    },
    [keep, schedule, topic, coachingMode],
  );

  const recorder = useRecorder({ onComplete: handleComplete });
  // Read when the panel mounts: Settings is another screen.
  const [showCues] = useState(getStoredLiveCues);
  const { reset: resetRecorder } = recorder;

  const discard = useCallback(() => {
    void forget();
    resetRecorder();
    setDialogOpen(false);
    setSaveFailed(false);
    setTitle('');
    onDiscard?.();
    schedule(
      () => toast({ title: 'Recording discarded', duration: TOASTS.discardMs }),
      TOASTS.discardDelayMs,
    );
  }, [forget, onDiscard, resetRecorder, schedule]);

  const handleUploaded = useCallback(
    (speech: SpeechDto) => {
      release();
      resetRecorder();
      setDialogOpen(false);
      setSaveFailed(false);
      setTitle('');
      onUploaded(speech);
    },
    [onUploaded, release, resetRecorder],
  );

  const upload = useSpeechUpload({ onUploaded: handleUploaded, onCancel: discard });
  /** From the click, not from the upload's start: the kept copy is renamed first. */
  const [saveStarted, setSaveStarted] = useState(false);
  const saving = saveStarted || upload.saving;

  const save = async () => {
    if (!recorder.recording) {
      toast({ title: 'Upload Failed', description: 'No recording found', variant: 'destructive' });
      return;
    }
    if (saving) return;
    const finalTitle = normaliseTitle(title);
    setTitle(finalTitle);
    setSaveStarted(true);
    let uploaded: boolean;
    let pendingId: string | null;
    try {
      await kept.rename({ title: finalTitle, topic, coachingMode });
      pendingId = await kept.keptId();
      uploaded = await upload.upload({
        recording: recorder.recording,
        title: finalTitle,
        prompt: topic,
        coachingMode,
        retakeOf,
        pendingId,
      });
    } finally {
      setSaveStarted(false);
    }
    if (uploaded) return;
    // The dialog closes so the toast's buttons are in reach.
    setDialogOpen(false);
    if (pendingId) {
      // Kept on the device: Home's Recording not uploaded yet card offers it from here on,
      // and the panel is ready for the next take.
      release();
      resetRecorder();
      setTitle('');
    } else {
      // It could not be kept (full storage): the panel holds it until it is saved.
      setSaveFailed(true);
    }
  };

  const { status, elapsedSec, maxDurationSec, error } = recorder;
  const progress = elapsedSec / maxDurationSec;
  const isBusy = status === 'starting' || status === 'recording';
  const nearEnd = status === 'recording' && progress > RECORDING.autoStopWarningRatio;
  const liveLine =
    status === 'recording' &&
    showCues &&
    !nearEnd &&
    (chooseLiveCue(recorder.live) !== null || fillerLabel(recorder.live) !== null);

  // The auto-stop warning is shown once per recording (spec 2).
  useEffect(() => {
    if (status === 'starting') warned.current = false;
    if (nearEnd && !warned.current) {
      warned.current = true;
      toast({
        title: 'Almost at the limit',
        description: `Recording will stop automatically at ${formatClock(maxDurationSec)}.`,
        variant: 'warning',
      });
    }
  }, [maxDurationSec, nearEnd, status]);

  const toggleRecording = () => {
    if (status === 'recording') recorder.stop();
    else if (status === 'idle' || (status === 'stopped' && !recorder.recording))
      void recorder.start();
  };

  // While recording, the ring, timer, level meter and Cancel must all be on screen:
  // bring them in (the page may have been scrolled to the topic) once it starts,
  // and bring an error's Try Again in when it appears.
  const controlsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'starting' || status === 'recording' || error) {
      revealBelowHeader(controlsRef.current);
    }
  }, [status, error]);

  const hasRecording = status === 'stopped' && recorder.recording !== null;
  const awaitingSave = hasRecording && saveFailed && !dialogOpen;
  const buttonLabel =
    status === 'recording'
      ? 'Stop recording'
      : status === 'starting'
        ? 'Starting microphone'
        : 'Start recording';

  return (
    <Card aria-labelledby="recording-panel-title">
      <div className="text-center">
        <CardTitle id="recording-panel-title" className="text-xl">
          Start Speaking
        </CardTitle>
        {/* Under 400 px the hint drops its icon and closes up to stay on one line: with a four-line prompt the
            second line pushed the record button under the bottom navigation at 360 x 800. */}
        <CardDescription className="flex items-center justify-center gap-1.5 max-[400px]:tracking-tight">
          <Timer className="size-4 shrink-0 max-[400px]:hidden" aria-hidden="true" />
          Record at least 2 minutes for best results
        </CardDescription>
      </div>

      <div
        ref={controlsRef}
        role="group"
        aria-label="Recording controls"
        // Clear of the sticky header and the fixed bottom navigation when scrolled in.
        className="mt-5 flex scroll-mt-20 scroll-mb-[calc(5rem+env(safe-area-inset-bottom))] flex-col items-center"
      >
        <ProgressRing
          value={progress}
          size={196}
          strokeWidth={7}
          indicatorClassName={nearEnd ? 'text-danger' : 'text-primary'}
        >
          <div className="relative grid place-items-center">
            {status === 'recording' ? (
              <span
                className="absolute size-32 animate-pulse-ring rounded-full bg-record/40"
                aria-hidden="true"
              />
            ) : null}
            <button
              type="button"
              onClick={toggleRecording}
              disabled={status === 'starting' || hasRecording}
              aria-label={buttonLabel}
              className={cn(
                'relative grid size-32 cursor-pointer place-items-center rounded-full transition-all duration-200',
                'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-ring',
                'disabled:cursor-not-allowed disabled:opacity-60',
                status === 'recording'
                  ? 'bg-record text-record-foreground shadow-lg shadow-record/30'
                  : 'bg-primary text-primary-foreground shadow-(--shadow-glow) hover:scale-[1.03] active:scale-[0.98]',
              )}
            >
              {status === 'starting' ? (
                <Loader2 className="size-12 animate-spin" aria-hidden="true" />
              ) : status === 'recording' ? (
                <Square className="size-11 fill-current" aria-hidden="true" />
              ) : (
                <Mic className="size-14" aria-hidden="true" />
              )}
            </button>
          </div>
        </ProgressRing>

        <p
          className="mt-4 font-mono text-3xl font-semibold tracking-tight tabular-nums"
          role="timer"
          aria-label={`Elapsed ${formatClock(elapsedSec)} of ${formatClock(maxDurationSec)}`}
        >
          {formatClock(elapsedSec)}
          <span className="text-muted-foreground"> / {formatClock(maxDurationSec)}</span>
        </p>
        {/* The cues take the hint's line, so the panel does not grow (320 px phones). One cue at a
            time: the auto-stop warning, when shown, is the cue. */}
        {liveLine ? (
          <LiveCuesLine live={recorder.live} />
        ) : (
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {statusText[status]}
          </p>
        )}

        <LevelMeter stream={recorder.stream} className="mt-3 w-full max-w-xs" />

        {nearEnd ? (
          <p
            className="mt-3 flex items-center gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning"
            role="status"
          >
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Recording will stop automatically at {formatClock(maxDurationSec)}.
          </p>
        ) : null}

        {isBusy ? (
          <Button variant="outline" className="mt-4" onClick={recorder.cancel}>
            Cancel Recording
          </Button>
        ) : null}

        {error ? (
          <div
            role="alert"
            className="mt-5 flex w-full items-start gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-left"
          >
            <AlertCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-danger">{error.title}</p>
              <p className="mt-0.5 text-foreground/90">{error.description}</p>
              <Button variant="link" className="mt-1" onClick={() => void recorder.start()}>
                Try Again
              </Button>
            </div>
          </div>
        ) : null}

        {awaitingSave && recorder.recording ? (
          <div className="mt-5 w-full rounded-xl border border-border bg-surface-muted p-4 text-center">
            <p className="text-sm">
              Your recording ({formatDuration(recorder.recording.durationSec)}) is not saved yet.
            </p>
            <div className="mt-3 flex justify-center gap-2">
              <Button variant="outline" onClick={discard} disabled={saving}>
                Discard
              </Button>
              <Button onClick={() => setDialogOpen(true)} disabled={saving}>
                {saving ? 'Saving...' : 'Save Recording'}
              </Button>
            </div>
          </div>
        ) : null}
      </div>

      <NameRecordingDialog
        open={dialogOpen}
        title={title}
        onTitleChange={setTitle}
        durationSec={recorder.recording?.durationSec ?? elapsedSec}
        saving={saving}
        onSave={() => void save()}
        onCancel={discard}
      />
    </Card>
  );
}
