import type { AnalysisDto, SpeechAnalysis, Waveform } from '@common/contract/analysis';
import type { SpeechDto } from '@common/contract/speech';
import type { AnalysisSummaryRow } from '../db/repos/analyses-repo';
import type { AnalysisRow, SpeechRow } from '../db/schema';
import { toCoachingMode } from '@common/coaching/coaching-modes';
import { signMediaPath } from '../media/signed-url';

export interface MediaLinkConfig {
  publicUrl: string;
  secret: string;
  ttlSec: number;
}

/**
 * Links expire on whole-hour boundaries so that the same speech keeps the same
 * URL for an hour: a page that polls does not reload its audio each time.
 */
export function mediaUrl(speechId: number, config: MediaLinkConfig, nowMs = Date.now()): string {
  return `${config.publicUrl}${signMediaPath(speechId, mediaLinkExpiry(config, nowMs), config.secret)}`;
}

/** When links made now expire (epoch seconds): the same for a whole hour. */
export function mediaLinkExpiry(config: MediaLinkConfig, nowMs = Date.now()): number {
  const hour = 3600;
  return Math.ceil((nowMs / 1000 + config.ttlSec) / hour) * hour;
}

/** An analysis; with its row's JSON details when the row has them (single speech), without in lists. */
export function presentAnalysis(row: AnalysisRow | AnalysisSummaryRow): AnalysisDto {
  return {
    id: row.id,
    speechId: row.speechId,
    text: row.text,
    wordsPerMinute: row.wordsPerMinute,
    confidenceScore: row.confidenceScore,
    grammarScore: row.grammarScore,
    fillerWords: row.fillerWords,
    fillerWordsList: JSON.parse(row.fillerWordsList) as Record<string, number>,
    pauses: row.pauses,
    speakingTimeSec: row.speakingTimeSec,
    createdAt: row.createdAt,
    ...('details' in row ? { details: presentDetails(row) } : {}),
  };
}

/** The stored analysis with its waveform put back where the contract has it. */
function presentDetails(row: AnalysisRow): SpeechAnalysis {
  const details = JSON.parse(row.details) as SpeechAnalysis;
  return row.waveform ? { ...details, waveform: JSON.parse(row.waveform) as Waveform } : details;
}

export function presentSpeech(
  speech: SpeechRow,
  analysis: AnalysisRow | AnalysisSummaryRow | undefined,
  media: MediaLinkConfig,
  nowMs = Date.now(),
): SpeechDto {
  return {
    id: speech.id,
    userId: speech.userId,
    title: speech.title,
    prompt: speech.prompt,
    recordedAt: speech.recordedAt,
    duration: speech.duration,
    audioUrl: mediaUrl(speech.id, media, nowMs),
    transcription: speech.transcription,
    transcriptionId: speech.transcriptionId,
    coachingMode: toCoachingMode(speech.coachingMode),
    saved: speech.saved === 1,
    analysis: analysis ? presentAnalysis(analysis) : null,
    retakeOf: speech.retakeOf,
  };
}
