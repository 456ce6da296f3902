import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@app/test/fetch-mock';
import { renderWithProviders } from '@app/test/render';
import { useTopicSelection } from '../hooks/use-topic-selection';
import { getLocalDateKey } from '../lib/refresh-counter';
import { TopicCard } from './topic-card';

function Harness() {
  const selection = useTopicSelection();
  return (
    <>
      <TopicCard selection={selection} userId={7} />
      <p data-testid="topic">Chosen: {selection.topic ?? 'none'}</p>
      <button type="button" onClick={selection.clearCustomTopic}>
        Discard
      </button>
    </>
  );
}

function setup() {
  const fetch = mockFetch();
  fetch.on('GET /api/prompts/daily', { body: { text: 'Describe your favourite place.' } });
  return { fetch, ...renderWithProviders(<Harness />) };
}

const REFRESH = 'POST /api/prompts/daily/refresh';
const refreshCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.callsTo(REFRESH);

describe('Random tab', () => {
  it('shows Loading prompt... until the Random Challenge prompt arrives', async () => {
    setup();
    expect(screen.getByText('Random Challenge')).toBeInTheDocument();
    expect(screen.getByText('Loading prompt...')).toBeInTheDocument();
    expect(await screen.findByText('Describe your favourite place.')).toBeInTheDocument();
    expect(screen.getByTestId('topic')).toHaveTextContent('Describe your favourite place.');
  });

  it('New asks for another prompt with a POST naming the user, never shared', async () => {
    const { fetch, user } = setup();
    await screen.findByText('Describe your favourite place.');
    fetch.on(REFRESH, { body: { text: 'Teach us a skill.', refreshesLeft: 29 } });

    await user.click(screen.getByRole('button', { name: 'New prompt' }));

    expect(await screen.findByText('Teach us a skill.')).toBeInTheDocument();
    const [call] = refreshCalls(fetch);
    expect(call?.url).toMatch(/^\/api\/prompts\/daily\/refresh\?timestamp=\d+$/);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ userId: 7 });
    expect(fetch.calls.some((c) => c.url.includes('refresh=true'))).toBe(false);
    expect(JSON.parse(localStorage.getItem('podium-prompt-refreshes') ?? '{}')).toMatchObject({
      count: 1,
    });
  });

  it('says Please wait while a new prompt is already being fetched', async () => {
    const { fetch, user } = setup();
    await screen.findByText('Describe your favourite place.');
    fetch.on(REFRESH, () => new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'New prompt' }));
    await user.click(screen.getByRole('button', { name: 'New prompt' }));
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    expect(screen.getByText('A new prompt is already being fetched')).toBeInTheDocument();
    expect(refreshCalls(fetch)).toHaveLength(1);
  });

  it('stops after 30 refreshes today without asking the server', async () => {
    localStorage.setItem(
      'podium-prompt-refreshes',
      JSON.stringify({ date: getLocalDateKey(new Date()), count: 30 }),
    );
    const { fetch, user } = setup();
    await screen.findByText('Describe your favourite place.');
    await user.click(screen.getByRole('button', { name: 'New prompt' }));
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    expect(screen.getByText('You can only refresh prompts 30 times per day')).toBeInTheDocument();
    expect(refreshCalls(fetch)).toHaveLength(0);
  });

  it('counts the day as used up when the server answers 429', async () => {
    const { fetch, user } = setup();
    await screen.findByText('Describe your favourite place.');
    fetch.on(REFRESH, { status: 429, body: { status: 429, isRateLimit: true, message: 'Limit' } });
    await user.click(screen.getByRole('button', { name: 'New prompt' }));
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('podium-prompt-refreshes') ?? '{}')).toMatchObject({
      count: 30,
    });
  });

  it('says Could not fetch a new prompt when the refresh fails', async () => {
    const { fetch, user } = setup();
    await screen.findByText('Describe your favourite place.');
    fetch.on(REFRESH, { status: 500, body: { status: 500, message: 'Boom' } });
    await user.click(screen.getByRole('button', { name: 'New prompt' }));
    expect(
      await screen.findByText('Could not fetch a new prompt. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Describe your favourite place.')).toBeInTheDocument();
  });
});

describe('Write Your Topic tab', () => {
  it('disables Use this Topic while the text is blank', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Write Your Topic' }));
    const box = screen.getByPlaceholderText('Type your speaking topic here...');
    expect(box).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Use this Topic' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Use this Topic' })).toBeDisabled();
  });

  it('says Empty topic when a blank topic is confirmed from the keyboard', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Write Your Topic' }));
    await user.type(screen.getByPlaceholderText('Type your speaking topic here...'), '  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Empty topic')).toBeInTheDocument();
    expect(screen.getByText('Please enter a topic before confirming.')).toBeInTheDocument();
  });

  it("confirms a topic and shows it under You'll Speak About:", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Write Your Topic' }));
    await user.type(
      screen.getByPlaceholderText('Type your speaking topic here...'),
      ' My first job ',
    );
    await user.click(screen.getByRole('button', { name: 'Use this Topic' }));

    expect(await screen.findByText('Topic selected')).toBeInTheDocument();
    expect(screen.getByText('Your custom topic is ready for recording!')).toBeInTheDocument();
    expect(screen.getByText("You'll Speak About:")).toBeInTheDocument();
    expect(screen.getByTestId('topic')).toHaveTextContent('My first job');
  });

  it('clears the chosen topic when the recording is discarded', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Write Your Topic' }));
    await user.type(
      screen.getByPlaceholderText('Type your speaking topic here...'),
      'My first job',
    );
    await user.click(screen.getByRole('button', { name: 'Use this Topic' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('topic')).toHaveTextContent('none'));
    expect(screen.getByPlaceholderText('Type your speaking topic here...')).toHaveValue('');
  });
});
