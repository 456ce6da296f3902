import { Link } from 'react-router';
import { ChevronRight, Mic } from 'lucide-react';
import type { SpeechDto } from '@common/contract/speech';
import { Card, CardHeader, CardTitle } from '@app/components/ui/card';
import { SpeechCard } from '@app/features/speeches/public';

/** Recent Recordings (spec 2): up to 3 newest, 'View All' to /history. */
export function RecentRecordings({ speeches, now }: { speeches: SpeechDto[]; now: number }) {
  return (
    <Card aria-labelledby="recent-recordings-title">
      <CardHeader className="items-center">
        <CardTitle id="recent-recordings-title">Recent Recordings</CardTitle>
        <Link
          to="/history"
          className="inline-flex items-center gap-0.5 rounded-lg text-sm font-semibold text-primary-strong hover:underline"
        >
          View All
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <ul className="space-y-2">
        {speeches.map((speech) => (
          <li key={speech.id}>
            <SpeechCard speech={speech} now={now} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Home's empty state (spec 2). */
export function NoRecordingsYet() {
  return (
    <Card className="flex items-center gap-4" aria-labelledby="no-recordings-title">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong">
        <Mic className="size-6" aria-hidden="true" />
      </span>
      <div>
        <h2 id="no-recordings-title" className="font-semibold">
          No recordings yet
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">Start recording to see your progress</p>
      </div>
    </Card>
  );
}
