import type { SpeechAnalysis } from '@common/contract/analysis';
import { type Correction, type LinguisticResponse } from '@common/contract/feedback';
import { FEEDBACK_MESSAGES } from '@common/feedback/feedback-messages';
import type { AnalysesRepo } from '../db/repos/analyses-repo';
import type { LinguisticRepo } from '../db/repos/linguistic-repo';
import type { SpeechesRepo } from '../db/repos/speeches-repo';
import type { AnalysisRow, UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { isoNow } from '../lib/time';
import { accountTypeOf, transcriptHash } from './feedback-service';
import { analysisFromText, ruleCorrections } from './linguistic/rule-corrections';
import type { Corrector } from './llm/llm-corrector';
import { RULES_MODEL } from './rules/rules-coach';

export interface LinguisticServiceDeps {
  speeches: SpeechesRepo;
  analyses: AnalysesRepo;
  linguistic: LinguisticRepo;
  corrector?: Corrector;
  now?: () => Date;
}

/** Model corrections first; the checker's grammar issues the model left out are kept. */
function mergeCorrections(model: Correction[], rules: Correction[]): Correction[] {
  const overlaps = (a: Correction, b: Correction) => a.start < b.end && b.start < a.end;
  const kept = rules.filter((r) => r.category === 'grammar' && !model.some((m) => overlaps(m, r)));
  return [...model, ...kept].sort((a, b) => a.start - b.start);
}

export function createLinguisticService(deps: LinguisticServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /** The analysis behind a transcript: the named speech's, or the caller's speech with this exact text. */
  async function findAnalysis(
    user: UserRow,
    transcript: string,
    speechId: number | undefined,
  ): Promise<AnalysisRow | undefined> {
    if (speechId !== undefined) {
      const speech = await deps.speeches.findById(speechId);
      if (!speech || speech.userId !== user.id) throw notFound('Speech not found.');
      const row = await deps.analyses.findBySpeechId(speech.id);
      if (!row) throw badRequest(FEEDBACK_MESSAGES.missing);
      return row;
    }
    return deps.linguistic.findUserAnalysisByText(user.id, transcript);
  }

  return {
    /**
     * Corrections of the speaker's wording (spec: POST /api/linguistic-feedback),
     * cached per user and transcript. The model is asked only for a transcript
     * of the caller's own analysed speech, so typed-in text cannot run up its bill.
     */
    async generate(
      user: UserRow,
      request: { transcript: string; speechId?: number },
    ): Promise<LinguisticResponse> {
      const row = await findAnalysis(user, request.transcript, request.speechId);
      const analysis = row ? (JSON.parse(row.details) as SpeechAnalysis) : undefined;
      const text = analysis?.transcript ?? request.transcript;
      const hash = transcriptHash(text);
      const accountType = accountTypeOf(user);

      const hit = await deps.linguistic.find(user.id, hash);
      if (hit) {
        return {
          corrections: JSON.parse(hit.corrections) as Correction[],
          model_used: hit.modelUsed,
          usedFallback: hit.usedFallback === 1,
          usageInfo: { fromCache: true, accountType },
          fromCache: true,
          message: FEEDBACK_MESSAGES.fromCache,
        };
      }

      const rules = analysis
        ? ruleCorrections(analysis)
        : ruleCorrections(analysisFromText(text), false);
      let corrections = rules;
      let modelUsed = RULES_MODEL;
      let usedFallback = false;
      if (deps.corrector && analysis) {
        try {
          corrections = mergeCorrections(await deps.corrector.correct(analysis), rules);
          modelUsed = deps.corrector.model;
        } catch {
          usedFallback = true;
        }
      }
      await deps.linguistic.save({
        userId: user.id,
        speechId: row?.speechId ?? null,
        transcriptHash: hash,
        corrections: JSON.stringify(corrections),
        modelUsed,
        usedFallback: usedFallback ? 1 : 0,
        createdAt: isoNow(now()),
      });
      return {
        corrections,
        model_used: modelUsed,
        usedFallback,
        usageInfo: { fromCache: false, accountType },
        fromCache: false,
        message: FEEDBACK_MESSAGES.linguisticGenerated,
      };
    },
  };
}

export type LinguisticService = ReturnType<typeof createLinguisticService>;
