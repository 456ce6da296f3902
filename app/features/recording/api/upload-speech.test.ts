import { describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '@app/lib/storage';
import { FakeXhr } from '@app/test/fake-xhr';
import { guestUser } from '@app/test/fixtures';
import { UploadError } from '../lib/upload-errors';
import { buildUploadForm, uploadSpeech } from './upload-speech';

const recording = {
  blob: new Blob(['audio'], { type: 'audio/webm;codecs=opus' }),
  mimeType: 'audio/webm;codecs=opus',
  durationSec: 94.6,
};

describe('upload form', () => {
  it('holds userId, title, duration in seconds, prompt, then the audio named from the title', () => {
    setStoredUser(guestUser);
    const form = buildUploadForm({ recording, title: 'My talk: v2!', prompt: 'Trees' }, 1700);
    expect([...form.keys()]).toEqual(['userId', 'title', 'duration', 'prompt', 'audio']);
    expect(form.get('userId')).toBe('7');
    expect(form.get('title')).toBe('My talk: v2!');
    expect(form.get('duration')).toBe('95');
    expect(form.get('prompt')).toBe('Trees');
    const audio = form.get('audio') as File;
    expect(audio.name).toBe('My_talk__v2__1700.webm');
    expect(audio.type).toBe('audio/webm;codecs=opus');
  });

  it('sends a practice mode other than general before the audio, and general not at all', () => {
    setStoredUser(guestUser);
    const pitch = buildUploadForm(
      { recording, title: 'Pitch', prompt: null, coachingMode: 'pitch' },
      1,
    );
    expect([...pitch.keys()]).toEqual(['userId', 'title', 'duration', 'coachingMode', 'audio']);
    expect(pitch.get('coachingMode')).toBe('pitch');
    const general = buildUploadForm(
      { recording, title: 'Talk', prompt: null, coachingMode: 'general' },
      1,
    );
    expect(general.has('coachingMode')).toBe(false);
  });

  it('adds supabaseId when the account has one, and no prompt without a topic', () => {
    setStoredUser({ ...guestUser, isGuest: false, supabaseId: 'auth-1' });
    const form = buildUploadForm({ recording, title: 'Talk', prompt: null }, 1);
    expect(form.get('supabaseId')).toBe('auth-1');
    expect(form.has('prompt')).toBe(false);
  });

  it('names the earlier speech of a retake before the audio, and nothing for a new speech', () => {
    setStoredUser(guestUser);
    const retake = buildUploadForm({ recording, title: 'Again', prompt: 'Trees', retakeOf: 12 }, 1);
    expect([...retake.keys()]).toEqual([
      'userId',
      'title',
      'duration',
      'prompt',
      'retakeOf',
      'audio',
    ]);
    expect(retake.get('retakeOf')).toBe('12');
    expect(buildUploadForm({ recording, title: 'New', prompt: null }, 1).has('retakeOf')).toBe(
      false,
    );
  });
});

describe('uploadSpeech', () => {
  it('posts with credentials and identity headers, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setStoredUser(guestUser);
    const onProgress = vi.fn();
    const request = uploadSpeech({ recording, title: 'Talk', prompt: null }, { onProgress });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/speeches');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ 'X-User-Id': '7', 'X-Guest-Id': 'guest-abcdef12' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
    expect(onProgress).toHaveBeenCalledWith(25);
    xhr.respond(201, { speech: { id: 3 } });
    await expect(request).resolves.toEqual({ speech: { id: 3 } });
  });

  it('rejects a non-success status with Server error: {status} - {body}', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const request = uploadSpeech({ recording, title: 'Talk', prompt: null });
    (FakeXhr.last as FakeXhr).respond(415, { status: 415, message: 'That is not an audio file.' });
    const error = (await request.catch((e: unknown) => e)) as UploadError;
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe('Server error: 415 - That is not an audio file.');
    expect(error.status).toBe(415);
    expect(error.body).toEqual({ status: 415, message: 'That is not an audio file.' });
  });

  it('rejects network failures and timeouts by kind', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = uploadSpeech({ recording, title: 'Talk', prompt: null });
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(failed).rejects.toMatchObject({ kind: 'network' });
    const slow = uploadSpeech({ recording, title: 'Talk', prompt: null });
    (FakeXhr.last as FakeXhr).ontimeout?.();
    await expect(slow).rejects.toMatchObject({ kind: 'timeout' });
  });
});
