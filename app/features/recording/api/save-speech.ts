import type { CreateSpeechResponse } from '@common/contract/speech';
import { ApiError } from '@app/lib/api-client';
import { getStoredUser } from '@app/lib/storage';
import { UploadError } from '../lib/upload-errors';
import { uploadSpeech, type UploadSpeechInput } from './upload-speech';

/**
 * Issue 12: a streamed recording is finished from its pieces (seconds, the server has heard most
 * of it); when that cannot be done the whole recording is uploaded, naming the stream.
 */
export async function saveSpeech(
  input: UploadSpeechInput,
  options: { onProgress?: (percent: number) => void } = {},
): Promise<CreateSpeechResponse> {
  const { recording } = input;
  if (recording.stream) {
    const user = getStoredUser();
    try {
      const finished = await recording.stream.finish({
        ...(user ? { userId: user.id } : {}),
        title: input.title,
        duration: Math.max(1, Math.round(recording.durationSec)),
        ...(input.prompt ? { prompt: input.prompt } : {}),
        ...(input.coachingMode && input.coachingMode !== 'general'
          ? { coachingMode: input.coachingMode }
          : {}),
        ...(user?.supabaseId ? { supabaseId: user.supabaseId } : {}),
        ...(input.retakeOf ? { retakeOf: input.retakeOf } : {}),
      });
      if (finished) {
        options.onProgress?.(100);
        return finished;
      }
    } catch (error) {
      if (error instanceof ApiError) {
        throw new UploadError('http', error.message, { status: error.status, body: error.body });
      }
      throw error;
    }
  }
  return uploadSpeech(input, options);
}
