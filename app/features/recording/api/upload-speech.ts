import type { CoachingMode } from '@common/contract/feedback';
import type { CreateSpeechResponse } from '@common/contract/speech';
import { getIdentityHeaders } from '@app/lib/api-client';
import { getStoredUser } from '@app/lib/storage';
import { getUploadFileName } from '../lib/audio-format';
import type { Recording } from '../lib/recorder-reducer';
import { UploadError } from '../lib/upload-errors';

export interface UploadSpeechInput {
  recording: Recording;
  title: string;
  /** The chosen topic. */
  prompt: string | null;
  /** The practice mode (issue 13); general is not sent, as a spec client would not. */
  coachingMode?: CoachingMode;
  /** Issue 13: the earlier speech this one tries again. */
  retakeOf?: number | null;
}

/** Generous: a 10-minute webm at 128 kbit/s is about 10 MB, on a slow uplink. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function describeBody(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof body === 'string' && body !== '') return body;
  return fallback;
}

export function buildUploadForm(
  { recording, title, prompt, coachingMode, retakeOf }: UploadSpeechInput,
  now = Date.now(),
) {
  const user = getStoredUser();
  const form = new FormData();
  // Text fields before the file: a streaming multipart parser sees only the
  // fields that precede the file when it hands the file over.
  if (user) form.append('userId', String(user.id));
  form.append('title', title);
  form.append('duration', String(Math.max(1, Math.round(recording.durationSec))));
  if (prompt) form.append('prompt', prompt);
  if (coachingMode && coachingMode !== 'general') form.append('coachingMode', coachingMode);
  if (user?.supabaseId) form.append('supabaseId', user.supabaseId);
  if (retakeOf) form.append('retakeOf', String(retakeOf));
  // A stream already made into the speech gives it back: never a second speech.
  if (recording.stream?.id) form.append('streamId', recording.stream.id);
  const type = recording.blob.type || recording.mimeType || 'audio/webm';
  form.append('audio', new File([recording.blob], getUploadFileName(title, type, now), { type }));
  return form;
}

/**
 * POST /api/speeches as multipart. XMLHttpRequest rather than fetch because fetch
 * reports no upload progress; same credentials and identity headers as the request layer.
 */
export function uploadSpeech(
  input: UploadSpeechInput,
  { onProgress }: { onProgress?: (percent: number) => void } = {},
): Promise<CreateSpeechResponse> {
  const form = buildUploadForm(input);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/speeches');
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(getIdentityHeaders())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as CreateSpeechResponse);
        return;
      }
      reject(
        new UploadError(
          'http',
          `Server error: ${xhr.status} - ${describeBody(body, xhr.statusText)}`,
          { status: xhr.status, body },
        ),
      );
    };
    xhr.onerror = () => reject(new UploadError('network', 'Network connection error'));
    xhr.ontimeout = () => reject(new UploadError('timeout', 'Request timed out'));
    xhr.send(form);
  });
}
