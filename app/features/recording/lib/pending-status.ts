import type { PendingRecording } from './pending-recordings';

export interface PendingStatus {
  /** Why it is still here, in a line. */
  status: string;
  /** What the main button does: upload it, or (a guest with no room left) create an account. */
  action: 'upload' | 'sign-up';
}

/**
 * What the Recording not uploaded yet card says of one kept recording. A guest
 * with no recordings left would only be refused again, so they are offered an
 * account, after which it uploads on its own (ADR 14).
 */
export function describePending(
  recording: Pick<PendingRecording, 'failure'>,
  who: { isGuest: boolean; remaining: number | null | undefined },
): PendingStatus {
  const noRoom = who.isGuest && who.remaining === 0;
  const action = noRoom ? 'sign-up' : 'upload';
  switch (recording.failure) {
    case 'guest-limit':
      if (noRoom) return { status: 'Not uploaded: you have used your free recordings.', action };
      return {
        status: who.isGuest
          ? 'Not uploaded at the guest limit. There is room for it now.'
          : 'Not uploaded at the guest limit. Your account has room for it now.',
        action,
      };
    case 'failed':
      return { status: 'The upload did not go through.', action };
    case null:
      return { status: 'The page closed before it was uploaded.', action };
  }
}

/** After sign-up, a recording refused at the guest limit uploads by itself to the new account. */
export function uploadsOnItsOwn(
  recording: Pick<PendingRecording, 'failure'>,
  who: { isGuest: boolean },
): boolean {
  return !who.isGuest && recording.failure === 'guest-limit';
}

/** 'Recording not uploaded yet', or the plural for several. */
export function pendingCardTitle(count: number): string {
  return count === 1 ? 'Recording not uploaded yet' : `${count} recordings not uploaded yet`;
}
