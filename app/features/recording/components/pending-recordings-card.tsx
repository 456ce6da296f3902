import { useEffect, useRef, useState } from 'react';
import { Clock, HardDrive, UploadCloud } from 'lucide-react';
import type { SpeechDto } from '@common/contract/speech';
import { Button } from '@app/components/ui/button';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { formatDuration, formatRecordedAt, normaliseTitle } from '@app/lib/format';
import { SignUpDialog } from '@app/features/auth/public';
import { usePendingRecordings } from '../api/get-pending-recordings';
import { usePendingUploads } from '../hooks/use-pending-uploads';
import type { PendingRecording } from '../lib/pending-recordings';
import { describePending, pendingCardTitle, uploadsOnItsOwn } from '../lib/pending-status';

interface PendingRecordingsCardProps {
  user: { id: number; isGuest: boolean };
  /** Recordings the guest has left; null for an account, undefined while unknown. */
  remaining: number | null | undefined;
  /** The kept recording the recording panel is still handling: not shown twice. */
  heldId: string | null;
  onUploaded: (speech: SpeechDto) => void;
}

/**
 * 'Recording not uploaded yet' (ADR 14): every finished recording the server
 * has not stored, kept on the device, with Upload (or, for a guest with no
 * recordings left, Create a free account) and Discard. After sign-up a
 * recording refused at the guest limit uploads on its own.
 */
export function PendingRecordingsCard({
  user,
  remaining,
  heldId,
  onUploaded,
}: PendingRecordingsCardProps) {
  const pending = usePendingRecordings(user.id);
  const { uploadKept, discard, busyId } = usePendingUploads({ onUploaded });
  const [signUpOpen, setSignUpOpen] = useState(false);
  const recordings = (pending.data ?? []).filter((recording) => recording.id !== heldId);

  // One at a time, and each once per visit: a second refusal waits for the speaker.
  const triedOnItsOwn = useRef(new Set<string>());
  const { isGuest } = user;
  useEffect(() => {
    if (busyId !== null) return;
    const next = pending.data?.find(
      (recording) =>
        recording.id !== heldId &&
        uploadsOnItsOwn(recording, { isGuest }) &&
        !triedOnItsOwn.current.has(recording.id),
    );
    if (!next) return;
    triedOnItsOwn.current.add(next.id);
    void uploadKept(next, { background: true });
  }, [busyId, heldId, isGuest, pending.data, uploadKept]);

  if (recordings.length === 0) return null;
  const persistent = recordings.every((recording) => recording.persistent);

  return (
    <Card aria-labelledby="pending-recordings-title" className="border-warning/40">
      <CardTitle id="pending-recordings-title" className="flex items-center gap-2">
        <UploadCloud className="size-5 shrink-0 text-warning" aria-hidden="true" />
        {pendingCardTitle(recordings.length)}
      </CardTitle>
      <CardDescription className="flex items-start gap-1.5">
        <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {persistent
          ? 'Kept on this device until it is uploaded, so nothing is lost.'
          : 'Kept only until you close this page: upload it to keep it.'}
      </CardDescription>
      <ul className="mt-4 space-y-3">
        {recordings.map((recording) => (
          <PendingItem
            key={recording.id}
            recording={recording}
            who={{ isGuest: user.isGuest, remaining }}
            busy={busyId === recording.id}
            anyBusy={busyId !== null}
            onUpload={() => void uploadKept(recording)}
            onSignUp={() => setSignUpOpen(true)}
            onDiscard={() => void discard(recording)}
          />
        ))}
      </ul>
      {user.isGuest ? <SignUpDialog open={signUpOpen} onOpenChange={setSignUpOpen} /> : null}
    </Card>
  );
}

function PendingItem({
  recording,
  who,
  busy,
  anyBusy,
  onUpload,
  onSignUp,
  onDiscard,
}: {
  recording: PendingRecording;
  who: { isGuest: boolean; remaining: number | null | undefined };
  busy: boolean;
  anyBusy: boolean;
  onUpload: () => void;
  onSignUp: () => void;
  onDiscard: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  /** Set once the speaker kept it: focus goes back to Discard, where they were. */
  const [keptIt, setKeptIt] = useState(false);
  const { status, action } = describePending(recording, who);
  const title = normaliseTitle(recording.title);
  const titleId = `pending-${recording.id}-title`;

  const ask = (next: boolean) => {
    setConfirming(next);
    if (!next) setKeptIt(true);
  };

  return (
    <li
      aria-labelledby={titleId}
      className="rounded-xl border border-border bg-surface-muted/60 p-3.5"
      aria-busy={busy || undefined}
    >
      <p id={titleId} className="line-clamp-2 font-semibold">
        {title}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        <span>{formatRecordedAt(recording.recordedAt)}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Clock className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Length </span>
          {formatDuration(recording.durationSec)}
        </span>
      </p>
      {recording.topic ? (
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
          <span className="sr-only">Topic: </span>
          {recording.topic}
        </p>
      ) : null}
      <p className="mt-2 text-sm" role="status">
        {busy ? 'Uploading...' : status}
      </p>

      {confirming ? (
        <div
          className="mt-3 rounded-lg border border-danger/30 bg-danger-soft p-3"
          role="group"
          aria-label="Discard this recording?"
        >
          <p className="text-sm font-medium">Discard this recording? It cannot be brought back.</p>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            {/* Keyboard users land on the safe choice. */}
            <Button autoFocus size="sm" variant="outline" onClick={() => ask(false)}>
              Keep it
            </Button>
            <Button size="sm" variant="danger" onClick={onDiscard}>
              Discard recording
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button
            autoFocus={keptIt}
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => ask(true)}
          >
            Discard
          </Button>
          {action === 'sign-up' ? (
            <Button size="sm" onClick={onSignUp}>
              Create a free account
            </Button>
          ) : (
            <Button size="sm" disabled={anyBusy} onClick={onUpload}>
              {busy ? 'Uploading...' : 'Upload'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
