import { BarChart3 } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';
import { computeStreaks } from '@common/progress/streak';
import { Card } from '@app/components/ui/card';
import { Spinner } from '@app/components/ui/spinner';
import { RetakeGroupsCard } from '@app/features/retakes/public';
import type { ProgressData } from '../hooks/use-progress-data';
import { computeStats } from '../lib/stats';
import { RecordASpeechButton } from './history-tab';
import { PerformanceBreakdown } from './performance-breakdown';
import { StatCards } from './stat-cards';
import { StreakCard } from './streak-card';
import { TrendsCard } from './trends-card';

function Footer() {
  return (
    <p className="pt-2 text-center text-sm text-muted-foreground">
      Made with <span aria-label="love">❤️</span> by {PRODUCT_NAME}
    </p>
  );
}

/** The Stats tab (spec 2): stat cards, Daily Streak, trends, Performance Breakdown, footer. */
export function StatsTab({ data, now }: { data: ProgressData; now: number }) {
  const { speeches, allFeedback } = data;
  if (speeches.isPending && !speeches.isError) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading your stats" />
      </div>
    );
  }
  const speechList = speeches.data ?? [];
  const feedback = allFeedback.data ?? [];
  if (speechList.length === 0) {
    return (
      <div className="space-y-6">
        <Card className="py-10 text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary-strong">
            <BarChart3 className="size-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold">No Stats Available Yet</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-muted-foreground">
            Record a speech to unlock your speaking progress stats!
          </p>
          <RecordASpeechButton />
        </Card>
        <Footer />
      </div>
    );
  }

  const stats = computeStats(speechList, feedback);
  const streaks = computeStreaks(
    speechList.map((speech) => speech.recordedAt),
    new Date(now),
  );
  return (
    <div className="space-y-4">
      <StatCards stats={stats} />
      <StreakCard streaks={streaks} />
      <TrendsCard speeches={speechList} feedback={feedback} />
      <RetakeGroupsCard speeches={speechList} />
      <PerformanceBreakdown breakdown={stats.breakdown} />
      <Footer />
    </div>
  );
}
