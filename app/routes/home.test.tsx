import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserDto } from '@common/contract/user';
import { getPendingRecordingStore } from '../features/recording/lib/pending-recordings';
import { mockFetch } from '../test/fetch-mock';
import { guestUser, makeSpeech, memberUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { routes } from './router';

function home(
  user: UserDto,
  allowance?: { limit: number | null; used: number; remaining: number | null },
  route = '/',
  answer: (fetch: ReturnType<typeof mockFetch>) => void = () => undefined,
) {
  localStorage.setItem('podium-onboarding-seen', 'true');
  const fetch = mockFetch();
  fetch.on('GET /api/session', { body: { user, emailVerified: true } });
  fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
  fetch.on(`GET /api/speeches/user/${user.id}`, { body: [] });
  if (allowance) fetch.on('GET /api/recording-allowance', { body: allowance });
  // Before the first render: a request the page makes before its answer exists gets a 599.
  answer(fetch);
  return { fetch, ...renderRoutes(routes, { route }) };
}

describe('Home before recording', () => {
  it('tells a guest how many free recordings are left', async () => {
    home(guestUser, { limit: 3, used: 1, remaining: 2 });
    expect(await screen.findByText('2 of 3 free recordings left')).toBeInTheDocument();
  });

  it('tells a guest with none left that new recordings wait on the device for an account', async () => {
    const { user } = home(guestUser, { limit: 3, used: 3, remaining: 0 });
    expect(await screen.findByText('No free recordings left.')).toBeInTheDocument();
    expect(screen.getByText(/New ones wait on this device until you/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'create a free account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
  });

  it('says nothing of a limit to an account, and does not ask', async () => {
    const { fetch } = home(memberUser);
    expect(await screen.findByRole('heading', { name: 'Start Speaking' })).toBeInTheDocument();
    expect(screen.queryByText(/free recordings/)).toBeNull();
    expect(fetch.callsTo('GET /api/recording-allowance')).toHaveLength(0);
  });

  it('offers the recording kept before a reload under the recorder', async () => {
    await (
      await getPendingRecordingStore()
    ).add({
      userId: guestUser.id,
      title: 'Before the reload',
      topic: null,
      durationSec: 64,
      mimeType: 'audio/webm',
      blob: new Blob(['x'], { type: 'audio/webm' }),
    });
    home(guestUser, { limit: 3, used: 1, remaining: 2 });
    const card = await screen.findByRole('region', { name: 'Recording not uploaded yet' });
    expect(within(card).getByRole('listitem', { name: 'Before the reload' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("records a retake on the earlier speech's prompt, and goes back to a new topic on request", async () => {
    localStorage.setItem('podium-onboarding-seen', 'true');
    const { user } = home(memberUser, undefined, '/?retake=42', (fetch) =>
      fetch.on('GET /api/speeches/42', {
        body: { speech: makeSpeech({ title: 'Why trees matter' }), analysis: null },
      }),
    );
    const banner = await screen.findByRole('region', { name: 'Trying this prompt again' });
    expect(
      await within(banner).findByText('Why our city should plant more trees'),
    ).toBeInTheDocument();
    expect(within(banner).getByText(/compared with “Why trees matter”/)).toBeInTheDocument();
    expect(screen.queryByText('Describe your favourite place.')).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'New topic' }));
    expect(screen.queryByRole('region', { name: 'Trying this prompt again' })).toBeNull();
    expect(await screen.findByText('Describe your favourite place.')).toBeInTheDocument();
  });
});
