import type { Ref } from 'react';
import {
  ChartColumn,
  ChevronLeft,
  ChevronRight,
  Dumbbell,
  LayoutDashboard,
  MessageCircleWarning,
  Sparkles,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { ProgressBar } from '@app/components/ui/progress-bar';
import { TabsList, TabsTrigger } from '@app/components/ui/tabs';
import { cn } from '@app/lib/cn';
import {
  ANALYSIS_TABS,
  getSiblingTab,
  getTabCounter,
  getTabIndex,
  getVisitedPercent,
} from '../lib/analysis-tabs';
import type { AnalysisTab } from '../lib/analysis-tabs';

const icons: Record<AnalysisTab, LucideIcon> = {
  overview: LayoutDashboard,
  scores: ChartColumn,
  coach: Sparkles,
  fillers: MessageCircleWarning,
  practice: Dumbbell,
};

interface AnalysisTabsNavProps {
  active: AnalysisTab;
  visited: ReadonlySet<AnalysisTab>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The five tabs as a row of equal tiles (all five stay visible, even at 360 px),
 * with 'Tab n of 5' and a bar for the share of tabs visited.
 */
export function AnalysisTabsNav({ active, visited, ref }: AnalysisTabsNavProps) {
  const visitedCount = ANALYSIS_TABS.filter((tab) => visited.has(tab.value)).length;
  return (
    <div ref={ref} className="scroll-mt-20 space-y-3">
      <TabsList
        aria-label="Analysis sections"
        loop={false}
        className="grid-flow-row grid-cols-5 rounded-2xl border border-border bg-surface shadow-(--shadow-card)"
      >
        {ANALYSIS_TABS.map((tab) => {
          const Icon = icons[tab.value];
          return (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className={cn(
                'group h-auto min-h-16 flex-col justify-start gap-1 rounded-xl px-0.5 pt-2 pb-1.5 text-center text-[0.6875rem] leading-tight whitespace-normal sm:text-xs',
                'hover:bg-surface-muted data-[state=active]:bg-primary-soft data-[state=active]:shadow-none',
              )}
            >
              <Icon
                className="size-5 shrink-0 group-data-[state=active]:text-primary-strong"
                aria-hidden="true"
              />
              <span className="text-balance break-words hyphens-auto">{tab.label}</span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      <div className="flex items-center gap-3 px-1">
        <p className="shrink-0 text-sm font-medium tabular-nums" aria-live="polite">
          {getTabCounter(active)}
        </p>
        <ProgressBar
          className="h-1.5 flex-1"
          value={getVisitedPercent(visited)}
          label="Tabs visited"
          valueText={`${visitedCount} of ${ANALYSIS_TABS.length} tabs visited`}
        />
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
          {visitedCount}/{ANALYSIS_TABS.length} viewed
        </span>
      </div>
    </div>
  );
}

/** Previous and Next at the end of each tab, named after where they lead. */
export function AnalysisTabsPager({
  active,
  onStep,
}: {
  active: AnalysisTab;
  onStep: (direction: -1 | 1) => void;
}) {
  const index = getTabIndex(active);
  const previous = ANALYSIS_TABS[getTabIndex(getSiblingTab(active, -1))];
  const next = ANALYSIS_TABS[getTabIndex(getSiblingTab(active, 1))];
  return (
    <nav aria-label="Move between tabs" className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="outline"
        onClick={() => onStep(-1)}
        disabled={index === 0}
        className="min-w-0"
        aria-label={index === 0 ? 'Previous' : `Previous: ${previous?.label ?? ''}`}
      >
        <ChevronLeft aria-hidden="true" />
        <span className="truncate">
          Previous
          {index > 0 ? <span className="hidden md:inline">: {previous?.label}</span> : null}
        </span>
      </Button>
      <Button
        variant={index === ANALYSIS_TABS.length - 1 ? 'outline' : 'primary'}
        onClick={() => onStep(1)}
        disabled={index === ANALYSIS_TABS.length - 1}
        className="min-w-0"
        aria-label={index === ANALYSIS_TABS.length - 1 ? 'Next' : `Next: ${next?.label ?? ''}`}
      >
        <span className="truncate">
          Next
          {index < ANALYSIS_TABS.length - 1 ? (
            <span className="hidden md:inline">: {next?.label}</span>
          ) : null}
        </span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
