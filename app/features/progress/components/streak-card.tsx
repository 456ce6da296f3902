import { Link } from 'react-router';
import { Flame, Trophy } from 'lucide-react';
import type { Streaks } from '@common/progress/streak';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { cn } from '@app/lib/cn';

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** The Daily Streak card (spec 2): current and best streak, and a way to record when today is empty. */
export function StreakCard({ streaks }: { streaks: Streaks }) {
  const { current, best, activeToday } = streaks;
  return (
    <Card aria-labelledby="daily-streak-title" className="overflow-hidden">
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'grid size-14 shrink-0 place-items-center rounded-2xl',
            current > 0
              ? 'bg-primary text-primary-foreground'
              : 'bg-primary-soft text-primary-strong',
          )}
        >
          <Flame className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="daily-streak-title" className="text-lg font-semibold tracking-tight">
            Daily Streak
          </h2>
          <p className="mt-1 text-sm">
            {current > 0
              ? `You've spoken for ${days(current)} in a row!`
              : 'Record today to start your streak!'}
          </p>
        </div>
        <p className="shrink-0 text-right" aria-hidden="true">
          <span className="block text-3xl leading-none font-bold tabular-nums">{current}</span>
          <span className="text-xs text-muted-foreground">{current === 1 ? 'day' : 'days'}</span>
        </p>
      </div>
      <div className="mt-4 flex items-center gap-3 rounded-xl bg-surface-muted px-3.5 py-3">
        <Trophy className="size-5 shrink-0 text-primary-strong" aria-hidden="true" />
        <p className="text-sm">
          <span className="font-semibold">Best Streak</span>
          <span className="block text-muted-foreground">Your longest streak is {days(best)}</span>
        </p>
      </div>
      {!activeToday ? (
        <Button asChild className="mt-4 w-full">
          <Link to="/">
            {current > 0 ? 'Keep It Going → Record Now' : 'Start Your Streak → Record Now'}
          </Link>
        </Button>
      ) : null}
    </Card>
  );
}
