import { Clock, Gauge, Mic, Star } from 'lucide-react';
import { formatSpeakingTime } from '@app/lib/format';
import type { ProgressStats } from '../lib/stats';

function StatCard({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Mic;
  label: string;
  value: string;
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
        <StatCard icon={Star} label="Average Score" value={`${stats.averageScore.toFixed(1)}/10`} />
      ) : null}
      {stats.averagePace !== null ? (
        <StatCard icon={Gauge} label="Average Pace" value={`${stats.averagePace} WPM`} />
      ) : null}
    </dl>
  );
}
