import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '@app/components/ui/badge';
import type { Band } from '@common/measures/bands';

interface MetricCardProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  unit?: string;
  band?: Band;
  hint?: ReactNode;
}

export function MetricCard({ icon: Icon, label, value, unit, band, hint }: MetricCardProps) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-border bg-surface px-3.5 py-4 shadow-(--shadow-card)">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">
        {value}
        {unit ? (
          <span className="ml-1 text-sm font-medium text-muted-foreground">{unit}</span>
        ) : null}
      </p>
      <div className="mt-2 flex min-h-6 flex-wrap items-center gap-2">
        {band ? <Badge tone={band.tone}>{band.label}</Badge> : null}
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </div>
    </div>
  );
}
