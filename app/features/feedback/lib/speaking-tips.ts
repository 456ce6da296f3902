/** Shown one at a time, every 6 s, while a speech is processed (spec 2 and 9). */
export const SPEAKING_TIPS = [
  'Pause for a breath after each key point. Silence gives your words time to land.',
  'Open with a question or a surprising fact to catch attention in the first ten seconds.',
  'Aim for 120-150 words per minute: slow enough to follow, fast enough to stay lively.',
  'Replace "um" with a short pause. Listeners hear a pause as confidence.',
  'Structure helps memory: tell them what you will say, say it, then sum it up.',
  'Vary your pitch. A monotone voice makes even great ideas sound flat.',
  'Stand or sit tall and breathe from your belly for a steadier, fuller voice.',
  'Use concrete examples and stories. People remember pictures, not abstractions.',
  'End with a clear call to action or a single sentence you want them to remember.',
  'Record yourself often. Small daily practice beats one long rehearsal.',
] as const;

/** What the loading animation says it is doing, one phase every 3.5 s. */
export const LOADING_PHASES = [
  'Uploading',
  'Transcribing',
  'Measuring pace',
  'Finding filler words',
  'Preparing your analysis',
] as const;
