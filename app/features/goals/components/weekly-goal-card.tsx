import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, CircleDashed, Pencil, Target } from 'lucide-react';
import { PACE_GOOD } from '@common/measures/bands';
import { WEEKLY_GOAL_LIMITS, type GoalPart, type WeeklyGoal } from '@common/progress/weekly-goal';
import { Button } from '@app/components/ui/button';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { Input, Label } from '@app/components/ui/field';
import { getErrorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { useSetWeeklyGoal } from '../api/set-weekly-goal';
import { useWeeklyGoalProgress } from '../hooks/use-weekly-goal-progress';

const EMPTY: WeeklyGoal = { sessionsPerWeek: null, maxFillersPerMinute: null, paceInBand: false };

function Part({ label, part }: { label: string; part: GoalPart }) {
  return (
    <li className="flex gap-2.5 text-sm">
      {part.met ? (
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      ) : (
        <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <span>
        <span className="font-medium">{label}:</span> {part.text}
        <span className="sr-only">{part.met ? ', reached' : ', not reached yet'}</span>
      </span>
    </li>
  );
}

function GoalForm({ initial, onDone }: { initial: WeeklyGoal; onDone: () => void }) {
  const id = useId();
  const save = useSetWeeklyGoal();
  const [sessions, setSessions] = useState(initial.sessionsPerWeek?.toString() ?? '');
  const [fillers, setFillers] = useState(initial.maxFillersPerMinute?.toString() ?? '');
  const [pace, setPace] = useState(initial.paceInBand);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const goal: WeeklyGoal = {
      sessionsPerWeek: sessions.trim() === '' ? null : Number(sessions),
      maxFillersPerMinute: fillers.trim() === '' ? null : Number(fillers),
      paceInBand: pace,
    };
    save.mutate(goal, {
      onSuccess: ({ goal: saved }) => {
        toast({
          title: saved ? 'Goal saved' : 'Goal cleared',
          description: saved ? 'Your progress is counted from Monday (UTC).' : undefined,
          variant: 'success',
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Could not save the goal',
          description: getErrorMessage(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-3">
      <div>
        <Label htmlFor={`${id}-sessions`}>Sessions per week</Label>
        <Input
          id={`${id}-sessions`}
          type="number"
          inputMode="numeric"
          min={WEEKLY_GOAL_LIMITS.sessions.min}
          max={WEEKLY_GOAL_LIMITS.sessions.max}
          step={1}
          placeholder="Not set"
          value={sessions}
          onChange={(event) => setSessions(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-fillers`}>Fillers per minute, under</Label>
        <Input
          id={`${id}-fillers`}
          type="number"
          inputMode="decimal"
          min={WEEKLY_GOAL_LIMITS.fillersPerMinute.min}
          max={WEEKLY_GOAL_LIMITS.fillersPerMinute.max}
          step={0.5}
          placeholder="Not set"
          value={fillers}
          onChange={(event) => setFillers(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-(--color-primary)"
          checked={pace}
          onChange={(event) => setPace(event.target.checked)}
        />
        Pace inside {PACE_GOOD.min}-{PACE_GOOD.max} words per minute
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save goal'}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * This week's goal (issue 13): progress toward each part the speaker set, and
 * the form to set it. On Home and Progress.
 */
export function WeeklyGoalCard({ userId }: { userId: number }) {
  const id = useId();
  const { goal, progress } = useWeeklyGoalProgress(userId);
  const [editing, setEditing] = useState(false);
  if (goal.isPending || goal.isError) return null;
  const current = goal.data.goal;

  return (
    <Card aria-labelledby={`${id}-title`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id={`${id}-title`} className="flex items-center gap-2">
            <Target className="size-5 text-primary-strong" aria-hidden="true" />
            Weekly Goal
          </CardTitle>
          <CardDescription className="mt-1">
            {progress
              ? progress.met
                ? 'Reached this week. Well done!'
                : `This week (Monday to Sunday, UTC).`
              : 'Set a goal for the week: sessions, fillers, pace.'}
          </CardDescription>
        </div>
        {!editing ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={current ? 'Edit weekly goal' : 'Set a weekly goal'}
          >
            <Pencil aria-hidden="true" />
            {current ? 'Edit' : 'Set goal'}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <GoalForm initial={current ?? EMPTY} onDone={() => setEditing(false)} />
      ) : progress ? (
        <ul className="mt-3 space-y-2" aria-label="Progress this week">
          {progress.sessions ? <Part label="Sessions" part={progress.sessions} /> : null}
          {progress.fillers ? <Part label="Fillers" part={progress.fillers} /> : null}
          {progress.pace ? <Part label="Pace" part={progress.pace} /> : null}
        </ul>
      ) : null}
    </Card>
  );
}
