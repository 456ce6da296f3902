import { describe, expect, it } from 'vitest';
import type { TranscriberName } from './create-transcriber';
import { createTranscriber } from './create-transcriber';

describe('createTranscriber', () => {
  it('builds the engine named by TRANSCRIBER', () => {
    expect(createTranscriber({ name: 'pocketsphinx' }).name).toBe('pocketsphinx');
  });

  it('refuses an engine it does not know', () => {
    expect(() => createTranscriber({ name: 'whisper' as TranscriberName })).toThrow(
      /Unknown transcriber "whisper"/,
    );
  });
});
