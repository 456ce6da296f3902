import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import type { SpeechDto } from '@common/contract/speech';
import { Card, CardTitle } from '@app/components/ui/card';
import { formatRecordedAt } from '@app/lib/format';
import { groupRetakes, type RetakeGroup } from '../lib/retake-groups';
import { comparePath } from '../lib/retake-links';

function Trend({ group }: { group: RetakeGroup }) {
  const improved = group.latestVsFirst.filter((c) => c.verdict === 'improved');
  const worse = group.latestVsFirst.filter((c) => c.verdict === 'worse');
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      Latest against first: {improved.length} improved
      {improved.length > 0
        ? ` (${improved.map((c) => c.label.replace(/ \(.*\)$/, '').toLowerCase()).join(', ')})`
        : ''}
      , {worse.length} worse.
    </p>
  );
}

/**
 * Progress: each prompt the speaker tried more than once, its attempts in
 * order with their pace, fillers a minute and confidence, and the trend from
 * the first attempt to the latest (issue 13).
 */
export function RetakeGroupsCard({ speeches }: { speeches: readonly SpeechDto[] }) {
  const groups = groupRetakes(speeches);
  if (groups.length === 0) return null;
  return (
    <Card aria-labelledby="retake-groups-title">
      <CardTitle id="retake-groups-title" className="flex items-center gap-2">
        <Repeat className="size-5 text-muted-foreground" aria-hidden="true" />
        Retakes
      </CardTitle>
      <ul className="mt-3 space-y-5">
        {groups.map((group) => (
          <li key={group.id}>
            <h3 className="font-semibold text-balance break-words">{group.topic}</h3>
            <Trend group={group} />
            <ol className="mt-2 space-y-1.5 text-sm" aria-label={`Attempts at ${group.topic}`}>
              {group.attempts.map((attempt, index) => (
                <li
                  key={attempt.speech.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-surface-muted px-3 py-2"
                >
                  <span className="min-w-0">
                    <span className="font-medium">Attempt {index + 1}</span>{' '}
                    <span className="text-muted-foreground">
                      {formatRecordedAt(attempt.speech.recordedAt)}
                    </span>
                  </span>
                  <span className="tabular-nums">
                    {attempt.wordsPerMinute === null ? '-' : Math.round(attempt.wordsPerMinute)} WPM
                    · {attempt.fillersPerMinute ?? '-'} fillers/min ·{' '}
                    {attempt.confidenceScore === null
                      ? '-'
                      : `${Math.round(attempt.confidenceScore)}%`}
                    {index > 0 ? (
                      <>
                        {' '}
                        ·{' '}
                        <Link
                          className="text-primary-strong underline underline-offset-4"
                          to={comparePath(attempt.speech.id)}
                          aria-label={`Compare attempt ${index + 1} with the one it retakes`}
                        >
                          Compare
                        </Link>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </Card>
  );
}
