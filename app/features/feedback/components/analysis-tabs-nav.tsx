import { useEffect, useRef } from 'react';
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
 * The five tabs with their spec names in full, at a readable size: on a phone
 * a row that scrolls sideways (the selected tab is kept in view), from 640 px
 * five equal columns. Then 'Tab n of 5' and a bar for the share visited.
 */
export function AnalysisTabsNav({ active, visited, ref }: AnalysisTabsNavProps) {
  const visitedCount = ANALYSIS_TABS.filter((tab) => visited.has(tab.value)).length;
  const listRef = useRef<HTMLDivElement>(null);

  // Next, Previous and the page's arrow keys select a tab without focusing it:
  // scroll the row (only the row, not the page) so the selected tab shows.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // The list is positioned, so offsets are from its own edge.
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: 'smooth' });
    }
  }, [active]);

  return (
    <div ref={ref} className="scroll-mt-20 space-y-3">
      <TabsList
        ref={listRef}
        aria-label="Analysis sections"
        loop={false}
        className={cn(
          'relative flex gap-1 overflow-x-auto rounded-2xl border border-border bg-surface shadow-(--shadow-card) [scrollbar-width:none]',
          'sm:grid sm:grid-flow-row sm:grid-cols-5 sm:overflow-visible',
        )}
      >
        {ANALYSIS_TABS.map((tab) => {
          const Icon = icons[tab.value];
          return (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className={cn(
                'group h-11 shrink-0 gap-2 rounded-xl px-3 text-sm',
                'sm:h-auto sm:min-h-16 sm:flex-col sm:justify-start sm:gap-1 sm:px-1 sm:pt-2 sm:pb-1.5 sm:text-center sm:leading-tight sm:whitespace-normal',
                'hover:bg-surface-muted data-[state=active]:bg-primary-soft data-[state=active]:shadow-none',
              )}
            >
              <Icon
                className="size-4! shrink-0 group-data-[state=active]:text-primary-strong sm:size-5!"
                aria-hidden="true"
              />
              <span className="text-balance">{tab.label}</span>
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
