import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowUp, CloudCheck, History, Mic } from 'lucide-react';
import type { UserDto } from '@common/contract/user';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { Spinner } from '@app/components/ui/spinner';
import {
  FeedbackCard,
  SortMenu,
  groupByMonth,
  sortFeedback,
} from '@app/features/feedback-history/public';
import type { SortOrder } from '@app/features/feedback-history/public';
import { SpeechCard, sortSpeechesNewestFirst } from '@app/features/speeches/public';
import type { ProgressData } from '../hooks/use-progress-data';
import { getHistorySections } from '../lib/history-sections';
import { getStorageNote } from '../lib/storage-note';
import { SectionHeading } from './section-heading';

/** How many recordings show before 'Show all'. */
const RECORDINGS_PREVIEW = 5;

export function RecordASpeechButton() {
  return (
    <Button asChild className="mt-6">
      <Link to="/">
        <Mic aria-hidden="true" />
        Record a Speech
      </Link>
    </Button>
  );
}

/** Spec 2: feedback is stored locally and, when signed in, in the cloud. */
function StorageNote({ isGuest }: { isGuest: boolean }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-3.5 py-3 text-sm text-muted-foreground">
      <CloudCheck className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
      {/* data-first-paint: the first-paint script writes the stored user's note here. */}
      <span data-first-paint="storage-note">{getStorageNote(isGuest)}</span>
    </p>
  );
}

function EmptyHistory() {
  return (
    <Card className="py-10 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary-strong">
        <History className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">No recordings or feedback yet</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-muted-foreground">
        Record a speech to start tracking your speaking journey
      </p>
      <RecordASpeechButton />
    </Card>
  );
}

interface HistoryTabProps {
  user: UserDto;
  data: ProgressData;
  now: number;
  onBackToTop: () => void;
}

/** The History tab (spec 2): All Recordings, Cloud History with its Sort menu, feedback by month. */
export function HistoryTab({ user, data, now, onBackToTop }: HistoryTabProps) {
  const [order, setOrder] = useState<SortOrder>('newest');
  const [showAllRecordings, setShowAllRecordings] = useState(false);
  const { speeches, history, cloud, allFeedback, historyLimit, loadMore } = data;

  const loading = speeches.isPending || allFeedback.isPending;
  if (loading && !speeches.isError && !allFeedback.isError) {
    // The note does not depend on the data: it shows while the lists load.
    return (
      <div className="space-y-8">
        <StorageNote isGuest={user.isGuest} />
        <div className="grid place-items-center py-10">
          <Spinner label="Loading your history" />
        </div>
      </div>
    );
  }

  const recordings = sortSpeechesNewestFirst(speeches.data ?? []);
  const historyItems = history.data ?? [];
  const total = Math.max(allFeedback.data?.length ?? 0, historyItems.length);
  const shown = Math.min(historyItems.length, historyLimit);
  const sections = getHistorySections(
    user.isGuest ? [] : (cloud.data ?? []),
    historyItems.slice(0, shown),
  );
  const cloudItems = sortFeedback(sections.cloud, order);
  if (recordings.length === 0 && total === 0 && cloudItems.length === 0) return <EmptyHistory />;

  const shownRecordings = showAllRecordings ? recordings : recordings.slice(0, RECORDINGS_PREVIEW);
  const months = groupByMonth(sections.byMonth, (item) => item.created_at);
  // A guest's feedback stays with the guest profile on this device (the note above says so).
  const storage = user.isGuest ? 'device' : 'cloud';

  return (
    <div className="space-y-8">
      <StorageNote isGuest={user.isGuest} />

      <section aria-labelledby="all-recordings-title">
        <SectionHeading
          id="all-recordings-title"
          title="All Recordings"
          count={recordings.length}
        />
        {recordings.length === 0 ? (
          <p className="px-1 text-sm text-muted-foreground">No recordings yet</p>
        ) : (
          <ul className="space-y-2">
            {shownRecordings.map((speech) => (
              <li key={speech.id}>
                <SpeechCard speech={speech} now={now} />
              </li>
            ))}
          </ul>
        )}
        {recordings.length > RECORDINGS_PREVIEW ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 text-primary-strong"
            onClick={() => setShowAllRecordings((value) => !value)}
          >
            {showAllRecordings ? 'Show fewer' : `Show all ${recordings.length} recordings`}
          </Button>
        ) : null}
      </section>

      <section aria-labelledby="cloud-history-title">
        <SectionHeading
          id="cloud-history-title"
          title="Cloud History"
          action={<SortMenu value={order} onChange={setOrder} />}
        />
        {cloudItems.length === 0 ? (
          <Card className="py-8 text-center text-sm text-muted-foreground">
            {cloud.isPending && user.supabaseId && !user.isGuest ? (
              <Spinner label="Loading cloud history" />
            ) : (
              <>
                <p>No feedback available</p>
                {user.isGuest ? (
                  <p className="mt-1">Sign up to keep your feedback in the cloud.</p>
                ) : null}
              </>
            )}
          </Card>
        ) : (
          <ul className="space-y-3">
            {cloudItems.map((item) => (
              <li key={item.id}>
                <FeedbackCard feedback={item} now={now} storage="cloud" />
              </li>
            ))}
          </ul>
        )}
      </section>

      {total > 0 ? (
        <section aria-labelledby="feedback-by-month-title">
          <SectionHeading id="feedback-by-month-title" title="Feedback by Month" />
          <div className="space-y-6">
            {months.map((month) => (
              <div key={month.key}>
                <h3 className="mb-2 px-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                  {month.label}
                </h3>
                <ul className="space-y-3">
                  {month.items.map((item) => (
                    <li key={item.id}>
                      <FeedbackCard feedback={item} now={now} storage={storage} headingLevel="h4" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {sections.inCloud > 0 ? (
            <p className="mt-2 px-1 text-sm text-muted-foreground">
              {sections.byMonth.length === 0
                ? 'These items are shown under Cloud History above.'
                : `${sections.inCloud} more shown under Cloud History above.`}
            </p>
          ) : null}
          <p className="mt-4 text-center text-sm text-muted-foreground" aria-live="polite">
            Showing {shown} of {total} items
          </p>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            {shown < total ? (
              <Button variant="outline" onClick={loadMore} disabled={history.isFetching}>
                {history.isFetching ? 'Loading...' : 'Load More'}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={onBackToTop}>
              <ArrowUp aria-hidden="true" />
              Back to Top
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
