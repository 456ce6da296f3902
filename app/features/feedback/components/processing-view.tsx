import { useEffect, useState } from 'react';
import { AudioLines, Check, Lightbulb, Loader2 } from 'lucide-react';
import { ANALYSIS_PAGE } from '@common/constants';
import type { TranscriptionStage } from '@common/contract/speech';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { ProgressBar } from '@app/components/ui/progress-bar';
import { cn } from '@app/lib/cn';
import { describeStage, phaseSpanOf, stagePercent, type PhaseSpan } from '../lib/processing-phase';
import { LOADING_PHASES, SPEAKING_TIPS } from '../lib/speaking-tips';

/** Spec 9's timer: a phase every 3.5 s, for a server that does not say where its job is. */
function useTimedPhase(enabled: boolean): number {
  const [phase, setPhase] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    // The last phase holds until the analysis arrives.
    const timer = setInterval(
      () => setPhase((current) => Math.min(current + 1, LOADING_PHASES.length - 1)),
      ANALYSIS_PAGE.loadingPhaseMs,
    );
    return () => clearInterval(timer);
  }, [enabled]);
  return phase;
}

/** The phases the server's stage covers; a stage the client does not know keeps the last span. */
function useServerPhase(stage: TranscriptionStage | null): PhaseSpan | null {
  const [shown, setShown] = useState<{ stage: TranscriptionStage; span: PhaseSpan } | null>(null);
  if (stage && stage !== shown?.stage) {
    // Derived from the previous span, so kept in state (set during render, React's pattern
    // for state that follows a prop).
    setShown({ stage, span: phaseSpanOf(stage, shown?.span ?? null) });
  }
  return stage ? (shown?.span ?? phaseSpanOf(stage, null)) : null;
}

function useRotatingTip(): [number, () => void] {
  const [tip, setTip] = useState(0);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setTip((current) => (current + 1) % SPEAKING_TIPS.length),
      ANALYSIS_PAGE.tipRotationMs,
    );
    return () => clearInterval(timer);
    // A manual tip restarts the 6 s clock so the new tip is not replaced at once.
  }, [turn]);
  return [
    tip,
    () => {
      setTip((current) => (current + 1) % SPEAKING_TIPS.length);
      setTurn((current) => current + 1);
    },
  ];
}

/**
 * The pending/processing view: the 5-phase loading animation and rotating tips.
 * The phases follow the job's stage when the server reports one (`stage`), and
 * spec 9's 3.5 s timer otherwise.
 */
export function ProcessingView({ stage = null }: { stage?: TranscriptionStage | null }) {
  const serverSpan = useServerPhase(stage);
  const timedPhase = useTimedPhase(serverSpan === null);
  const span = serverSpan ?? { first: timedPhase, last: timedPhase };
  const percent = stage ? stagePercent(stage) : null;
  const [tip, nextTip] = useRotatingTip();

  return (
    <div className="space-y-4">
      <Card className="overflow-hidden text-center">
        <div className="relative mx-auto mt-2 grid size-28 place-items-center" aria-hidden="true">
          <span className="absolute inset-0 animate-pulse-ring rounded-full bg-primary/30" />
          <span className="absolute inset-3 animate-pulse-ring rounded-full bg-primary/25 [animation-delay:0.6s]" />
          <span className="relative grid size-20 place-items-center rounded-full bg-primary text-primary-foreground">
            <AudioLines className="size-9" />
          </span>
        </div>
        <h2 className="mt-6 text-xl font-semibold">Analysing your speech</h2>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {stage ? describeStage(stage) : `${LOADING_PHASES[span.first]}...`}
        </p>
        {percent !== null ? (
          <ProgressBar value={percent} className="mx-auto mt-3 max-w-xs" />
        ) : null}
        <ol className="mx-auto mt-6 max-w-xs space-y-2.5 text-left" aria-label="Progress">
          {LOADING_PHASES.map((name, index) => {
            const done = index < span.first;
            const current = index >= span.first && index <= span.last;
            return (
              <li
                key={name}
                className={cn(
                  'flex items-center gap-3 text-sm transition-colors',
                  done && 'text-foreground',
                  current && 'font-semibold text-foreground',
                  !done && !current && 'text-muted-foreground',
                )}
                aria-current={index === span.first ? 'step' : undefined}
              >
                <span
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full border',
                    done && 'border-accent bg-accent text-background',
                    current && 'border-primary text-primary-strong',
                    !done && !current && 'border-border',
                  )}
                >
                  {done ? (
                    <Check className="size-3.5" aria-hidden="true" />
                  ) : current ? (
                    <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
                  ) : null}
                </span>
                {name}
              </li>
            );
          })}
        </ol>
      </Card>

      <Card aria-labelledby="speaking-tip-title">
        <h2
          id="speaking-tip-title"
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary-strong uppercase"
        >
          <Lightbulb className="size-4" aria-hidden="true" />
          Speaking tip {tip + 1} of {SPEAKING_TIPS.length}
        </h2>
        <p
          key={tip}
          className="mt-3 min-h-14 animate-fade-in text-base leading-relaxed"
          aria-live="polite"
        >
          {SPEAKING_TIPS[tip]}
        </p>
        <Button variant="link" className="mt-2" onClick={nextTip}>
          Show another tip
        </Button>
      </Card>
    </div>
  );
}
