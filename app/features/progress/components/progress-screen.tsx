import { lazy, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { UserDto } from '@common/contract/user';
import { Spinner } from '@app/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@app/components/ui/tabs';
import { prefersReducedMotion } from '@app/lib/reduced-motion';
import { useNow } from '@app/lib/use-now';
import { WeeklyGoalCard } from '@app/features/goals/public';
import { useProgressData } from '../hooks/use-progress-data';
import { HistoryTab } from './history-tab';

// Charts and stats load when the tab is first opened.
const StatsTab = lazy(() => import('./stats-tab').then((module) => ({ default: module.StatsTab })));

type Tab = 'history' | 'stats';

/** Progress (spec 2): History (default) and Stats tabs; ?tab=stats opens the second. */
export function ProgressScreen({ user }: { user: UserDto }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'stats' ? 'stats' : 'history';
  const data = useProgressData(user);
  const now = useNow();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-5">
      <div className="px-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          Progress
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Review your speech history and track your improvement over time
        </p>
      </div>
      <WeeklyGoalCard userId={user.id} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'stats' ? { tab: 'stats' } : {}, { replace: true })
        }
      >
        <TabsList aria-label="Progress views">
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="stats">Stats</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          <HistoryTab user={user} data={data} now={now} onBackToTop={backToTop} />
        </TabsContent>
        <TabsContent value="stats">
          <Suspense
            fallback={
              <div className="grid place-items-center py-16">
                <Spinner label="Loading your stats" />
              </div>
            }
          >
            <StatsTab data={data} now={now} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
