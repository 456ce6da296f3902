import { CircleCheck, CircleDashed, Clock, ListChecks } from 'lucide-react';
import type { ModeRubric } from '@common/contract/feedback';
import { COACHING_MODE_INFO } from '@common/coaching/coaching-modes';
import { Badge } from '@app/components/ui/badge';
import { Card, CardTitle } from '@app/components/ui/card';
import { formatDuration } from '@app/lib/format';

const LENGTH_TONE = {
  within: 'good',
  short: 'warning',
  long: 'warning',
  none: 'neutral',
} as const;

/**
 * The practice mode's rubric (issue 13): each part of the structure, found with
 * the speaker's words and time, or missing with how to add it; then the length
 * against the mode's target.
 */
export function ModeRubricCard({ rubric }: { rubric: ModeRubric }) {
  const label = COACHING_MODE_INFO[rubric.mode].label;
  return (
    <Card aria-labelledby="mode-rubric-title">
      <CardTitle id="mode-rubric-title" className="flex items-center gap-2">
        <ListChecks className="size-5 text-primary-strong" aria-hidden="true" />
        {label} structure: {rubric.name}
      </CardTitle>
      <p className="mt-2 text-sm leading-relaxed">{rubric.summary}</p>
      <ol className="mt-3 space-y-3">
        {rubric.parts.map((part) => (
          <li key={part.key} className="flex gap-2.5 text-sm leading-relaxed">
            {part.found ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            ) : (
              <CircleDashed className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="font-semibold">
                {part.label}
                <span className="font-normal text-muted-foreground">
                  {part.found
                    ? ` found${part.time !== null ? ` at ${formatDuration(part.time)}` : ''}`
                    : ' missing'}
                </span>
              </p>
              {part.quote ? (
                <blockquote className="mt-0.5 text-muted-foreground italic">
                  {part.quote}
                </blockquote>
              ) : null}
              <p className="mt-0.5 text-muted-foreground">{part.advice}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={LENGTH_TONE[rubric.length.verdict]}>
          <Clock className="size-3.5" aria-hidden="true" />
          Length
        </Badge>
        <span className="text-muted-foreground">{rubric.length.text}</span>
      </p>
    </Card>
  );
}
