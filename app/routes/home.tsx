import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SpeechDto } from '@common/contract/speech';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { PracticeModeSelect, usePracticeMode } from '../features/practice-modes/public';
import { WeeklyGoalCard } from '../features/goals/public';
import { HomeRecordings } from '../features/home/components/home-recordings';
import { getGreeting } from '../features/home/lib/greeting';
import { TopicCard } from '../features/prompts/components/topic-card';
import { useTopicSelection } from '../features/prompts/hooks/use-topic-selection';
import { useRecordingAllowance } from '../features/recording/api/get-recording-allowance';
import { PendingRecordingsCard } from '../features/recording/components/pending-recordings-card';
import { QuickTipsCard } from '../features/recording/components/quick-tips-card';
import { RecordingPanel } from '../features/recording/components/recording-panel';
import { RecordingsLeft } from '../features/recording/components/recordings-left';
import { RetakeBanner, useRetakeTarget } from '../features/retakes/public';

/**
 * Home (spec 2): pick a topic and record first, since that is what a speaker
 * comes for; then any recording not uploaded yet (ADR 14), the last recording,
 * the recent ones (or the empty state) and the Quick Tips. A guest sees the
 * recordings they have left.
 */
export function HomeRoute() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [practiceMode, setPracticeMode] = usePracticeMode();
  const selection = useTopicSelection(practiceMode);
  const { clearCustomTopic } = selection;
  const allowance = useRecordingAllowance(user);
  // "Try this prompt again" (issue 13) opens Home on the earlier speech's prompt.
  const retake = useRetakeTarget();
  /** The kept recording the panel is still naming or saving: the card leaves it to the panel. */
  const [heldId, setHeldId] = useState<string | null>(null);

  const onUploaded = useCallback(
    (speech: SpeechDto) => void navigate(`/feedback/${speech.id}`),
    [navigate],
  );

  return (
    <div className="space-y-4">
      <div className="px-1">
        {/* The allowance shares the greeting's line: on a phone the record button must stay in view. */}
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          {/* data-first-paint: the first-paint script writes the stored user's greeting here. */}
          <p className="text-sm text-muted-foreground" data-first-paint="greeting">
            {getGreeting(user)}
          </p>
          {user?.isGuest ? <RecordingsLeft allowance={allowance.data} /> : null}
        </div>
        {/* The mode shares the heading's line: on a phone the record button must stay in view. */}
        <div className="flex items-center justify-between gap-2">
          <h1 className="shrink-0 text-lg font-bold tracking-tight whitespace-nowrap sm:text-xl">
            Ready to practise?
          </h1>
          <PracticeModeSelect mode={practiceMode} onChange={setPracticeMode} />
        </div>
      </div>
      {retake ? (
        <RetakeBanner target={retake} />
      ) : (
        <TopicCard selection={selection} userId={user?.id ?? null} />
      )}
      <RecordingPanel
        coachingMode={practiceMode}
        topic={retake ? retake.topic : selection.topic}
        retakeOf={retake?.speech?.id ?? null}
        onUploaded={onUploaded}
        onDiscard={clearCustomTopic}
        onHeldChange={setHeldId}
      />
      {user ? (
        <PendingRecordingsCard
          user={user}
          remaining={allowance.data?.remaining}
          heldId={heldId}
          onUploaded={onUploaded}
        />
      ) : null}
      {user ? <WeeklyGoalCard userId={user.id} /> : null}
      <HomeRecordings userId={user?.id} />
      <QuickTipsCard />
    </div>
  );
}
