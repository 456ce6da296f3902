import { useState, useSyncExternalStore } from 'react';
import { toast } from '@app/lib/toast';
import { notificationsSupported } from '../lib/reminder-notification';
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
    // The switch and the line under it say so (no toast over the page).
    remindersStore.set({ enabled: false });
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
      // 'Every day at 7:00 AM' under the switch confirms it.
      remindersStore.set({ enabled: true, time });
      setDialogOpen(false);
      return true;
    } finally {
      setSaving(false);
    }
  };

  return { reminders, dialogOpen, setDialogOpen, toggle, save, saving };
}
