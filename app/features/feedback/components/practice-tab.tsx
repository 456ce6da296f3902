import { Bookmark, BookmarkCheck, Clock, Crown, Dumbbell, Lightbulb, Loader2 } from 'lucide-react';
import type { Drill } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import { Badge } from '@app/components/ui/badge';
import { Button } from '@app/components/ui/button';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { getErrorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { useSaveSpeech } from '@app/features/speeches/public';
import type { CoachFeedbackState } from '../hooks/use-coach-feedback';
import { FeedbackPending } from './feedback-status';

const FOCUS_LABELS: Record<Drill['focus'], string> = {
  clarity: 'Clarity',
  pacing: 'Pacing',
  confidence: 'Confidence',
  delivery: 'Delivery',
  structure: 'Structure',
  language: 'Language',
};

function DrillCard({ drill }: { drill: Drill }) {
  return (
    <li className="rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{drill.title}</h3>
        <span className="flex items-center gap-1.5">
          <Badge tone="primary">{FOCUS_LABELS[drill.focus]}</Badge>
          <Badge tone="neutral">
            <Clock className="size-3" aria-hidden="true" />
            {drill.minutes} min
          </Badge>
        </span>
      </div>
      {drill.why ? <p className="mt-1.5 text-sm text-muted-foreground">{drill.why}</p> : null}
      {drill.steps.length > 0 ? (
        <ol className="mt-3 space-y-2">
          {drill.steps.map((step, index) => (
            <li key={index} className="flex gap-3 text-sm leading-relaxed">
              <span
                className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary-strong"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function SaveAnalysis({ speech }: { speech: SpeechDto }) {
  const save = useSaveSpeech(speech.id);
  const saved = speech.saved || save.isSuccess;
  return (
    <Card aria-labelledby="save-title" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <CardTitle id="save-title">Keep this analysis</CardTitle>
        <CardDescription>
          {saved
            ? 'Saved. Come back to it any time from Progress.'
            : 'Save it to come back to these drills and compare your next speech.'}
        </CardDescription>
      </div>
      <Button
        size="lg"
        variant={saved ? 'secondary' : 'primary'}
        disabled={saved || save.isPending}
        onClick={() =>
          save.mutate(true, {
            onSuccess: () =>
              toast({
                title: 'Analysis saved',
                description: 'Find it any time in Progress.',
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: 'Error saving',
                description: getErrorMessage(error),
                variant: 'destructive',
              }),
          })
        }
      >
        {save.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : saved ? (
          <BookmarkCheck aria-hidden="true" />
        ) : (
          <Bookmark aria-hidden="true" />
        )}
        {saved ? 'Analysis Saved' : 'Save Analysis'}
      </Button>
    </Card>
  );
}

interface PracticeTabProps {
  speech: SpeechDto;
  feedback: CoachFeedbackState;
  isPro: boolean;
  onRetry: () => void;
}

/** Practice Drills & Tips: what to practise next, Pro's advanced tips, and Save Analysis. */
export function PracticeTab({ speech, feedback, isPro, onRetry }: PracticeTabProps) {
  const body = feedback.status === 'success' ? feedback.data.feedback : null;
  return (
    <div className="space-y-4">
      {body === null ? (
        <FeedbackPending state={feedback} onRetry={onRetry} />
      ) : (
        <>
          <Card aria-labelledby="drills-title">
            <CardTitle id="drills-title" className="flex items-center gap-2">
              <Dumbbell className="size-5 text-muted-foreground" aria-hidden="true" />
              Practice drills
            </CardTitle>
            <CardDescription>
              Short exercises chosen for what this speech needs most.
            </CardDescription>
            {body.drills.length > 0 ? (
              <ul className="mt-4 space-y-3">
                {body.drills.map((drill) => (
                  <DrillCard key={drill.title} drill={drill} />
                ))}
              </ul>
            ) : body.practiceDrills.length > 0 ? (
              <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
                {body.practiceDrills.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-muted-foreground">No drills this time.</p>
            )}
          </Card>

          {body.practiceTips.length > 0 ? (
            <Card aria-labelledby="tips-title">
              <CardTitle id="tips-title" className="flex items-center gap-2">
                <Lightbulb className="size-5 text-primary-strong" aria-hidden="true" />
                Tips
              </CardTitle>
              <ul className="mt-3 space-y-3">
                {body.practiceTips.map((tip) => (
                  <li key={tip} className="flex gap-2.5 text-sm leading-relaxed">
                    <span
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                      aria-hidden="true"
                    />
                    {tip}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}

          {isPro && body.advancedTips.length > 0 ? (
            <Card aria-labelledby="advanced-tips-title">
              <CardTitle id="advanced-tips-title" className="flex items-center gap-2">
                <Crown className="size-5 text-primary-strong" aria-hidden="true" />
                Advanced tips
                <Badge tone="primary">Pro</Badge>
              </CardTitle>
              <ul className="mt-3 space-y-3">
                {body.advancedTips.map((tip) => (
                  <li key={tip} className="flex gap-2.5 text-sm leading-relaxed">
                    <Crown
                      className="mt-0.5 size-4 shrink-0 text-primary-strong"
                      aria-hidden="true"
                    />
                    {tip}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {!isPro ? (
            <p className="flex items-start gap-2 rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
              <Crown className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
              Pro accounts also get advanced tips on rhetoric and stage presence for every speech.
            </p>
          ) : null}
        </>
      )}

      <SaveAnalysis speech={speech} />
    </div>
  );
}
