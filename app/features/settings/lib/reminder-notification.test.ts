import { describe, expect, it } from 'vitest';
import {
  REMINDER_BODY,
  REMINDER_TITLE,
  reminderBody,
  reminderMessage,
} from './reminder-notification';

describe('practice reminder', () => {
  it('mentions what is left of the weekly goal', () => {
    expect(reminderBody('2 more sessions to reach your weekly goal of 3.')).toBe(
      `${REMINDER_BODY} 2 more sessions to reach your weekly goal of 3.`,
    );
  });

  it('says the usual reminder without a goal', () => {
    expect(reminderBody(null)).toBe(REMINDER_BODY);
  });
});

describe('what the service worker is told', () => {
  it('carries the reminder text with the weekly goal, for when the app is closed', () => {
    const goal = "This week's goal: fillers under 4 a minute.";
    expect(reminderMessage({ enabled: true, time: '20:30' }, goal)).toEqual({
      type: 'podium-reminders',
      enabled: true,
      time: '20:30',
      title: REMINDER_TITLE,
      body: `${REMINDER_BODY} ${goal}`,
    });
  });
});
