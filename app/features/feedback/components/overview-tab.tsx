import { Clock, Gauge, Info, MessageCircleWarning, Mic, ShieldCheck } from 'lucide-react';
import { RECORDING } from '@common/constants';
import type { SpeechDto } from '@common/contract/speech';
import { AudioPlayer } from '@app/components/audio/audio-player';
import { Badge } from '@app/components/ui/badge';
import { Card, CardTitle } from '@app/components/ui/card';
import { ProgressRing } from '@app/components/ui/progress-ring';
import { scoreTone } from '@common/measures/bands';
import {
  analysisOverallScore,
  formatScore,
  OVERALL_SCORE_NOTES,
  OVERALL_SCORE_PARTS,
  progressScore,
} from '@common/measures/overall-score';
import type { CoachFeedbackState } from '../hooks/use-coach-feedback';
import type { CompleteAnalysis } from '../lib/analysis-page-state';
import { getPageMeasures } from '../lib/page-measures';
import { CachedFeedbackNote } from './cached-feedback-note';
import { FeedbackPending } from './feedback-status';
import { usePlayback } from '../hooks/use-playback';
import { MetricCard } from './metric-card';
import { PaceChart } from './pace-chart';
import { RecordingNotes } from './recording-notes';
import { SpeechTimeline } from './speech-timeline';
import { TranscriptCard } from './transcript-card';

const ringTones = { good: 'text-accent', warning: 'text-warning', bad: 'text-danger' } as const;

function OverallScoreCard({
  feedback,
  onRetry,
}: {
  feedback: CoachFeedbackState;
  onRetry: () => void;
}) {
  if (feedback.status !== 'success') {
    return <FeedbackPending state={feedback} onRetry={onRetry} compact />;
  }
  const { scores, feedback: body } = feedback.data;
  const overall = analysisOverallScore(scores);
  const tone = scoreTone(overall);
  // The same speech on Progress: spec 9 defines that score differently.
  const d = body.dimensionScores;
  const onProgress = progressScore({
    clarity: d.clarity / 10,
    pacing: d.pacing / 10,
    confidence: d.confidence / 10,
    delivery: d.delivery / 10,
  });
  return (
    <Card aria-labelledby="overall-score-title" className="flex items-center gap-5">
      <ProgressRing
        value={overall / 10}
        size={104}
        strokeWidth={9}
        indicatorClassName={ringTones[tone]}
        className="shrink-0"
      >
        <p className="text-center leading-none">
          <span className="block text-3xl font-bold tabular-nums">{formatScore(overall)}</span>
          <span className="text-xs font-medium text-muted-foreground">out of 10</span>
        </p>
      </ProgressRing>
      <div className="min-w-0">
        <h2 id="overall-score-title" className="text-sm font-medium text-muted-foreground">
          Overall score
        </h2>
        <Badge tone="primary" className="mt-2 px-3 py-1 text-sm">
          {body.summaryTag}
        </Badge>
        <p className="mt-2 text-sm text-muted-foreground">{OVERALL_SCORE_NOTES.analysis}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          On Progress this speech scores {formatScore(onProgress)}/10, the average of{' '}
          {OVERALL_SCORE_PARTS.progress}.
        </p>
      </div>
    </Card>
  );
}

interface OverviewTabProps {
  speech: SpeechDto;
  analysis: CompleteAnalysis;
  feedback: CoachFeedbackState;
  onRetry: () => void;
}

/** Speech Overview: the headline numbers, the recording and the transcript. */
export function OverviewTab({ speech, analysis, feedback, onRetry }: OverviewTabProps) {
  const measures = getPageMeasures(speech, analysis);
  const duration = measures.duration.seconds;
  const playback = usePlayback();

  return (
    <div className="space-y-4">
      <OverallScoreCard feedback={feedback} onRetry={onRetry} />
      {feedback.status === 'success' && feedback.data.fromCache ? <CachedFeedbackNote /> : null}

      <section aria-label="Speech metrics" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <MetricCard
          icon={Gauge}
          label="Speaking rate"
          value={measures.pace?.wpm ?? 0}
          unit="WPM"
          band={measures.pace?.band}
          hint="Aim for 120-150"
        />
        <MetricCard
          icon={MessageCircleWarning}
          label="Filler words"
          value={measures.fillers.count}
          band={measures.fillers.band}
        />
        <MetricCard
          icon={Clock}
          label="Duration"
          value={measures.duration.text}
          hint={duration < RECORDING.recommendedMinSec ? 'Aim for 2 minutes' : 'Good length'}
        />
        <MetricCard
          icon={ShieldCheck}
          label="Confidence"
          value={`${measures.confidence?.percent ?? 0}%`}
          band={measures.confidence?.band}
        />
      </section>

      {duration < RECORDING.minFeedbackSec ? (
        <p className="flex items-start gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This recording is under 30 seconds. Speak a little longer next time for numbers you can
          trust.
        </p>
      ) : null}

      <Card aria-labelledby="recording-title">
        <CardTitle id="recording-title" className="mb-4 flex items-center gap-2">
          <Mic className="size-5 text-muted-foreground" aria-hidden="true" />
          Recording
        </CardTitle>
        <AudioPlayer
          src={speech.audioUrl}
          label="Speech recording"
          durationHint={duration}
          audioRef={playback.audioRef}
        />
        <RecordingNotes conditions={analysis.details?.recording} />
      </Card>

      <SpeechTimeline
        details={analysis.details}
        durationSec={analysis.details?.durationSec ?? duration}
        time={playback.time}
        playing={playback.playing}
        onPlayFrom={playback.playFrom}
      />
      <TranscriptCard analysis={analysis} onPlayFrom={playback.playFrom} />
      <PaceChart
        windows={analysis.details?.paceOverTime}
        paceVariation={analysis.details?.paceVariation}
      />
    </div>
  );
}
