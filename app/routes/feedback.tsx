import { Suspense, lazy } from 'react';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';

// The analysis page is the heaviest screen (tabs, chart, player): it loads on first visit.
const SpeechAnalysis = lazy(() =>
  import('../features/feedback/components/speech-analysis').then((module) => ({
    default: module.SpeechAnalysis,
  })),
);

export function FeedbackRoute() {
  const { speechId } = useParams();
  const id = Number(speechId);
  if (!speechId || !Number.isInteger(id) || id <= 0) return <Navigate to="/" replace />;
  return (
    <Suspense
      fallback={
        <div className="grid min-h-64 place-items-center">
          <Spinner label="Loading the analysis" />
        </div>
      }
    >
      {/* A new page per speech: timers, polling and the feedback request start afresh. */}
      <SpeechAnalysis key={id} speechId={id} />
    </Suspense>
  );
}
