import { useRef } from 'react';
import { CalendarDays, Clock } from 'lucide-react';
import { UNTITLED_RECORDING } from '@common/constants';
import { recordingLength } from '@common/measures/duration';
import type { SpeechDto } from '@common/contract/speech';
import { Card } from '@app/components/ui/card';
import { Tabs, TabsContent } from '@app/components/ui/tabs';
import { formatDuration, formatRecordedAt } from '@app/lib/format';
import { useCurrentUser } from '@app/features/auth/public';
import { RetakeLinks } from '@app/features/retakes/public';
import { useAnalysisTabs } from '../hooks/use-analysis-tabs';
import { useCoachFeedback } from '../hooks/use-coach-feedback';
import type { CompleteAnalysis } from '../lib/analysis-page-state';
import { AnalysisTabsNav, AnalysisTabsPager } from './analysis-tabs-nav';
import { CoachFeedbackTab } from './coach-feedback-tab';
import { FillersTab } from './fillers-tab';
import { OverviewTab } from './overview-tab';
import { PracticeTab } from './practice-tab';
import { ScoreBreakdownTab } from './score-breakdown-tab';

interface AnalysisCompleteViewProps {
  speech: SpeechDto;
  analysis: CompleteAnalysis;
}

const panelClasses =
  'rounded-(--radius-card) focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring';

/**
 * The complete analysis (spec 2 and 4): the speech's title, then five tabs.
 * Feedback and linguistic feedback are requested once when this view mounts;
 * the measured sections show at once, the coach's sections when it answers.
 */
export function AnalysisCompleteView({ speech, analysis }: AnalysisCompleteViewProps) {
  const user = useCurrentUser();
  const { feedback, linguistic, retry } = useCoachFeedback({ speech, analysis, user });
  const navRef = useRef<HTMLDivElement>(null);
  const tabs = useAnalysisTabs(() => {
    // After Next/Previous at the end of a long tab, show the new tab from its top.
    const nav = navRef.current;
    if (nav && nav.getBoundingClientRect().top < 0) nav.scrollIntoView({ block: 'start' });
  });
  const duration = recordingLength(speech.duration, analysis.details?.durationSec);

  return (
    <div className="space-y-4">
      <Card>
        <h2 className="text-2xl font-bold tracking-tight text-balance break-words">
          {speech.title.trim() || UNTITLED_RECORDING}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            {formatRecordedAt(speech.recordedAt)}
          </span>
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">Duration</span>
            {formatDuration(duration)}
          </span>
        </p>
        {speech.prompt ? (
          <p className="mt-4 rounded-xl bg-surface-muted px-4 py-3 text-sm">
            <span className="font-medium text-muted-foreground">Topic: </span>
            {speech.prompt}
          </p>
        ) : null}
        <RetakeLinks speech={speech} />
      </Card>

      <Tabs value={tabs.active} onValueChange={tabs.select}>
        <AnalysisTabsNav ref={navRef} active={tabs.active} visited={tabs.visited} />

        <TabsContent value="overview" className={panelClasses}>
          <OverviewTab speech={speech} analysis={analysis} feedback={feedback} onRetry={retry} />
        </TabsContent>
        <TabsContent value="scores" className={panelClasses}>
          <ScoreBreakdownTab
            speech={speech}
            analysis={analysis}
            feedback={feedback}
            onRetry={retry}
          />
        </TabsContent>
        <TabsContent value="coach" className={panelClasses}>
          <CoachFeedbackTab feedback={feedback} linguistic={linguistic} onRetry={retry} />
        </TabsContent>
        <TabsContent value="fillers" className={panelClasses}>
          <FillersTab speech={speech} analysis={analysis} />
        </TabsContent>
        <TabsContent value="practice" className={panelClasses}>
          <PracticeTab
            speech={speech}
            feedback={feedback}
            isPro={user?.isPro ?? false}
            onRetry={retry}
          />
        </TabsContent>

        <AnalysisTabsPager active={tabs.active} onStep={tabs.step} />
      </Tabs>
    </div>
  );
}
