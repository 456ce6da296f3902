import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOASTS } from '@common/constants';
import type { SpeechDto } from '@common/contract/speech';
import { toast } from '@app/lib/toast';
import { useTimeouts } from '@app/lib/use-timeouts';
import { recordingKeys } from '../api/recording-keys';
import { getPendingRecordingStore, type PendingRecording } from '../lib/pending-recordings';
import { useSpeechUpload } from './use-speech-upload';

/** Upload or discard the recordings kept on the device (the Recording not uploaded yet card). */
export function usePendingUploads({ onUploaded }: { onUploaded: (speech: SpeechDto) => void }) {
  const queryClient = useQueryClient();
  const { schedule } = useTimeouts();
  const [busyId, setBusyId] = useState<string | null>(null);

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: recordingKeys.pendingAll }),
    [queryClient],
  );
  const sayDiscarded = useCallback(
    () =>
      schedule(
        () => toast({ title: 'Recording discarded', duration: TOASTS.discardMs }),
        TOASTS.discardDelayMs,
      ),
    [schedule],
  );

  const { upload } = useSpeechUpload({ onUploaded, onCancel: sayDiscarded });

  const uploadKept = useCallback(
    async (recording: PendingRecording, { background = false } = {}): Promise<boolean> => {
      setBusyId(recording.id);
      try {
        const blob = await (await getPendingRecordingStore()).getAudio(recording.id);
        if (!blob) {
          // Its audio went missing (storage cleared under us): nothing left to upload.
          toast({
            title: 'Upload Failed',
            description: 'No recording found',
            variant: 'destructive',
          });
          await (await getPendingRecordingStore()).remove(recording.id);
          refresh();
          return false;
        }
        return await upload({
          recording: { blob, mimeType: recording.mimeType, durationSec: recording.durationSec },
          title: recording.title,
          prompt: recording.topic,
          coachingMode: recording.coachingMode,
          pendingId: recording.id,
          background,
        });
      } finally {
        setBusyId(null);
      }
    },
    [refresh, upload],
  );

  const discard = useCallback(
    async (recording: PendingRecording) => {
      await (await getPendingRecordingStore()).remove(recording.id);
      refresh();
      sayDiscarded();
    },
    [refresh, sayDiscarded],
  );

  return { uploadKept, discard, busyId };
}
