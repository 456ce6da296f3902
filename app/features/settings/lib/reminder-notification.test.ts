import { describe, expect, it } from 'vitest';
import { REMINDER_BODY, reminderBody } from './reminder-notification';

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
