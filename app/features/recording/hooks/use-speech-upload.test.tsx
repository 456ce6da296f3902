import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '@app/lib/storage';
import { RECENT_SPEECHES, useUserSpeeches } from '@app/features/speeches/public';
import { FakeXhr } from '@app/test/fake-xhr';
import { mockFetch } from '@app/test/fetch-mock';
import { guestUser, makeSpeech } from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import { useSpeechUpload } from './use-speech-upload';

const recording = {
  blob: new Blob(['audio'], { type: 'audio/webm' }),
  mimeType: 'audio/webm',
  durationSec: 40,
};

/** Home: the recent recordings beside the recorder's upload. */
function ListAndUpload() {
  const speeches = useUserSpeeches(guestUser.id, RECENT_SPEECHES);
  const { upload } = useSpeechUpload({ onUploaded: () => undefined, onCancel: () => undefined });
  return (
    <>
      <ul>
        {speeches.data?.map((speech) => (
          <li key={speech.id}>{speech.title}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void upload({ recording, title: 'Fresh talk', prompt: null })}
      >
        Upload
      </button>
    </>
  );
}

describe('uploading a speech', () => {
  it('refetches the speaker’s list at once, so the new speech shows before the next 10 s poll', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setStoredUser(guestUser);
    const older = makeSpeech({ id: 1, title: 'Older talk' });
    const fresh = makeSpeech({ id: 2, title: 'Fresh talk' });
    let uploaded = false;
    const fetchMock = mockFetch();
    fetchMock.on('GET /api/speeches/user/7', () => ({
      body: uploaded ? [fresh, older] : [older],
    }));
    const { user } = renderWithProviders(<ListAndUpload />);
    expect(await screen.findByText('Older talk')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    uploaded = true;
    (FakeXhr.last as FakeXhr).respond(201, { speech: fresh });

    expect(await screen.findByText('Fresh talk')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /api/speeches/user/7')).toHaveLength(2);
    // findBy gives up after 5 s (app/test/setup.ts), half the poll: only an invalidation passes.
  }, 15_000);
});
