import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeSpeech } from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import { uploadSpeech } from '../api/upload-speech';
import { getPendingRecordingStore } from '../lib/pending-recordings';
import { UploadError } from '../lib/upload-errors';
import { PendingRecordingsCard } from './pending-recordings-card';

vi.mock('../api/upload-speech', () => ({ uploadSpeech: vi.fn() }));
const upload = vi.mocked(uploadSpeech);
const onUploaded = vi.fn();

beforeEach(() => {
  upload.mockReset();
  onUploaded.mockReset();
});

const store = () => getPendingRecordingStore();

/** A take kept by an earlier page (the reload has already happened). */
async function keptEarlier(
  fields: { title?: string; failure?: 'guest-limit' | 'failed' | null; userId?: number } = {},
) {
  const s = await store();
  const kept = await s.add({
    userId: fields.userId ?? 7,
    title: fields.title ?? 'Park benches',
    topic: 'Why our parks need benches',
    durationSec: 83,
    mimeType: 'audio/webm',
    blob: new Blob(['opus bytes'], { type: 'audio/webm;codecs=opus' }),
  });
  if (fields.failure) await s.update(kept.id, { failure: fields.failure });
  return kept;
}

function setup({
  isGuest = true,
  remaining = 2 as number | null | undefined,
  heldId = null as string | null,
} = {}) {
  return renderWithProviders(
    <PendingRecordingsCard
      user={{ id: 7, isGuest }}
      remaining={remaining}
      heldId={heldId}
      onUploaded={onUploaded}
    />,
  );
}

describe('Recording not uploaded yet', () => {
  it('offers a take kept before a reload, and uploads it with its title, topic and audio', async () => {
    await keptEarlier();
    const speech = makeSpeech({ id: 12, userId: 7 });
    upload.mockResolvedValue({ speech });
    const { user } = setup();

    const card = await screen.findByRole('region', { name: 'Recording not uploaded yet' });
    const item = within(card).getByRole('listitem', { name: 'Park benches' });
    expect(within(item).getByText('1:23')).toBeInTheDocument();
    expect(within(item).getByText('Why our parks need benches')).toBeInTheDocument();
    expect(within(item).getByText('The page closed before it was uploaded.')).toBeInTheDocument();
    expect(
      within(card).getByText('Kept on this device until it is uploaded, so nothing is lost.'),
    ).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(speech));
    const sent = upload.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ title: 'Park benches', prompt: 'Why our parks need benches' });
    expect(sent?.recording.durationSec).toBe(83);
    expect(sent?.recording.blob.type).toBe('audio/webm;codecs=opus');
    expect(await sent?.recording.blob.text()).toBe('opus bytes');

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recording not uploaded yet' })).toBeNull(),
    );
    expect(await (await store()).list(7)).toEqual([]);
  });

  it('keeps the take when the upload fails again, saying so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await keptEarlier();
    upload.mockRejectedValue(new UploadError('network', 'Network connection error'));
    const { user } = setup();
    const item = await screen.findByRole('listitem', { name: 'Park benches' });
    await user.click(within(item).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(await within(item).findByText('The upload did not go through.')).toBeInTheDocument();
    expect(await (await store()).list(7)).toHaveLength(1);
  });

  it('offers a guest with no recordings left an account instead of another refusal', async () => {
    await keptEarlier({ failure: 'guest-limit' });
    const { user } = setup({ remaining: 0 });
    const item = await screen.findByRole('listitem', { name: 'Park benches' });
    expect(
      within(item).getByText('Not uploaded: you have used your free recordings.'),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Upload' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Create a free account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a take refused at the guest limit by itself once the guest has an account', async () => {
    await keptEarlier({ failure: 'guest-limit' });
    await keptEarlier({ title: 'Failed on the train', failure: 'failed' });
    const speech = makeSpeech({ id: 13, userId: 7, title: 'Park benches' });
    upload.mockResolvedValue({ speech });
    setup({ isGuest: false, remaining: null });

    expect(await screen.findByText('Speech saved')).toBeInTheDocument();
    expect(screen.getByText(/"Park benches" is in your account now/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].title).toBe('Park benches');
    // It offers the analysis rather than taking the speaker away from Home.
    expect(onUploaded).not.toHaveBeenCalled();
    // The one that failed for another reason waits for the speaker.
    const card = await screen.findByRole('region', { name: 'Recording not uploaded yet' });
    expect(within(card).getByRole('listitem', { name: 'Failed on the train' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await (await store()).list(7)).map((r) => r.title)).toEqual(['Failed on the train']),
    );
  });

  it('asks before discarding, from the keyboard too, and says Recording discarded', async () => {
    await keptEarlier();
    const { user } = setup();
    const item = await screen.findByRole('listitem', { name: 'Park benches' });

    within(item).getByRole('button', { name: 'Discard' }).focus();
    await user.keyboard('{Enter}');
    expect(within(item).getByRole('group', { name: 'Discard this recording?' })).toBeVisible();
    // Focus lands on the safe choice.
    expect(within(item).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(item).getByRole('button', { name: 'Discard' })).toHaveFocus();
    expect(await (await store()).list(7)).toHaveLength(1);

    await user.keyboard('{Enter}');
    await user.click(within(item).getByRole('button', { name: 'Discard recording' }));
    expect(await screen.findByText('Recording discarded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recording not uploaded yet' })).toBeNull();
    expect(await (await store()).list(7)).toEqual([]);
  });

  it("shows only this user's takes, and not the one the recording panel is still saving", async () => {
    const held = await keptEarlier({ title: 'Being named' });
    await keptEarlier({ title: "Another user's", userId: 8 });
    await keptEarlier({ title: 'Yesterday' });
    setup({ heldId: held.id });
    const card = await screen.findByRole('region', { name: 'Recording not uploaded yet' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(within(card).getByRole('listitem', { name: 'Yesterday' })).toBeInTheDocument();
  });
});
