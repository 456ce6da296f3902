import { Link } from 'react-router';
import { ArrowRight, Clock, Gauge, ShieldCheck } from 'lucide-react';
import type { SpeechDto } from '@common/contract/speech';
import { Card } from '@app/components/ui/card';
import { formatDuration, formatRecordedAt, normaliseTitle } from '@app/lib/format';

function Metric({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Gauge;
  label: string;
  value: string;
}) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** 'Your Last Recording' (spec 2): date, duration, title, WPM and confidence or a dash, a way to its analysis. */
export function LastRecordingCard({ speech, now }: { speech: SpeechDto; now: number }) {
  const title = normaliseTitle(speech.title);
  const wpm = speech.analysis?.wordsPerMinute;
  const confidence = speech.analysis?.confidenceScore;
  return (
    <Card aria-labelledby="last-recording-title" className="relative">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="last-recording-title"
            className="text-xs font-semibold tracking-wide text-primary-strong uppercase"
          >
            Your Last Recording
          </h2>
          <p className="mt-2 line-clamp-2 text-lg leading-snug font-semibold">{title}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span>{formatRecordedAt(speech.recordedAt, new Date(now))}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Clock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Length </span>
              {formatDuration(speech.duration)}
            </span>
          </p>
        </div>
        <Link
          to={`/feedback/${speech.id}`}
          aria-label={`Open the analysis of ${title}`}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground transition-colors after:absolute after:inset-0 after:rounded-(--radius-card) after:content-[''] hover:bg-primary-hover"
        >
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2">
        <Metric
          icon={Gauge}
          label="Words per minute"
          value={typeof wpm === 'number' ? String(Math.round(wpm)) : '—'}
        />
        <Metric
          icon={ShieldCheck}
          label="Confidence"
          value={typeof confidence === 'number' ? `${Math.round(confidence)}%` : '—'}
        />
      </dl>
    </Card>
  );
}
