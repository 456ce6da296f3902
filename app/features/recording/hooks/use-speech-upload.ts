import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOASTS } from '@common/constants';
import type { GetSpeechResponse, SpeechDto } from '@common/contract/speech';
import { toast } from '@app/lib/toast';
import { speechKeys } from '@app/features/speeches/public';
import { recordingKeys } from '../api/recording-keys';
import { saveSpeech } from '../api/save-speech';
import type { UploadSpeechInput } from '../api/upload-speech';
import { getPendingRecordingStore } from '../lib/pending-recordings';
import { getUploadFailureToast, isGuestLimitRefusal } from '../lib/upload-errors';

interface UseSpeechUploadOptions {
  onUploaded: (speech: SpeechDto) => void;
  /** The failure toast's Cancel: discard the recording (its kept copy is already gone). */
  onCancel: () => void;
}

export interface UploadRequest extends UploadSpeechInput {
  /** The copy kept on the device: forgotten once stored, marked with the reason when not. */
  pendingId?: string | null;
  /**
   * Started by the app, not the speaker (a kept recording after sign-up): a success
   * offers the analysis instead of taking the speaker there.
   */
  background?: boolean;
}

/** Never lets a storage problem turn a stored speech into a failed upload. */
async function withStore(
  work: (store: Awaited<ReturnType<typeof getPendingRecordingStore>>) => Promise<void>,
) {
  try {
    await work(await getPendingRecordingStore());
  } catch (error) {
    console.error('Could not update the recordings kept on this device', error);
  }
}

/**
 * Upload with a progress toast (60 s) and the failure toasts of spec 8. A
 * recording kept on the device (ADR 14) is forgotten once the server answers
 * 201, and marked with why it was not stored otherwise.
 */
export function useSpeechUpload({ onUploaded, onCancel }: UseSpeechUploadOptions) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = useCallback(
    /** Resolves true once uploaded, false when it failed (the failure toast is shown). */
    async function send(input: UploadRequest): Promise<boolean> {
      const { pendingId, background = false } = input;
      const refreshKept = () =>
        queryClient.invalidateQueries({ queryKey: recordingKeys.pendingAll });
      setSaving(true);
      const progress = toast({
        title: 'Uploading your speech',
        description: 'Starting upload...',
        progress: 0,
        duration: TOASTS.uploadProgressMs,
      });
      try {
        const { speech } = await saveSpeech(input, {
          onProgress: (percent) =>
            progress.update({
              progress: percent,
              description: percent < 100 ? `${percent}% uploaded` : 'Upload complete, saving...',
            }),
        });
        progress.dismiss();
        if (pendingId) await withStore((store) => store.remove(pendingId));
        void refreshKept();
        // The analysis page starts from what we already know instead of refetching it.
        queryClient.setQueryData<GetSpeechResponse>(speechKeys.detail(speech.id), {
          speech,
          analysis: speech.analysis,
        });
        // Home's list shows the new speech now, not at its next poll; a guest has one fewer left.
        void queryClient.invalidateQueries({ queryKey: speechKeys.lists(speech.userId) });
        void queryClient.invalidateQueries({ queryKey: recordingKeys.allowance(speech.userId) });
        if (mounted.current && !background) {
          toast({
            title: 'Speech saved',
            description: 'We are transcribing and measuring it now.',
            variant: 'success',
          });
          onUploaded(speech);
        } else {
          // The speaker moved on while it uploaded, or did not start it: offer the analysis
          // instead of pulling them there.
          toast({
            title: 'Speech saved',
            description: background
              ? `"${speech.title}" is in your account now. Your analysis is being prepared.`
              : 'Your analysis is being prepared.',
            variant: 'success',
            duration: TOASTS.errorMs,
            actions: [{ label: 'View analysis', onClick: () => onUploaded(speech) }],
          });
        }
        return true;
      } catch (error) {
        console.error('Upload failed', error);
        progress.dismiss();
        const failure = getUploadFailureToast(error);
        toast({
          title: failure.title,
          description: failure.description,
          duration: failure.duration,
          variant: 'destructive',
          actions: failure.withActions
            ? [
                { label: 'Try Again', onClick: () => void send(input) },
                {
                  label: 'Cancel',
                  altText: 'Discard the recording',
                  onClick: () => {
                    void (async () => {
                      if (pendingId) await withStore((store) => store.remove(pendingId));
                      void refreshKept();
                      onCancel();
                    })();
                  },
                },
              ]
            : undefined,
        });
        if (pendingId) {
          const reason = isGuestLimitRefusal(error) ? 'guest-limit' : 'failed';
          await withStore((store) => store.update(pendingId, { failure: reason }));
          void refreshKept();
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [onCancel, onUploaded, queryClient],
  );

  return { upload, saving };
}
