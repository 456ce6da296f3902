import { useId } from 'react';
import type { CoachingMode } from '@common/contract/feedback';
import { COACHING_MODE_INFO, COACHING_MODE_LIST } from '@common/coaching/coaching-modes';
import { cn } from '@app/lib/cn';

interface PracticeModeSelectProps {
  mode: CoachingMode;
  onChange: (mode: CoachingMode) => void;
  className?: string;
}

/**
 * Home's practice mode: a native select, so it is one line tall at 360 px
 * (the record button stays in view) and every screen reader and keyboard knows it.
 * The mode's one-line description is its accessible description.
 */
export function PracticeModeSelect({ mode, onChange, className }: PracticeModeSelectProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex min-w-0 items-center justify-end gap-2', className)}>
      {/* Named in full for screen readers; on a phone the select alone fits beside the heading. */}
      <label
        htmlFor={id}
        className="shrink-0 text-sm font-medium text-muted-foreground max-sm:sr-only"
      >
        <span className="sr-only">Practice </span>Mode
      </label>
      <select
        id={id}
        value={mode}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.value as CoachingMode)}
        className="h-9 w-full max-w-40 min-w-0 rounded-xl border border-border bg-surface pr-1 pl-2.5 text-sm font-medium text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40"
      >
        {COACHING_MODE_LIST.map((info) => (
          <option key={info.mode} value={info.mode}>
            {info.label}
          </option>
        ))}
      </select>
      <span id={descriptionId} className="sr-only">
        {COACHING_MODE_INFO[mode].description}
      </span>
    </div>
  );
}
