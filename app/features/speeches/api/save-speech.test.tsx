import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStoredUser } from '@app/lib/storage';
import { mockFetch } from '@app/test/fetch-mock';
import { guestUser, makeSpeech } from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import { RECENT_SPEECHES, useUserSpeeches } from './get-user-speeches';
import { useSaveSpeech } from './save-speech';

/** Home's list of recordings, and the analysis page's Save, on one screen. */
function ListAndSave({ speechId }: { speechId: number }) {
  const speeches = useUserSpeeches(guestUser.id, RECENT_SPEECHES);
  const save = useSaveSpeech(speechId);
  return (
    <>
      <ul>
        {speeches.data?.map((speech) => (
          <li key={speech.id}>{`${speech.title}${speech.saved ? ' (saved)' : ''}`}</li>
        ))}
      </ul>
      <button type="button" onClick={() => save.mutate(true)}>
        Save
      </button>
    </>
  );
}

describe('saving a speech', () => {
  it('refetches the speaker’s list at once, not at the next 10 s poll', async () => {
    setStoredUser(guestUser);
    let saved = false;
    const fetchMock = mockFetch();
    fetchMock.on('GET /api/speeches/user/7', () => ({ body: [makeSpeech({ id: 3, saved })] }));
    fetchMock.on('POST /api/speeches/3/save', () => {
      saved = true;
      return { body: { speech: makeSpeech({ id: 3, saved: true }) } };
    });
    const { user } = renderWithProviders(<ListAndSave speechId={3} />);
    expect(await screen.findByText('Why trees matter')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Why trees matter (saved)')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /api/speeches/user/7')).toHaveLength(2);
    // findBy gives up after 5 s (app/test/setup.ts), half the poll: only an invalidation passes.
  }, 15_000);
});
