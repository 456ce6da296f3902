import { SpeechPipelineError } from '../errors';
import type { HeardWord, SegmentAudio, TextTranscriber } from '../transcriber';
import { encodeWav } from '../wav';

export interface OpenAiTranscriberOptions {
  /** Up to and including the version, e.g. https://api.openai.com/v1 (TRANSCRIBE_BASE_URL). */
  baseUrl: string;
  /** Sent as a Bearer token; local servers often need none (TRANSCRIBE_API_KEY). */
  apiKey?: string;
  /** TRANSCRIBE_MODEL, e.g. whisper-1. */
  model: string;
  fetch?: typeof fetch;
}

/**
 * The endpoint says nothing of how sure it is (`json` has only the text, and
 * not every compatible server has `verbose_json`), so each word starts from
 * this and only the alignment can lower its confidence.
 */
export const OPENAI_WORD_PROBABILITY = 0.9;

/**
 * Any OpenAI-compatible `POST {baseUrl}/audio/transcriptions` (OpenAI,
 * whisper.cpp's server, faster-whisper servers, vLLM...): one request per
 * segment, a 16 kHz WAV as multipart `file`, `response_format=json`; the
 * words of its `text` are aligned like Moonshine's.
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): TextTranscriber {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'text',
    name: 'openai',
    async transcribe(segment: SegmentAudio, opts = {}): Promise<HeardWord[]> {
      const form = new FormData();
      const wav = encodeWav(segment.samples, segment.sampleRate);
      form.append('file', new Blob([wav], { type: 'audio/wav' }), 'segment.wav');
      form.append('model', options.model);
      form.append('response_format', 'json');
      form.append('language', 'en');
      const timeout = opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined;
      const signals = [opts.signal, timeout].filter((s): s is AbortSignal => s !== undefined);
      let response: Response;
      let body: string;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          body: form,
          signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
        });
        body = await response.text();
      } catch (error) {
        if (timeout?.aborted) throw new SpeechPipelineError('timeout', `openai: no answer in time`);
        if (opts.signal?.aborted) throw new SpeechPipelineError('aborted', 'openai: aborted');
        throw new SpeechPipelineError('recognizer_failed', `openai: ${String(error)}`, {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new SpeechPipelineError(
          'recognizer_failed',
          `openai: HTTP ${response.status}: ${body.slice(0, 300)}`,
        );
      }
      let text: unknown;
      try {
        text = (JSON.parse(body) as { text?: unknown }).text;
      } catch {
        text = undefined;
      }
      if (typeof text !== 'string') {
        throw new SpeechPipelineError(
          'recognizer_failed',
          `openai: no text in ${body.slice(0, 200)}`,
        );
      }
      return text
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => ({ text: word, probability: OPENAI_WORD_PROBABILITY }));
    },
  };
}
