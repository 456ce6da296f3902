import type { Kysely, Transaction } from 'kysely';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { isoNow } from '@server/lib/time';
import type { AnalysisRow, Database, NewAnalysis } from '../schema';

export type AnalysisSummaryRow = Omit<AnalysisRow, 'details' | 'waveform'>;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The row that stores an analysis: the spec's summary columns, the whole
 * analysis as JSON and the waveform in its own column. An analysis without a
 * waveform (a re-measured transcript) leaves the stored one as it is.
 */
export function analysisRowOf(
  speechId: number,
  { waveform, ...analysis }: SpeechAnalysis,
  createdAt: string = isoNow(),
): NewAnalysis {
  return {
    speechId,
    text: analysis.transcript,
    wordsPerMinute: analysis.wordsPerMinute,
    confidenceScore: analysis.confidenceScore,
    grammarScore: analysis.grammarScore,
    fillerWords: analysis.fillerWords,
    fillerWordsList: JSON.stringify(analysis.fillerWordsList),
    pauses: analysis.pauses,
    speakingTimeSec: analysis.speakingTimeSec,
    details: JSON.stringify(analysis),
    ...(waveform ? { waveform: JSON.stringify(waveform) } : {}),
    createdAt,
  };
}

export function createAnalysesRepo(db: Kysely<Database>) {
  return {
    findBySpeechId(speechId: number): Promise<AnalysisRow | undefined> {
      return db
        .selectFrom('analyses')
        .selectAll()
        .where('speechId', '=', speechId)
        .executeTakeFirst();
    },

    /** The analyses of many speeches, without the full JSON details (lists need the summary). */
    async findSummariesBySpeechIds(speechIds: number[]): Promise<Map<number, AnalysisSummaryRow>> {
      if (speechIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('analyses')
        .select([
          'id',
          'speechId',
          'text',
          'wordsPerMinute',
          'confidenceScore',
          'grammarScore',
          'fillerWords',
          'fillerWordsList',
          'pauses',
          'speakingTimeSec',
          'createdAt',
        ])
        .where('speechId', 'in', speechIds)
        .execute();
      return new Map(rows.map((r) => [r.speechId, r]));
    },

    /** Replaces the speech's analysis: a re-run job must not leave two. */
    async upsert(analysis: NewAnalysis, tx: Db = db): Promise<AnalysisRow> {
      const { speechId: _speechId, ...rest } = analysis;
      return tx
        .insertInto('analyses')
        .values(analysis)
        .onConflict((oc) => oc.column('speechId').doUpdateSet(rest))
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type AnalysesRepo = ReturnType<typeof createAnalysesRepo>;
