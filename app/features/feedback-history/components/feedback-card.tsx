import { lazy, Suspense, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import {
  ChevronDown,
  ChevronUp,
  Cloud,
  Dumbbell,
  Heart,
  Lightbulb,
  PenLine,
  Quote,
  Share2,
  Smartphone,
} from 'lucide-react';
import type { DisplayedFeedback } from '@common/contract/feedback';
import { coachingModeBadge } from '@common/coaching/coaching-modes';
import { OVERALL_SCORE_NOTES, OVERALL_SCORE_PARTS } from '@common/measures/overall-score';
import { AudioPlayer } from '@app/components/audio/audio-player';
import { Badge } from '@app/components/ui/badge';
import { Button } from '@app/components/ui/button';
import { cn } from '@app/lib/cn';
import { formatRelativeTime } from '@app/lib/format';
import { formatScore, getScoreTone } from '@app/features/feedback/public';
import { getAverageScore } from '../lib/feedback-scores';
import { ScoreTiles, toneText } from './score-tiles';

const ShareFeedbackDialog = lazy(() =>
  import('./share-feedback-dialog').then((module) => ({ default: module.ShareFeedbackDialog })),
);

const toneBorder = {
  good: 'border-accent/50 border-l-accent',
  warning: 'border-warning/50 border-l-warning',
  bad: 'border-danger/50 border-l-danger',
} as const;

const BREAKDOWN = [
  ['structureAndFlow', 'Structure & Flow'],
  ['vocalDelivery', 'Vocal Delivery'],
  ['messageImpact', 'Message Impact'],
  ['languageAndPrecision', 'Language & Precision'],
] as const;

const REFLECTION_PREVIEW_CHARS = 60;

const STORAGE = {
  cloud: { label: 'Cloud storage', Icon: Cloud },
  device: { label: 'On this device', Icon: Smartphone },
} as const;

type HeadingLevel = 'h3' | 'h4';
const SUBHEADING = { h3: 'h4', h4: 'h5' } as const;

function Section({
  icon: Icon,
  title,
  level,
  children,
}: {
  icon: typeof Lightbulb;
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const Heading = SUBHEADING[level];
  return (
    <section className="space-y-2">
      <Heading className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-primary-strong" aria-hidden="true" />
        {title}
      </Heading>
      {children}
    </section>
  );
}

function CoachBreakdown({ feedback, level }: { feedback: DisplayedFeedback; level: HeadingLevel }) {
  const breakdown = feedback.coach_breakdown;
  const items = breakdown
    ? BREAKDOWN.map(([key, label]) => ({ key, label, text: breakdown[key] }))
    : [
        { key: 'strengths', label: 'Strengths', text: feedback.breakdown.strengths.join(' ') },
        {
          key: 'weaknesses',
          label: 'Areas to Improve',
          text: feedback.breakdown.weaknesses.join(' '),
        },
      ].filter((item) => item.text !== '');
  if (items.length === 0) return null;
  return (
    <Section icon={PenLine} title="Coach Breakdown" level={level}>
      <Accordion.Root
        type="multiple"
        className="divide-y divide-border rounded-xl border border-border"
      >
        {items.map((item) => (
          <Accordion.Item key={item.key} value={item.key}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-3 px-3.5 py-3 text-left text-sm font-medium hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-ring">
                {item.label}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-3.5 pb-3 text-sm leading-relaxed text-muted-foreground">
              {item.text}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1.5 text-sm leading-relaxed">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2">
          <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function ExpandedFeedback({
  feedback,
  level,
}: {
  feedback: DisplayedFeedback;
  level: HeadingLevel;
}) {
  const Heading = SUBHEADING[level];
  return (
    <div className="mt-5 space-y-5">
      <CoachBreakdown feedback={feedback} level={level} />
      {feedback.examples_and_rewrites.length > 0 ? (
        <Section icon={PenLine} title="Suggested Rewrites" level={level}>
          <ul className="space-y-3">
            {feedback.examples_and_rewrites.map((rewrite, index) => (
              <li key={index} className="rounded-xl bg-surface-muted p-3.5 text-sm leading-relaxed">
                <p className="text-muted-foreground">
                  <span className="font-semibold text-foreground">You said: </span>“
                  {rewrite.original}”
                </p>
                <p className="mt-1.5">
                  <span className="font-semibold text-accent">Try: </span>“{rewrite.improved}”
                </p>
                {rewrite.explanation ? (
                  <p className="mt-1.5 text-xs text-muted-foreground">{rewrite.explanation}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {feedback.tips.length > 0 ? (
        <Section icon={Lightbulb} title="Tips" level={level}>
          <List items={feedback.tips} />
        </Section>
      ) : null}
      {feedback.actionable_drills.length > 0 ? (
        <Section icon={Dumbbell} title="Practice Drills" level={level}>
          <List items={feedback.actionable_drills} />
        </Section>
      ) : null}
      {feedback.emotional_reflection ? (
        <Section icon={Heart} title="Emotional Reflection" level={level}>
          <p className="text-sm leading-relaxed">{feedback.emotional_reflection}</p>
        </Section>
      ) : null}
      {feedback.coach_notes ? (
        <Section icon={Quote} title="Coach Notes" level={level}>
          <figure className="rounded-xl border-l-4 border-primary bg-primary-soft/60 p-3.5 text-sm leading-relaxed">
            <blockquote>{feedback.coach_notes}</blockquote>
            <figcaption className="mt-2 text-xs font-semibold text-primary-strong">
              — Your Public Speaking Coach
            </figcaption>
          </figure>
        </Section>
      ) : null}
      {feedback.audio_url ? (
        <section className="space-y-2">
          <Heading className="text-sm font-semibold">Speech Recording</Heading>
          <AudioPlayer
            src={feedback.audio_url}
            label={`Speech recording: ${feedback.summary_tag}`}
          />
        </section>
      ) : null}
    </div>
  );
}

interface FeedbackCardProps {
  feedback: DisplayedFeedback;
  /** Now in ms, for the age of the feedback. */
  now: number;
  /** Where this feedback is kept, shown beside its age (a guest's stays on the device). */
  storage?: 'cloud' | 'device';
  /** The card's heading level in the surrounding page. */
  headingLevel?: HeadingLevel;
}

/**
 * A feedback card (spec 2): collapsed shows the summary, mode, age, four scores,
 * the first tip and the start of the reflection; expanded shows everything. The
 * border colour follows the average score (8 green, 6 yellow, else red).
 */
export function FeedbackCard({
  feedback,
  now,
  storage = 'cloud',
  headingLevel: Title = 'h3',
}: FeedbackCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [sharing, setSharing] = useState(false);
  const StorageIcon = STORAGE[storage].Icon;
  const titleId = useId();
  const detailsId = useId();
  const average = getAverageScore(feedback.scores);
  const tone = getScoreTone(average);
  const [firstTip] = feedback.tips;
  const moreTips = Math.max(0, feedback.tips.length - 1);
  const reflection = feedback.emotional_reflection.trim();
  const reflectionPreview =
    reflection.length > REFLECTION_PREVIEW_CHARS
      ? `${reflection.slice(0, REFLECTION_PREVIEW_CHARS).trimEnd()}…`
      : reflection;

  // A click anywhere on a collapsed card expands it (spec 2); the button does it for keyboards.
  const expandOnClick = (event: MouseEvent<HTMLElement>) => {
    if (expanded) return;
    if ((event.target as HTMLElement).closest('button, a, input, [role="slider"]')) return;
    if (window.getSelection()?.toString()) return;
    setExpanded(true);
  };

  return (
    <article
      aria-labelledby={titleId}
      onClick={expandOnClick}
      className={cn(
        'rounded-2xl border border-l-4 bg-surface p-4 shadow-(--shadow-card) transition-colors sm:p-5',
        toneBorder[tone],
        !expanded && 'cursor-pointer hover:bg-surface-muted/30',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Title id={titleId} className="font-semibold">
              {feedback.summary_tag || 'Feedback'}
            </Title>
            <Badge tone="primary">{coachingModeBadge(feedback.coaching_mode)}</Badge>
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
            <StorageIcon className="size-3.5" aria-hidden="true" />
            <span>
              {formatRelativeTime(feedback.created_at, new Date(now))} · {STORAGE[storage].label}
            </span>
          </p>
        </div>
        <p
          className={cn('shrink-0 text-right', toneText[tone])}
          title={OVERALL_SCORE_NOTES.progress}
        >
          <span className="text-2xl font-bold tabular-nums">{formatScore(average)}</span>
          <span className="text-xs font-medium text-muted-foreground">/10</span>
          <span className="sr-only"> average score, of {OVERALL_SCORE_PARTS.progress}</span>
        </p>
      </div>

      <div className="mt-4">
        <ScoreTiles scores={feedback.scores} />
      </div>

      {!expanded ? (
        <>
          {firstTip ? (
            <p className="mt-4 flex gap-2 text-sm leading-relaxed">
              <Lightbulb
                className="mt-0.5 size-4 shrink-0 text-primary-strong"
                aria-hidden="true"
              />
              <span>{firstTip}</span>
            </p>
          ) : null}
          {reflectionPreview ? (
            <p className="mt-3 text-sm text-muted-foreground italic">{reflectionPreview}</p>
          ) : null}
        </>
      ) : (
        <div id={detailsId}>
          <ExpandedFeedback feedback={feedback} level={Title} />
        </div>
      )}

      <div className="mt-4 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 h-auto min-h-9 min-w-0 shrink py-1.5 text-left whitespace-normal text-primary-strong"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (
            <>
              <ChevronUp aria-hidden="true" />
              Show Less
            </>
          ) : (
            <>
              <ChevronDown aria-hidden="true" />
              {moreTips > 0
                ? `Show ${moreTips} more tip${moreTips === 1 ? '' : 's'} and full feedback`
                : 'Show full feedback'}
            </>
          )}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setSharing(true)}
          aria-label={`Share feedback: ${feedback.summary_tag || 'Feedback'}`}
        >
          <Share2 aria-hidden="true" />
          <span className="hidden sm:inline">Share</span>
        </Button>
      </div>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareFeedbackDialog
            feedback={feedback}
            averageScore={average}
            open={sharing}
            onOpenChange={setSharing}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
