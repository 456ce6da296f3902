import { useCallback, useState } from 'react';
import { useDailyPrompt } from '../api/get-daily-prompt';

/** Home screen tabs: Random is 'today', Write Your Topic is 'custom' (spec 3, topic mode). */
export type TopicMode = 'today' | 'custom';

export interface TopicSelection {
  mode: TopicMode;
  setMode: (mode: TopicMode) => void;
  /** The confirmed custom topic, or null. */
  customTopic: string | null;
  setCustomTopic: (topic: string) => void;
  clearCustomTopic: () => void;
  /** What the speaker will talk about: sent as `prompt` with the upload. */
  topic: string | null;
}

export function useTopicSelection(): TopicSelection {
  const [mode, setMode] = useState<TopicMode>('today');
  const [customTopic, setCustomTopicState] = useState<string | null>(null);
  const prompt = useDailyPrompt();

  const setCustomTopic = useCallback((topic: string) => setCustomTopicState(topic), []);
  const clearCustomTopic = useCallback(() => setCustomTopicState(null), []);

  const topic = mode === 'custom' ? customTopic : (prompt.data?.text ?? null);
  return { mode, setMode, customTopic, setCustomTopic, clearCustomTopic, topic };
}
