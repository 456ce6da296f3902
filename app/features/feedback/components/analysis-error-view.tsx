import { AlertTriangle, ArrowLeft, RotateCcw } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { useGoBack } from '@app/lib/use-go-back';
import type { AnalysisErrorReason } from '../lib/analysis-page-state';
import { ManualTranscript } from './manual-transcript';

interface AnalysisErrorViewProps {
  reason: AnalysisErrorReason;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** The speech, for manual transcript entry (absent when it could not be loaded). */
  speechId?: number;
}

const titles: Record<AnalysisErrorReason, string> = {
  load: 'Speech not available',
  failed: 'Analysis failed',
  'timed-out': 'Analysis failed',
  'missing-id': 'Analysis failed',
  'no-speech': 'No speech found',
};

export function AnalysisErrorView({
  reason,
  message,
  onRetry,
  retrying,
  speechId,
}: AnalysisErrorViewProps) {
  const goBack = useGoBack();
  return (
    <Card className="text-center" role="alert" aria-live="assertive">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-danger-soft text-danger">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{titles[reason]}</h2>
      <p className="mx-auto mt-2 max-w-sm text-muted-foreground">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </div>
      {reason !== 'load' && speechId !== undefined ? (
        <ManualTranscript speechId={speechId} />
      ) : null}
    </Card>
  );
}
