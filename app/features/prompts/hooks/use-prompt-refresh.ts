import { useCallback, useRef } from 'react';
import type { CoachingMode } from '@common/contract/feedback';
import { isApiFailure } from '@app/lib/api-client';
import { STORAGE_KEYS, readJson, writeJson } from '@app/lib/storage';
import { toast } from '@app/lib/toast';
import { useRefreshPrompt } from '../api/refresh-prompt';
import { canRefreshPrompt, countRefresh, syncRefreshes } from '../lib/refresh-counter';
import type { RefreshCounter } from '../lib/refresh-counter';

function showLimitReached() {
  toast({
    title: 'Limit reached',
    description: 'You can only refresh prompts 30 times per day',
    variant: 'warning',
  });
}

/**
 * The 'New' prompt button (spec 4, topic prompt refresh): blocked while a refresh
 * is pending and after 30 refreshes today.
 */
export function usePromptRefresh(userId: number | null, mode: CoachingMode = 'general') {
  const mutation = useRefreshPrompt();
  // A ref as well as isPending: two clicks in one tick both see isPending false.
  const pending = useRef(false);

  const refresh = useCallback(() => {
    if (pending.current) {
      toast({ title: 'Please wait', description: 'A new prompt is already being fetched' });
      return;
    }
    const now = new Date();
    const counter = readJson<RefreshCounter>(STORAGE_KEYS.promptRefreshes);
    if (!canRefreshPrompt(counter, now)) {
      showLimitReached();
      return;
    }
    if (userId === null) return;
    pending.current = true;
    mutation.mutate(
      { userId, mode },
      {
        onSuccess: (prompt) => {
          const latest = readJson<RefreshCounter>(STORAGE_KEYS.promptRefreshes);
          writeJson(
            STORAGE_KEYS.promptRefreshes,
            prompt.refreshesLeft === undefined
              ? countRefresh(latest, new Date())
              : syncRefreshes(prompt.refreshesLeft, new Date()),
          );
        },
        onError: (error) => {
          if (isApiFailure(error, 'rate_limited', ({ status }) => status === 429)) {
            writeJson(STORAGE_KEYS.promptRefreshes, syncRefreshes(0, new Date()));
            showLimitReached();
            return;
          }
          toast({
            title: 'Error',
            description: 'Could not fetch a new prompt. Please try again later.',
            variant: 'destructive',
          });
        },
        onSettled: () => {
          pending.current = false;
        },
      },
    );
  }, [mutation, userId, mode]);

  return { refresh, isRefreshing: mutation.isPending };
}
