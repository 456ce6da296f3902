import { useSpeech } from '@app/features/speeches/public';
import { useAnalysisPage } from '../hooks/use-analysis-page';
import { AnalysisCompleteView } from './analysis-complete-view';
import { AnalysisErrorView } from './analysis-error-view';
import { ProcessingView } from './processing-view';

/** The speech analysis page body: pending/processing, error or complete (spec 2 and 4). */
export function SpeechAnalysis({ speechId }: { speechId: number }) {
  const { state, retry, isRetrying, stage } = useAnalysisPage(speechId);
  const speech = useSpeech(speechId).data?.speech;

  switch (state.kind) {
    case 'pending':
    case 'processing':
      return <ProcessingView stage={stage} />;
    case 'error':
      return (
        <AnalysisErrorView
          reason={state.reason}
          message={state.message}
          onRetry={retry}
          retrying={isRetrying}
          speechId={speech?.id}
        />
      );
    case 'complete':
      return <AnalysisCompleteView speech={state.speech} analysis={state.analysis} />;
  }
}
