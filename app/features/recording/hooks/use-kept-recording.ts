import type { CoachingMode } from '@common/contract/feedback';
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getStoredUser } from '@app/lib/storage';
import { recordingKeys } from '../api/recording-keys';
import { getPendingRecordingStore } from '../lib/pending-recordings';
import type { Recording } from '../lib/recorder-reducer';

interface KeptDetails {
  title: string;
  topic: string | null;
  coachingMode?: CoachingMode;
}

/**
 * The recording panel's take, kept on the device from the moment recording
 * stops (ADR 14), so closing the tab while naming it, or a refused upload,
 * loses nothing. `onHeldChange` tells Home which kept recording the panel is
 * still handling, so the Recording not uploaded yet card does not show it twice.
 */
export function useKeptRecording(onHeldChange?: (id: string | null) => void) {
  const queryClient = useQueryClient();
  const kept = useRef<Promise<string | null> | null>(null);
  const onHeldChangeRef = useRef(onHeldChange);
  useEffect(() => {
    onHeldChangeRef.current = onHeldChange;
  }, [onHeldChange]);

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: recordingKeys.pendingAll }),
    [queryClient],
  );

  const keep = useCallback(
    (recording: Recording, details: KeptDetails) => {
      kept.current = (async () => {
        const store = await getPendingRecordingStore();
        const { id } = await store.add({
          userId: getStoredUser()?.id ?? null,
          title: details.title,
          topic: details.topic,
          coachingMode: details.coachingMode,
          durationSec: recording.durationSec,
          mimeType: recording.mimeType,
          blob: recording.blob,
        });
        onHeldChangeRef.current?.(id);
        refresh();
        return id;
      })().catch((error: unknown) => {
        // Full storage, most likely: the panel still holds the take until it is saved.
        console.error('Could not keep the recording on this device', error);
        return null;
      });
    },
    [refresh],
  );

  /** The kept copy's id once keeping has finished; null when it could not be kept. */
  const keptId = useCallback(async () => (await kept.current) ?? null, []);

  /** Saving under a final title and topic: the kept copy follows, in case the upload fails. */
  const rename = useCallback(
    async (details: KeptDetails) => {
      const id = await keptId();
      if (!id) return;
      try {
        await (await getPendingRecordingStore()).update(id, details);
      } catch (error) {
        console.error('Could not rename the kept recording', error);
      }
    },
    [keptId],
  );

  /** The panel is done with it: uploaded, or handed to the Home card after a failed upload. */
  const release = useCallback(() => {
    kept.current = null;
    onHeldChangeRef.current?.(null);
    refresh();
  }, [refresh]);

  /** Discarded: the kept copy goes too. */
  const forget = useCallback(async () => {
    const id = await keptId();
    release();
    if (!id) return;
    try {
      await (await getPendingRecordingStore()).remove(id);
    } catch (error) {
      console.error('Could not remove the kept recording', error);
    }
    refresh();
  }, [keptId, refresh, release]);

  return { keep, keptId, rename, release, forget };
}
