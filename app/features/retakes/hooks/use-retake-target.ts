import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SpeechDto } from '@common/contract/speech';
import { useSpeech } from '@app/features/speeches/public';

/** The query parameter that starts a retake on Home: `/?retake=<speech id>`. */
export const RETAKE_PARAM = 'retake';

export const retakePath = (speechId: number) => `/?${RETAKE_PARAM}=${speechId}`;

export interface RetakeTarget {
  id: number;
  /** The earlier speech, once loaded. */
  speech: SpeechDto | undefined;
  /** Its prompt, or its title when it had none: what the retake is about. */
  topic: string | null;
  cancel: () => void;
}

/** The speech Home is recording a retake of, from the address; null for a new speech. */
export function useRetakeTarget(): RetakeTarget | null {
  const [params, setParams] = useSearchParams();
  const raw = params.get(RETAKE_PARAM);
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
  const query = useSpeech(id, { enabled: id > 0 });
  const cancel = useCallback(() => {
    setParams(
      (current) => {
        current.delete(RETAKE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [setParams]);
  if (id <= 0) return null;
  const speech = query.data?.speech;
  return {
    id,
    speech,
    topic: speech ? speech.prompt?.trim() || speech.title : null,
    cancel,
  };
}
