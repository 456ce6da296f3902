import { useId, useState, type FormEvent } from 'react';
import { Button } from '@app/components/ui/button';
import { Dialog } from '@app/components/ui/dialog';
import { Label } from '@app/components/ui/field';
import {
  fromStoredTime,
  REMINDER_HOURS,
  REMINDER_MINUTES,
  toStoredTime,
  type Period,
} from '../lib/reminder-time';

const selectClasses =
  'h-11 w-full cursor-pointer rounded-xl border border-border bg-surface px-3 text-base text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40';

/** The reminder time dialog (spec 2): Hour 1-12, minute 00/15/30/45, AM/PM, Cancel, Save Time. */
export function ReminderTimeDialog({
  open,
  onOpenChange,
  initialTime,
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTime: string;
  saving: boolean;
  onSave: (time: string) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set Reminder Time"
      description="Choose when Podium should remind you to practise each day."
    >
      {/* Mounted fresh on each opening, so it starts from the stored time. */}
      {open ? (
        <ReminderTimeForm
          initialTime={initialTime}
          saving={saving}
          onCancel={() => onOpenChange(false)}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  );
}

function ReminderTimeForm({
  initialTime,
  saving,
  onCancel,
  onSave,
}: {
  initialTime: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (time: string) => void;
}) {
  const id = useId();
  const [clock, setClock] = useState(() => fromStoredTime(initialTime));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toStoredTime(clock));
  };

  return (
    <form onSubmit={submit}>
      <div className="grid grid-cols-3 gap-3">
        <div>
          <Label htmlFor={`${id}-hour`}>Hour</Label>
          <select
            id={`${id}-hour`}
            className={selectClasses}
            value={clock.hour}
            onChange={(event) => setClock({ ...clock, hour: Number(event.target.value) })}
          >
            {REMINDER_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-minute`}>Minute</Label>
          <select
            id={`${id}-minute`}
            className={selectClasses}
            value={clock.minute}
            onChange={(event) => setClock({ ...clock, minute: Number(event.target.value) })}
          >
            {REMINDER_MINUTES.map((minute) => (
              <option key={minute} value={minute}>
                {String(minute).padStart(2, '0')}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-period`}>AM/PM</Label>
          <select
            id={`${id}-period`}
            className={selectClasses}
            value={clock.period}
            onChange={(event) => setClock({ ...clock, period: event.target.value as Period })}
          >
            <option value="AM">AM</option>
            <option value="PM">PM</option>
          </select>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        Your browser will ask to allow notifications. Reminders come while Podium is open.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Time'}
        </Button>
      </div>
    </form>
  );
}
