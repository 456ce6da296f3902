import { describe, expect, it } from 'vitest';
import { describePending, pendingCardTitle, uploadsOnItsOwn } from './pending-status';

const guest = (remaining: number | null | undefined) => ({ isGuest: true, remaining });
const account = { isGuest: false, remaining: null };

describe('describePending', () => {
  it('offers an account, not another refusal, to a guest with no recordings left', () => {
    expect(describePending({ failure: 'guest-limit' }, guest(0))).toEqual({
      status: 'Not uploaded: you have used your free recordings.',
      action: 'sign-up',
    });
    expect(describePending({ failure: 'failed' }, guest(0)).action).toBe('sign-up');
    expect(describePending({ failure: null }, guest(0)).action).toBe('sign-up');
  });

  it('offers the upload when there is room, or before the allowance is known', () => {
    expect(describePending({ failure: 'guest-limit' }, guest(1))).toEqual({
      status: 'Not uploaded at the guest limit. There is room for it now.',
      action: 'upload',
    });
    expect(describePending({ failure: 'failed' }, guest(undefined)).action).toBe('upload');
    expect(describePending({ failure: 'guest-limit' }, account)).toEqual({
      status: 'Not uploaded at the guest limit. Your account has room for it now.',
      action: 'upload',
    });
  });

  it('says why it is still here', () => {
    expect(describePending({ failure: 'failed' }, account).status).toBe(
      'The upload did not go through.',
    );
    expect(describePending({ failure: null }, account).status).toBe(
      'The page closed before it was uploaded.',
    );
  });
});

describe('uploadsOnItsOwn', () => {
  it('uploads a recording refused at the guest limit once the guest has an account', () => {
    expect(uploadsOnItsOwn({ failure: 'guest-limit' }, { isGuest: false })).toBe(true);
    expect(uploadsOnItsOwn({ failure: 'guest-limit' }, { isGuest: true })).toBe(false);
    // Any other failure waits for the speaker: it may fail the same way again.
    expect(uploadsOnItsOwn({ failure: 'failed' }, { isGuest: false })).toBe(false);
    expect(uploadsOnItsOwn({ failure: null }, { isGuest: false })).toBe(false);
  });
});

describe('pendingCardTitle', () => {
  it('names one or several', () => {
    expect(pendingCardTitle(1)).toBe('Recording not uploaded yet');
    expect(pendingCardTitle(2)).toBe('2 recordings not uploaded yet');
  });
});
