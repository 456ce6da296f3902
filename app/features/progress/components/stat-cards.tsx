import { Clock, Gauge, Mic, Star } from 'lucide-react';
import { paceBand } from '@common/measures/bands';
import { OVERALL_SCORE_NOTES } from '@common/measures/overall-score';
import { formatSpeakingTime } from '@app/lib/format';
import type { ProgressStats } from '../lib/stats';

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: typeof Mic;
  label: string;
  value: string;
  /** What the number is, in a line under it. */
  note?: string;
}) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-(--shadow-card)">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="size-4 text-primary-strong" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold tracking-tight whitespace-nowrap tabular-nums lg:text-xl">
        {value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** The stat cards (spec 2): Average Score only with feedback, Average Pace only with a WPM. */
export function StatCards({ stats }: { stats: ProgressStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={Mic} label="Total Speeches" value={String(stats.totalSpeeches)} />
      <StatCard
        icon={Clock}
        label="Total Speaking Time"
        value={formatSpeakingTime(stats.totalSpeakingSec)}
      />
      {stats.averageScore !== null ? (
        <StatCard
          icon={Star}
          label="Average Score"
          value={`${stats.averageScore.toFixed(1)}/10`}
          note={OVERALL_SCORE_NOTES.progress}
        />
      ) : null}
      {stats.averagePace !== null ? (
        <StatCard
          icon={Gauge}
          label="Average Pace"
          value={`${stats.averagePace} WPM`}
          note={paceBand(stats.averagePace).label}
        />
      ) : null}
    </dl>
  );
}
