import { useState, useSyncExternalStore } from 'react';
import { toast } from '@app/lib/toast';
import { notificationsSupported } from '../lib/reminder-notification';
import { formatReminderTime } from '../lib/reminder-time';
import { remindersStore } from '../lib/reminders-store';

/**
 * Practice reminders (spec 4): toggling off turns them off at once; toggling
 * on opens the time dialog; saving asks for notification permission and only
 * when it is granted stores the time and turns reminders on.
 */
export function useReminders() {
  const reminders = useSyncExternalStore(remindersStore.subscribe, remindersStore.get);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const toggle = (on: boolean) => {
    if (on) {
      setDialogOpen(true);
      return;
    }
    remindersStore.set({ enabled: false });
    toast({ title: 'Reminders off', description: 'Podium will not remind you to practise.' });
  };

  /** True when the reminder is set. */
  const save = async (time: string): Promise<boolean> => {
    if (!notificationsSupported()) {
      toast({
        title: 'Notifications not supported',
        description: "This browser can't show notifications, so Podium can't remind you.",
        variant: 'destructive',
      });
      setDialogOpen(false);
      return false;
    }
    setSaving(true);
    try {
      const permission =
        Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      if (permission !== 'granted') {
        toast({
          title: 'Notification permission required',
          description: 'Allow notifications for Podium in your browser settings to get reminders.',
          variant: 'destructive',
        });
        setDialogOpen(false);
        return false;
      }
      remindersStore.set({ enabled: true, time });
      toast({
        title: 'Reminder set',
        description: `Podium will remind you every day at ${formatReminderTime(time)}.`,
        variant: 'success',
      });
      setDialogOpen(false);
      return true;
    } finally {
      setSaving(false);
    }
  };

  return { reminders, dialogOpen, setDialogOpen, toggle, save, saving };
}
