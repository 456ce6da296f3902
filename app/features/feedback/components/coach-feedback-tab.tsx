import type { ReactNode } from 'react';
import {
  ArrowDown,
  CircleCheck,
  Cpu,
  Heart,
  History,
  PenLine,
  Quote,
  SpellCheck,
  Sparkles,
  Target,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CoachBreakdown, FeedbackResponse, Correction } from '@common/contract/feedback';
import { coachingModeBadge } from '@common/coaching/coaching-modes';
import { Badge } from '@app/components/ui/badge';
import { Card, CardTitle } from '@app/components/ui/card';
import { Spinner } from '@app/components/ui/spinner';
import { formatDuration } from '@app/lib/format';
import type { CoachFeedbackState, LinguisticFeedbackState } from '../hooks/use-coach-feedback';
import { FeedbackPending } from './feedback-status';
import { ModeRubricCard } from './mode-rubric-card';

const BREAKDOWN: Array<{ key: keyof CoachBreakdown; label: string }> = [
  { key: 'structureAndFlow', label: 'Structure & Flow' },
  { key: 'vocalDelivery', label: 'Vocal Delivery' },
  { key: 'messageImpact', label: 'Message Impact' },
  { key: 'languageAndPrecision', label: 'Language & Precision' },
];

const CATEGORY_LABELS: Record<Correction['category'], string> = {
  grammar: 'Grammar',
  repetition: 'Repetition',
  hedge: 'Hedge',
  wording: 'Wording',
};

/** 'rules' is the built-in coach; anything else names the model that wrote the feedback. */
function getEngineLabel(modelUsed: string): string {
  return modelUsed === 'rules' ? 'Built-in coach' : `AI model: ${modelUsed}`;
}

function Section({
  id,
  icon: Icon,
  title,
  children,
  iconClassName = 'text-muted-foreground',
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  iconClassName?: string;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} className="flex items-center gap-2">
        <Icon className={`size-5 ${iconClassName}`} aria-hidden="true" />
        {title}
      </CardTitle>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function PointList({
  items,
  icon: Icon,
  tone,
}: {
  items: string[];
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-sm leading-relaxed">
          <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Rewrites({ rewrites }: { rewrites: FeedbackResponse['feedback']['rewrites'] }) {
  return (
    <ol className="space-y-4">
      {rewrites.map((rewrite, index) => (
        <li key={index} className="rounded-xl border border-border p-4">
          <p className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            You said
            {typeof rewrite.time === 'number' ? (
              <span className="font-normal normal-case tabular-nums">
                at {formatDuration(rewrite.time)}
              </span>
            ) : null}
          </p>
          <blockquote className="mt-1 text-sm text-muted-foreground italic">
            &ldquo;{rewrite.original}&rdquo;
          </blockquote>
          <ArrowDown className="my-2 size-4 text-muted-foreground" aria-hidden="true" />
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">Try</p>
          <blockquote className="mt-1 rounded-lg bg-accent-soft px-3 py-2 text-sm font-medium">
            &ldquo;{rewrite.improved}&rdquo;
          </blockquote>
          {rewrite.explanation ? (
            <p className="mt-2 text-sm text-muted-foreground">{rewrite.explanation}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function LinguisticCorrections({ state }: { state: LinguisticFeedbackState }) {
  if (state.status === 'skipped') return null;
  return (
    <Section id="corrections-title" icon={SpellCheck} title="Language corrections">
      {state.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="[&_svg]:size-4" label="Checking your wording" />
          Checking your wording...
        </p>
      ) : state.status === 'error' ? (
        <p className="text-sm text-muted-foreground">
          We couldn't check your wording this time. Your other feedback is complete.
        </p>
      ) : state.data.corrections.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No corrections: your wording was clear and correct.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {state.data.corrections.map((correction) => (
            <li key={`${correction.start}-${correction.end}`} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded bg-danger-soft px-1.5 py-0.5 text-danger line-through decoration-1">
                  {correction.original}
                </span>
                <span aria-hidden="true" className="text-muted-foreground">
                  &rarr;
                </span>
                <span className="sr-only">becomes</span>
                <span className="rounded bg-accent-soft px-1.5 py-0.5 font-medium text-accent">
                  {correction.suggestion}
                </span>
                <Badge tone="neutral">{CATEGORY_LABELS[correction.category]}</Badge>
              </div>
              <p className="mt-1.5 text-sm text-muted-foreground">{correction.reason}</p>
              {correction.context ? (
                <p className="mt-1 text-xs text-muted-foreground italic">
                  &ldquo;{correction.context}&rdquo;
                  {correction.time !== null ? ` (${formatDuration(correction.time)})` : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

interface CoachFeedbackTabProps {
  feedback: CoachFeedbackState;
  linguistic: LinguisticFeedbackState;
  onRetry: () => void;
}

/**
 * AI Coach Feedback: the overview, Strengths and Areas to Improve (spec: on the
 * page but not tabs of their own), rewrites, the breakdown, the emotional
 * reflection, language corrections and the signed coach note.
 */
export function CoachFeedbackTab({ feedback, linguistic, onRetry }: CoachFeedbackTabProps) {
  if (feedback.status !== 'success') {
    return (
      <div className="space-y-4">
        <FeedbackPending state={feedback} onRetry={onRetry} />
        {feedback.status === 'error' ? <LinguisticCorrections state={linguistic} /> : null}
      </div>
    );
  }
  const { data } = feedback;
  const body = data.feedback;

  return (
    <div className="space-y-4">
      <Card aria-labelledby="coach-overview-title">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">
            <Cpu className="size-3.5" aria-hidden="true" />
            {getEngineLabel(data.modelUsed)}
          </Badge>
          <Badge tone="primary">{coachingModeBadge(data.coachingMode)}</Badge>
          {data.fromCache ? (
            <Badge tone="primary">
              <History className="size-3.5" aria-hidden="true" />
              Retrieved Existing Feedback
            </Badge>
          ) : null}
        </div>
        <CardTitle id="coach-overview-title" className="mt-3 flex items-center gap-2">
          <Sparkles className="size-5 text-primary-strong" aria-hidden="true" />
          {body.summaryTag}
        </CardTitle>
        <p className="mt-2 leading-relaxed">{body.overview}</p>
        {data.usedFallback ? (
          <p className="mt-3 text-xs text-muted-foreground">
            The AI coach was not available, so the built-in coach wrote this feedback.
          </p>
        ) : null}
      </Card>

      {body.rubric ? <ModeRubricCard rubric={body.rubric} /> : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Section
          id="strengths-title"
          icon={CircleCheck}
          title="Strengths"
          iconClassName="text-accent"
        >
          {body.strengths.length > 0 ? (
            <PointList items={body.strengths} icon={CircleCheck} tone="text-accent" />
          ) : (
            <p className="text-sm text-muted-foreground">
              Keep recording: strengths show with practice.
            </p>
          )}
        </Section>
        <Section
          id="improvements-title"
          icon={Target}
          title="Areas to Improve"
          iconClassName="text-warning"
        >
          {body.improvements.length > 0 ? (
            <PointList items={body.improvements} icon={Target} tone="text-warning" />
          ) : (
            <p className="text-sm text-muted-foreground">Nothing stood out. Well done.</p>
          )}
        </Section>
      </div>

      {body.rewrites.length > 0 ? (
        <Section id="rewrites-title" icon={PenLine} title="Suggested Rewrites">
          <Rewrites rewrites={body.rewrites} />
        </Section>
      ) : null}

      <Section id="breakdown-title" icon={Sparkles} title="Coach Breakdown">
        <dl className="space-y-3">
          {BREAKDOWN.map(({ key, label }) =>
            body.coachBreakdown[key] ? (
              <div key={key}>
                <dt className="text-sm font-semibold">{label}</dt>
                <dd className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
                  {body.coachBreakdown[key]}
                </dd>
              </div>
            ) : null,
          )}
        </dl>
      </Section>

      {body.emotionalReflection ? (
        <Section
          id="reflection-title"
          icon={Heart}
          title="Emotional Reflection"
          iconClassName="text-danger"
        >
          <p className="leading-relaxed">{body.emotionalReflection}</p>
        </Section>
      ) : null}

      <LinguisticCorrections state={linguistic} />

      <Card aria-labelledby="coach-note-title" className="bg-primary-soft/60">
        <CardTitle id="coach-note-title" className="flex items-center gap-2">
          <Quote className="size-5 text-primary-strong" aria-hidden="true" />
          Coach Note
        </CardTitle>
        <blockquote className="mt-3 leading-relaxed">{body.coachNote}</blockquote>
        <p className="mt-3 text-right text-sm font-medium text-muted-foreground italic">
          &mdash; Your Public Speaking Coach
        </p>
      </Card>
    </div>
  );
}
