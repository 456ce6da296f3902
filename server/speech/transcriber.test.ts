import { describe, expect, it } from 'vitest';
import type { TranscriberName } from './transcriber';
import { createTranscriber } from './transcriber';

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
