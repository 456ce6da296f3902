import { useCallback, useState } from 'react';
import type { CoachingMode } from '@common/contract/feedback';
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
  /** The practice mode whose prompt bank the Random Challenge draws on. */
  practiceMode: CoachingMode;
}

export function useTopicSelection(practiceMode: CoachingMode = 'general'): TopicSelection {
  const [mode, setMode] = useState<TopicMode>('today');
  const [customTopic, setCustomTopicState] = useState<string | null>(null);
  const prompt = useDailyPrompt(practiceMode);

  const setCustomTopic = useCallback((topic: string) => setCustomTopicState(topic), []);
  const clearCustomTopic = useCallback(() => setCustomTopicState(null), []);

  const topic = mode === 'custom' ? customTopic : (prompt.data?.text ?? null);
  return { mode, setMode, customTopic, setCustomTopic, clearCustomTopic, topic, practiceMode };
}
