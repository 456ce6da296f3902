import { useMemo } from 'react';
import { ArrowDown, ArrowRight, ArrowUp, Check, GitCompareArrows, Minus, X } from 'lucide-react';
import { Link } from 'react-router';
import type { SpeechDto } from '@common/contract/speech';
import type { DisplayedFeedback } from '@common/contract/feedback';
import { recordingLength } from '@common/measures/duration';
import {
  compareAttempts,
  compareFillerWords,
  compareRepeatedPhrases,
  type MetricChange,
  type Verdict,
} from '@common/measures/retake-comparison';
import { AudioPlayer } from '@app/components/audio/audio-player';
import { Badge, type BadgeTone } from '@app/components/ui/badge';
import { Card, CardTitle } from '@app/components/ui/card';
import { Spinner } from '@app/components/ui/spinner';
import { formatRecordedAt } from '@app/lib/format';
import { useCurrentUser } from '@app/features/auth/public';
import { SpeechTimeline, usePlayback } from '@app/features/feedback/public';
import { useUserFeedback } from '@app/features/feedback-history/public';
import { useSpeech } from '@app/features/speeches/public';
import { attemptMeasuresOf } from '../lib/attempt-measures';

const verdictLook: Record<Verdict, { text: string; tone: BadgeTone; Icon: typeof Check }> = {
  improved: { text: 'Improved', tone: 'good', Icon: Check },
  worse: { text: 'Worse', tone: 'bad', Icon: X },
  same: { text: 'Same', tone: 'neutral', Icon: Minus },
  'not-judged': { text: 'Not judged', tone: 'neutral', Icon: Minus },
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function MetricRow({ change }: { change: MetricChange }) {
  const look = verdictLook[change.verdict];
  const Arrow =
    change.change === null || change.change === 0
      ? ArrowRight
      : change.change > 0
        ? ArrowUp
        : ArrowDown;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3"
      data-verdict={change.verdict}
    >
      <div className="min-w-0">
        <p className="font-medium">{change.label}</p>
        <p className="text-sm text-muted-foreground">{change.reason}</p>
      </div>
      <div className="flex items-center gap-3">
        <p className="text-sm tabular-nums">
          <span className="sr-only">Before </span>
          {change.before ?? '-'}
          <ArrowRight className="mx-1 inline size-3.5 text-muted-foreground" aria-label="then" />
          <span className="sr-only">after </span>
          <span className="font-semibold">{change.after ?? '-'}</span>
          {change.change !== null ? (
            <span className="ml-2 inline-flex items-center text-muted-foreground">
              {/* The arrow gives the direction on screen; a reader hears the signed change. */}
              <Arrow className="size-3.5" aria-hidden="true" />
              <span className="sr-only">change {signed(change.change)}</span>
              <span aria-hidden="true">{change.change === 0 ? 0 : Math.abs(change.change)}</span>
            </span>
          ) : null}
        </p>
        <Badge tone={look.tone}>
          <look.Icon className="size-3.5" aria-hidden="true" />
          {look.text}
        </Badge>
      </div>
    </li>
  );
}

function AttemptTimeline({ speech, label }: { speech: SpeechDto; label: string }) {
  const playback = usePlayback();
  const details = speech.analysis?.details;
  const duration = recordingLength(speech.duration, details?.durationSec);
  return (
    <div className="space-y-3">
      <Card aria-label={`${label} recording`}>
        <h3 className="mb-3 font-semibold break-words">
          {label}:{' '}
          <Link
            className="text-primary-strong underline underline-offset-4"
            to={`/feedback/${speech.id}`}
          >
            {speech.title}
          </Link>
        </h3>
        <AudioPlayer
          src={speech.audioUrl}
          label={`${label} player`}
          durationHint={duration}
          audioRef={playback.audioRef}
        />
      </Card>
      <SpeechTimeline
        details={details}
        durationSec={details?.durationSec ?? duration}
        time={playback.time}
        playing={playback.playing}
        onPlayFrom={playback.playFrom}
        title={`${label} timeline`}
      />
    </div>
  );
}

function WordList({ title, words, empty }: { title: string; words: string[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      {words.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={title}>
          {words.map((word) => (
            <li key={word}>
              <Badge tone="neutral" className="text-sm">
                {word}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const feedbackFor = (records: DisplayedFeedback[] | undefined, speechId: number) =>
  records?.find((record) => record.speech_data.speechId === speechId);

/**
 * A retake beside the attempt it tries again (issue 13): every metric with its
 * change and whether it improved, the fillers and repeated phrases that went
 * away, and both timelines to listen to.
 */
export function RetakeComparison({ retakeId }: { retakeId: number }) {
  const user = useCurrentUser();
  const later = useSpeech(retakeId);
  const earlierId = later.data?.speech.retakeOf ?? 0;
  const earlier = useSpeech(earlierId, { enabled: earlierId > 0 });
  const feedback = useUserFeedback(user?.id, 100).data;

  const laterSpeech = later.data?.speech;
  const earlierSpeech = earlier.data?.speech;
  const laterAnalysis = later.data?.analysis;
  const earlierAnalysis = earlier.data?.analysis;

  const comparison = useMemo(() => {
    if (!laterSpeech || !earlierSpeech || !laterAnalysis || !earlierAnalysis) return null;
    const before = attemptMeasuresOf(
      earlierAnalysis,
      earlierSpeech.duration,
      feedbackFor(feedback, earlierSpeech.id),
    );
    const after = attemptMeasuresOf(
      laterAnalysis,
      laterSpeech.duration,
      feedbackFor(feedback, laterSpeech.id),
    );
    return {
      metrics: compareAttempts(before, after),
      fillers: compareFillerWords(before.fillerWordsList, after.fillerWordsList),
      phrases: compareRepeatedPhrases(before.repeatedPhrases, after.repeatedPhrases),
    };
  }, [laterSpeech, earlierSpeech, laterAnalysis, earlierAnalysis, feedback]);

  if (later.isError || earlier.isError || (laterSpeech && !laterSpeech.retakeOf)) {
    return (
      <Card>
        <p className="font-medium">There is nothing to compare here.</p>
        <p className="mt-1 text-sm text-muted-foreground">
          This speech is not a retake of one of your speeches, or the earlier one was deleted.
        </p>
      </Card>
    );
  }
  if (!laterSpeech || !earlierSpeech) {
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner label="Loading the two attempts" />
      </div>
    );
  }
  if (!comparison) {
    return (
      <Card>
        <p className="font-medium">Your retake is still being analysed.</p>
        <p className="mt-1 text-sm text-muted-foreground">
          <Link className="text-primary-strong underline" to={`/feedback/${laterSpeech.id}`}>
            Open its analysis
          </Link>{' '}
          and come back when it is done.
        </p>
      </Card>
    );
  }

  const improved = comparison.metrics.filter((m) => m.verdict === 'improved').length;
  const worse = comparison.metrics.filter((m) => m.verdict === 'worse').length;

  return (
    <div className="space-y-4">
      <Card aria-labelledby="comparison-title">
        <h2
          id="comparison-title"
          className="flex items-center gap-2 text-2xl font-bold tracking-tight"
        >
          <GitCompareArrows className="size-6 text-muted-foreground" aria-hidden="true" />
          Retake comparison
        </h2>
        {laterSpeech.prompt ? (
          <p className="mt-3 rounded-xl bg-surface-muted px-4 py-3 text-sm">
            <span className="font-medium text-muted-foreground">Prompt: </span>
            {laterSpeech.prompt}
          </p>
        ) : null}
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Earlier attempt</dt>
            <dd className="font-medium">
              {earlierSpeech.title} · {formatRecordedAt(earlierSpeech.recordedAt)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Retake</dt>
            <dd className="font-medium">
              {laterSpeech.title} · {formatRecordedAt(laterSpeech.recordedAt)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm" role="status">
          {improved === 1 ? '1 measure improved' : `${improved} measures improved`},{' '}
          {worse === 1 ? '1 got worse' : `${worse} got worse`}.
        </p>
      </Card>

      <Card aria-labelledby="metrics-title">
        <CardTitle id="metrics-title">Every measure, before and after</CardTitle>
        <ul className="mt-2 divide-y divide-border" aria-label="Measures compared">
          {comparison.metrics.map((change) => (
            <MetricRow key={change.id} change={change} />
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">
          The coach&rsquo;s four scores are compared once both attempts have feedback.
        </p>
      </Card>

      <Card aria-labelledby="words-title" className="space-y-4">
        <CardTitle id="words-title">What went away</CardTitle>
        <WordList
          title="Fillers you no longer said"
          words={comparison.fillers.gone}
          empty="None went away completely."
        />
        <WordList
          title="Fillers you said less"
          words={comparison.fillers.fewer.map((f) => `${f.text} ${f.before} → ${f.after}`)}
          empty="None became rarer."
        />
        <WordList
          title="Fillers that came in or grew"
          words={comparison.fillers.more.map((f) => `${f.text} ${f.before} → ${f.after}`)}
          empty="None."
        />
        <WordList title="Repeated phrases gone" words={comparison.phrases.gone} empty="None." />
        <WordList title="New repeated phrases" words={comparison.phrases.new} empty="None." />
      </Card>

      <section aria-labelledby="timelines-title" className="space-y-4">
        <h2 id="timelines-title" className="px-1 text-lg font-semibold tracking-tight">
          Listen to both
        </h2>
        <AttemptTimeline speech={earlierSpeech} label="Earlier attempt" />
        <AttemptTimeline speech={laterSpeech} label="Retake" />
      </section>
    </div>
  );
}
