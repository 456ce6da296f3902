/**
 * The microphone as it hears the speaker. The browser's processing is made for calls: its gain
 * control evens out the phrase-to-phrase loudness the voice metrics measure (a voice 12 dB
 * quieter for half a speech measured 4.1 dB of spread instead of the file's 5.9), and with it on
 * the recognizer made a third more word errors (ADR 61, `npm run eval:microphone`). Nothing plays
 * while recording, so there is no echo to cancel.
 */
export const MICROPHONE_AS_HEARD = {
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
} as const;

/** What a browser applies unless asked not to; `eval:microphone` compares it with the above. */
export const MICROPHONE_FOR_CALLS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;
