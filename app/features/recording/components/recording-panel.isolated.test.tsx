import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeMediaRecorder, installMicrophone } from '@app/test/media-mocks';
import { makeSpeech } from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import { uploadSpeech } from '../api/upload-speech';
import { getPendingRecordingStore } from '../lib/pending-recordings';
import { UploadError } from '../lib/upload-errors';
import { RecordingPanel } from './recording-panel';

vi.mock('../api/upload-speech', () => ({ uploadSpeech: vi.fn() }));
const upload = vi.mocked(uploadSpeech);

const onUploaded = vi.fn();
const onDiscard = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  upload.mockReset();
  onUploaded.mockReset();
  onDiscard.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup() {
  return renderWithProviders(
    <RecordingPanel topic="Why trees matter" onUploaded={onUploaded} onDiscard={onDiscard} />,
    { advanceTimers: vi.advanceTimersByTime },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** What the device keeps (no one is signed in in these tests: user null). */
const kept = async () => (await getPendingRecordingStore()).list(null);

async function recordFor(user: ReturnType<typeof setup>['user'], ms: number) {
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  await screen.findByRole('button', { name: 'Stop recording' });
  await advance(ms);
  await user.click(screen.getByRole('button', { name: 'Stop recording' }));
}

describe('recording panel', () => {
  it('shows the record button, the 10:00 timer and the 2-minute hint', () => {
    installMicrophone();
    setup();
    expect(screen.getByRole('heading', { name: 'Start Speaking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00 / 10:00');
    expect(screen.getByText('Record at least 2 minutes for best results')).toBeInTheDocument();
  });

  it('starts and stops from the keyboard with Space and Enter', async () => {
    installMicrophone();
    const { user } = setup();
    screen.getByRole('button', { name: 'Start recording' }).focus();
    await user.keyboard(' ');
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    await advance(2000);
    stop.focus();
    await user.keyboard('{Enter}');
    await advance(600);
    expect(await screen.findByRole('dialog', { name: 'Name Your Recording' })).toBeInTheDocument();
  });

  it("asks for the microphone as it hears: none of the browser's call processing", async () => {
    const getUserMedia = installMicrophone();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  });

  it('records with the preferred type at 128 kbit/s in 500 ms chunks, asking for data every 3 s', async () => {
    installMicrophone();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    const recorder = FakeMediaRecorder.instances[0];
    expect(recorder?.options).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 128000,
    });
    expect(recorder?.timeslice).toBe(500);
    await advance(6100);
    expect(recorder?.requestDataCalls).toBe(2);
    expect(screen.getByRole('timer')).toHaveTextContent('00:06 / 10:00');
  });

  it('opens Name Your Recording with a default title after stopping, then uploads and hands over', async () => {
    installMicrophone();
    const speech = makeSpeech({ id: 99 });
    upload.mockResolvedValue({ speech });
    const { user } = setup();

    await recordFor(user, 5000);
    await advance(600);

    const dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    expect(within(dialog).getByText('Enter a title for your speech recording')).toBeInTheDocument();
    expect((within(dialog).getByLabelText('Speech Title') as HTMLInputElement).value).toMatch(
      /^Speech recording - [A-Z][a-z]{2} \d{1,2} \d{1,2}:\d{2} [AP]M$/,
    );
    expect(within(dialog).getByText('0:05')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(speech));
    const input = upload.mock.calls[0]?.[0];
    expect(input?.prompt).toBe('Why trees matter');
    expect(input?.title).toMatch(/^Speech recording - /);
    expect(input?.recording.durationSec).toBeCloseTo(5, 0);
    expect(input?.recording.blob.size).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Saving... while the upload runs', async () => {
    installMicrophone();
    upload.mockReturnValue(new Promise(() => undefined));
    const { user } = setup();
    await recordFor(user, 3000);
    await advance(600);
    const dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('discards the recording on Cancel and says Recording discarded after 300 ms', async () => {
    installMicrophone();
    const { user } = setup();
    await recordFor(user, 3000);
    await advance(600);
    const dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(onDiscard).toHaveBeenCalled();
    expect(screen.queryByText('Recording discarded')).not.toBeInTheDocument();
    await advance(300);
    expect(await screen.findByText('Recording discarded')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00 / 10:00');
    expect(upload).not.toHaveBeenCalled();
  });

  it('does not hand over a recording of 1 second or less', async () => {
    installMicrophone();
    const { user } = setup();
    await recordFor(user, 800);
    await advance(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Recording too short')).toBeInTheDocument();
  });

  it('Cancel Recording discards and says Recording cancelled', async () => {
    installMicrophone();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    await advance(2000);
    await user.click(screen.getByRole('button', { name: 'Cancel Recording' }));
    expect(await screen.findByText('Recording cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns once past 85 percent and stops automatically at 10:00', async () => {
    installMicrophone();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    await advance(511_000);
    expect(screen.getByText('Almost at the limit')).toBeInTheDocument();
    expect(
      screen.getAllByText('Recording will stop automatically at 10:00.').length,
    ).toBeGreaterThan(0);
    await advance(90_000);
    await advance(600);
    expect(await screen.findByRole('dialog', { name: 'Name Your Recording' })).toHaveTextContent(
      '10:00',
    );
  });

  it('asks for microphone access when permission is denied, with Try Again', async () => {
    const getUserMedia = installMicrophone(
      vi.fn(async () => {
        throw new DOMException('Permission denied', 'NotAllowedError');
      }),
    );
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Microphone Access Required')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'Please allow microphone access to record your speech. Check your browser settings if needed.',
      ),
    ).toBeInTheDocument();
    // Once, in the panel beside Try Again: no toast over it.
    expect(screen.getAllByText('Microphone Access Required')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('says Microphone Not Found when there is no microphone', async () => {
    installMicrophone(
      vi.fn(async () => {
        throw new DOMException('none', 'NotFoundError');
      }),
    );
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Microphone Not Found')).toBeInTheDocument();
  });

  it('shows Guest Limit Reached with the server message and no buttons', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installMicrophone();
    upload.mockRejectedValue(
      new UploadError('http', 'Server error: 429 - Guests can save 3 speeches.', {
        status: 429,
        body: { status: 429, isRateLimit: true, message: 'Guests can save 3 speeches.' },
      }),
    );
    const { user } = setup();
    await recordFor(user, 3000);
    await advance(600);
    const dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByText('Guest Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('Guests can save 3 speeches.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The refused take stays on the device, marked; Home's card offers it from here on.
    await waitFor(async () =>
      expect(await kept()).toEqual([
        expect.objectContaining({ failure: 'guest-limit', topic: 'Why trees matter' }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('keeps the recording on the device from the moment it stops, with its title, topic, length and type', async () => {
    installMicrophone();
    const { user } = setup();
    await recordFor(user, 4000);
    await waitFor(async () => expect(await kept()).toHaveLength(1));
    const [take] = await kept();
    expect(take).toMatchObject({
      title: expect.stringMatching(/^Speech recording - /),
      topic: 'Why trees matter',
      mimeType: 'audio/webm;codecs=opus',
      failure: null,
      persistent: true,
    });
    expect(take?.durationSec).toBeCloseTo(4, 0);
    expect(
      (await (await getPendingRecordingStore()).getAudio(take?.id ?? ''))?.size,
    ).toBeGreaterThan(0);
  });

  it('forgets the kept copy once the server has stored it, and on Cancel', async () => {
    installMicrophone();
    upload.mockResolvedValue({ speech: makeSpeech({ id: 7 }) });
    const { user } = setup();
    await recordFor(user, 3000);
    await advance(600);
    let dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    await user.clear(within(dialog).getByLabelText('Speech Title'));
    await user.type(within(dialog).getByLabelText('Speech Title'), 'Park benches');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(upload.mock.calls[0]?.[0].title).toBe('Park benches');
    await waitFor(async () => expect(await kept()).toEqual([]));

    await recordFor(user, 3000);
    await advance(600);
    await waitFor(async () => expect(await kept()).toHaveLength(1));
    dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await kept()).toEqual([]));
  });

  it('keeps the new title with a take whose upload failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installMicrophone();
    upload.mockRejectedValue(new UploadError('network', 'Network connection error'));
    const { user } = setup();
    await recordFor(user, 3000);
    await advance(600);
    const dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    await user.clear(within(dialog).getByLabelText('Speech Title'));
    await user.type(within(dialog).getByLabelText('Speech Title'), 'Bus lanes');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await kept()).toEqual([
        expect.objectContaining({ title: 'Bus lanes', failure: 'failed' }),
      ]),
    );
  });

  it('offers Try Again on an upload failure, which sends the same recording again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installMicrophone();
    const speech = makeSpeech({ id: 5 });
    upload
      .mockRejectedValueOnce(new UploadError('network', 'Network connection error'))
      .mockResolvedValueOnce({ speech });
    const { user } = setup();
    await recordFor(user, 3000);
    await advance(600);
    const dialog = await screen.findByRole('dialog', { name: 'Name Your Recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Network connection issue. Check your internet and try again.'),
    ).toBeInTheDocument();
    // The naming dialog closes so the toast's buttons are in reach.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(speech));
    expect(upload.mock.calls[1]?.[0].recording).toBe(upload.mock.calls[0]?.[0].recording);
  });
});
