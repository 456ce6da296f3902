import * as z from 'zod';

/** One recognised word, times in seconds from the start of the recording. */
export const wordSchema = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  /** How sure the recognition is of the word, 0-1 (docs/speech-pipeline.md, Confidence). */
  confidence: z.number(),
  /**
   * As the recognizer wrote it, with punctuation and capitals ("Forty," is
   * `word` "forty"; "40%" stays one word). Absent for engines that write plain
   * words and in analyses stored before it was kept.
   */
  text: z.string().optional(),
  /**
   * Not heard for sure: language feedback skips it and the transcript marks it
   * for the speaker to check. Absent means heard for sure.
   */
  lowConfidence: z.boolean().optional(),
});
export type Word = z.infer<typeof wordSchema>;

export const fillerSchema = z.object({
  /** The filler as spoken, lower case ("um", "you know"). */
  word: z.string(),
  /**
   * Category: hesitation (um, uh), lexical (like, you know, basically...) or
   * personal: one of the speaker's own tics, listed in Settings (issue 13).
   */
  type: z.enum(['hesitation', 'lexical', 'personal']),
  start: z.number(),
  end: z.number(),
});
export type Filler = z.infer<typeof fillerSchema>;

export const pauseSchema = z.object({
  start: z.number(),
  /** Seconds of silence. */
  duration: z.number(),
});
export type Pause = z.infer<typeof pauseSchema>;

/** Pace in one window of the speech (Speaker Coach's pace graph). */
export const paceWindowSchema = z.object({
  start: z.number(),
  end: z.number(),
  words: z.number().int(),
  wordsPerMinute: z.number(),
});
export type PaceWindow = z.infer<typeof paceWindowSchema>;

/** Pitch and loudness, measured from the audio. */
export const voiceSchema = z.object({
  /** Median pitch of voiced frames; null when too little voice was found. */
  pitchMedianHz: z.number().nullable(),
  /** 10th to 90th percentile pitch span, in semitones. */
  pitchRangeSemitones: z.number().nullable(),
  /** Standard deviation of pitch, in semitones: the intonation. */
  pitchVariationSemitones: z.number().nullable(),
  /** True when the intonation is flat enough to sound monotone. */
  monotone: z.boolean(),
  /** Mean level of voiced speech, dBFS. */
  loudnessMeanDbfs: z.number().nullable(),
  /** Standard deviation of phrase levels, dB. */
  loudnessVariationDb: z.number().nullable(),
  /** 0-100: how steady the volume stays from phrase to phrase. */
  loudnessSteadiness: z.number().nullable(),
  /** Share of speaking time that is voiced, 0-1. */
  voicedRatio: z.number().nullable(),
});
export type Voice = z.infer<typeof voiceSchema>;

export const grammarIssueSchema = z.object({
  /** Character offsets into the transcript. */
  start: z.number().int(),
  end: z.number().int(),
  /** The words at fault, as in the transcript. */
  text: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
  /** Which checker and rule found it (harper:..., retext:...). */
  rule: z.string(),
  /** Seconds into the recording of the first word at fault; null when unknown. */
  time: z.number().nullable(),
});
export type GrammarIssue = z.infer<typeof grammarIssueSchema>;

export const countedPhraseSchema = z.object({
  text: z.string(),
  count: z.number().int(),
  /** Seconds into the recording of each occurrence. */
  times: z.array(z.number()),
});
export type CountedPhrase = z.infer<typeof countedPhraseSchema>;

export const languageSchema = z.object({
  grammarIssues: z.array(grammarIssueSchema),
  issuesPer100Words: z.number(),
  /** Words or phrases said twice in a row ("the the", "I think I think"). */
  repetitions: z.array(countedPhraseSchema),
  /** Content words and phrases used far more than the speech needs. */
  overused: z.array(countedPhraseSchema),
  /** Hedges that undercut the message (I think, maybe, just, sort of...). */
  hedges: z.array(countedPhraseSchema),
  /** Weak or vague words (very, really, thing, stuff...). */
  weakWords: z.array(countedPhraseSchema),
});
export type Language = z.infer<typeof languageSchema>;

/**
 * The recording's shape for the timeline, computed once by the pipeline so the
 * page never decodes audio (issue 13). Stored in its own column, not in the
 * analysis JSON, so that lists and the coach never read it.
 */
export const waveformSchema = z.object({
  /** Seconds of audio each peak covers (0.05 up to 10 minutes; wider beyond). */
  secondsPerPeak: z.number().positive(),
  /** Loudest sample of each stretch, 0-100 of the recording's loudest stretch. */
  peaks: z.array(z.number().int().min(0).max(100)),
});
export type Waveform = z.infer<typeof waveformSchema>;

/**
 * How the recording itself sounded, so the speaker knows when a number may owe something to the
 * room or the microphone rather than to them (docs/metrics.md, Recording).
 */
export const recordingConditionsSchema = z.object({
  /** Mains hum found and taken out before anything was measured, Hz; null when there was none. */
  humHz: z.number().nullable(),
  /** Share of the speech's 10 ms frames with samples run flat at the ceiling (clipped), 0-1. */
  clippedShare: z.number().min(0).max(1),
  /** The room between words (the 10th percentile frame), dBFS. */
  noiseFloorDbfs: z.number(),
  /** The voice (the 95th percentile frame), dBFS. */
  speechLevelDbfs: z.number(),
});
export type RecordingConditions = z.infer<typeof recordingConditionsSchema>;

/** The parts of the confidence score, each 0-100 (docs/metrics.md gives the formula). */
export const confidenceBreakdownSchema = z.object({
  recognizer: z.number(),
  fillerRate: z.number(),
  pauses: z.number(),
  paceStability: z.number(),
  voiceSteadiness: z.number(),
});
export type ConfidenceBreakdown = z.infer<typeof confidenceBreakdownSchema>;

/**
 * What the speech pipeline measures about one recording. Issue 3 adds fields;
 * every addition is optional so that stored analyses stay readable.
 */
export const speechAnalysisSchema = z.object({
  /** Length of the audio, seconds. */
  durationSec: z.number(),
  /** First word's start to last word's end, seconds. */
  speakingTimeSec: z.number(),
  transcript: z.string(),
  words: z.array(wordSchema),
  wordCount: z.number().int(),
  /** Words over speaking time; null when nothing was recognised. */
  wordsPerMinute: z.number().nullable(),
  fillerWords: z.number().int(),
  fillerWordsList: z.record(z.string(), z.number().int()),
  fillers: z.array(fillerSchema),
  /** Count of pauses of 0.5 s or more between words. */
  pauses: z.number().int(),
  pauseList: z.array(pauseSchema),
  longestPauseSec: z.number(),
  /** 0-100. */
  confidenceScore: z.number().nullable(),
  /** 0-100; null until grammar checking runs. */
  grammarScore: z.number().nullable(),

  // Issue 3: optional so that analyses stored before it stay readable.
  /** Pace in 15-second windows of speaking time. */
  paceOverTime: z.array(paceWindowSchema).optional(),
  /** Coefficient of variation of the window paces, 0 = perfectly even. */
  paceVariation: z.number().nullable().optional(),
  voice: voiceSchema.optional(),
  language: languageSchema.optional(),
  confidenceBreakdown: confidenceBreakdownSchema.optional(),
  /** Mean recogniser confidence of the words, 0-1. */
  recognizerConfidence: z.number().nullable().optional(),

  // Issue 10: the transcript the speaker can correct.
  /**
   * Who wrote the transcript: absent or `recognized` for the recognizer's,
   * `corrected` when the speaker edited it, `typed` when they entered it
   * because recognition failed. Every metric is measured from it.
   */
  transcriptSource: z.enum(['recognized', 'corrected', 'typed']).optional(),
  /** What the recognizer wrote, kept for reference once the speaker changed the transcript. */
  recognizedTranscript: z.string().optional(),
  /**
   * Seconds of speech no word of a typed or corrected transcript accounts for (stretches with
   * more than 3 s of sound between its words, before the first or after the last): every metric
   * counts only the words written.
   * Absent when the words account for all of it, and for the recognizer's own words.
   */
  unwrittenSpeechSec: z.number().min(0).optional(),

  // Issue 13: the timeline's waveform; absent for analyses stored before it was computed.
  waveform: waveformSchema.optional(),

  /** How the recording sounded; absent for analyses stored before it was measured. */
  recording: recordingConditionsSchema.optional(),
});
export type SpeechAnalysis = z.infer<typeof speechAnalysisSchema>;

/** The analysis as the API returns it: the spec's fields plus the measured details. */
export const analysisDtoSchema = z.object({
  id: z.number().int(),
  speechId: z.number().int(),
  text: z.string(),
  wordsPerMinute: z.number().nullable(),
  confidenceScore: z.number().nullable(),
  grammarScore: z.number().nullable(),
  fillerWords: z.number().int(),
  fillerWordsList: z.record(z.string(), z.number().int()),
  pauses: z.number().int(),
  /** First word's start to last word's end, seconds; null for analyses stored before it was kept. */
  speakingTimeSec: z.number().nullable(),
  createdAt: z.string(),
  /** The full measurement; left out of lists, which poll often and need only the summary. */
  details: speechAnalysisSchema.optional(),
});
export type AnalysisDto = z.infer<typeof analysisDtoSchema>;
