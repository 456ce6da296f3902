import { useId, useState } from 'react';
import { BellRing, Gauge, Moon } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Card, CardTitle } from '@app/components/ui/card';
import { Switch } from '@app/components/ui/switch';
import { getStoredLiveCues, setStoredLiveCues } from '@app/lib/storage';
import { useTheme } from '@app/lib/theme';
import { useReminders } from '../hooks/use-reminders';
import { formatReminderTime } from '../lib/reminder-time';
import { ReminderTimeDialog } from './reminder-time-dialog';

/** App Settings (spec 2): Dark Mode and Practice Reminders; issue 12's Live Cues. */
export function AppSettingsCard() {
  const { isDark, setDarkMode } = useTheme();
  const reminders = useReminders();
  const darkModeId = useId();
  const remindersId = useId();
  const cuesId = useId();
  const [cues, setCues] = useState(getStoredLiveCues);
  const { enabled, time } = reminders.reminders;

  return (
    <Card aria-labelledby="app-settings-title">
      <CardTitle id="app-settings-title">App Settings</CardTitle>
      <div className="mt-4 flex items-center justify-between gap-4">
        <label htmlFor={darkModeId} className="flex items-center gap-3 text-sm font-medium">
          <Moon className="size-5 text-muted-foreground" aria-hidden="true" />
          Dark Mode
        </label>
        <Switch id={darkModeId} checked={isDark} onCheckedChange={setDarkMode} />
      </div>
      <div className="mt-5 flex items-center justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <BellRing className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <label htmlFor={remindersId} className="text-sm font-medium">
              Practice Reminders
            </label>
            {/* Says, for screen readers too, what a toast used to: set for when, or off. */}
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {enabled ? `Every day at ${formatReminderTime(time)}` : 'A daily nudge to practise'}
            </p>
            {enabled ? (
              <Button
                variant="link"
                className="text-sm"
                onClick={() => reminders.setDialogOpen(true)}
              >
                Change time
              </Button>
            ) : null}
          </div>
        </div>
        <Switch id={remindersId} checked={enabled} onCheckedChange={reminders.toggle} />
      </div>
      <div className="mt-5 flex items-center justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <Gauge className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <label htmlFor={cuesId} className="text-sm font-medium">
              Live Cues
            </label>
            <p className="text-sm text-muted-foreground">
              A gentle pace cue and a filler count while you record
            </p>
          </div>
        </div>
        <Switch
          id={cuesId}
          checked={cues}
          onCheckedChange={(on) => {
            setCues(on);
            setStoredLiveCues(on);
          }}
        />
      </div>
      <ReminderTimeDialog
        open={reminders.dialogOpen}
        onOpenChange={reminders.setDialogOpen}
        initialTime={time}
        saving={reminders.saving}
        onSave={(next) => void reminders.save(next)}
      />
    </Card>
  );
}
