import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOASTS } from '@common/constants';
import type { GetSpeechResponse, SpeechDto } from '@common/contract/speech';
import { toast } from '@app/lib/toast';
import { speechKeys } from '@app/features/speeches/public';
import { uploadSpeech } from '../api/upload-speech';
import type { UploadSpeechInput } from '../api/upload-speech';
import { getUploadFailureToast } from '../lib/upload-errors';

interface UseSpeechUploadOptions {
  onUploaded: (speech: SpeechDto) => void;
  /** The failure toast's Cancel: discard the recording. */
  onCancel: () => void;
}

/** Upload with a progress toast (60 s) and the failure toasts of spec 8. */
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
    async function send(input: UploadSpeechInput): Promise<boolean> {
      setSaving(true);
      const progress = toast({
        title: 'Uploading your speech',
        description: 'Starting upload...',
        progress: 0,
        duration: TOASTS.uploadProgressMs,
      });
      try {
        const { speech } = await uploadSpeech(input, {
          onProgress: (percent) =>
            progress.update({
              progress: percent,
              description: percent < 100 ? `${percent}% uploaded` : 'Upload complete, saving...',
            }),
        });
        progress.dismiss();
        // The analysis page starts from what we already know instead of refetching it.
        queryClient.setQueryData<GetSpeechResponse>(speechKeys.detail(speech.id), {
          speech,
          analysis: speech.analysis,
        });
        // Home's list shows the new speech now, not at its next poll.
        void queryClient.invalidateQueries({ queryKey: speechKeys.lists(speech.userId) });
        if (mounted.current) {
          toast({
            title: 'Speech saved',
            description: 'We are transcribing and measuring it now.',
            variant: 'success',
          });
          onUploaded(speech);
        } else {
          // The speaker moved on while it uploaded: offer the analysis instead of pulling them back.
          toast({
            title: 'Speech saved',
            description: 'Your analysis is being prepared.',
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
                { label: 'Cancel', altText: 'Discard the recording', onClick: onCancel },
              ]
            : undefined,
        });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [onCancel, onUploaded, queryClient],
  );

  return { upload, saving };
}
