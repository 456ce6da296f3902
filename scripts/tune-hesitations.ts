import fs from 'node:fs/promises';
import path from 'node:path';
import type { Filler } from '@common/contract/analysis';
import { loadEnv } from '@server/env';
import { findSilences, frameEnergies, silenceThreshold } from '@server/speech/energy';
import {
  closeMoonshinePools,
  createMoonshineTranscriber,
} from '@server/speech/engines/moonshine/moonshine';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { hesitationSpelled } from '@server/speech/hesitation-words';
import { transcriptOf } from '@server/speech/language/present-transcript';
import { CANDIDATE_RULES } from '@server/speech/hesitations/aligned-candidates';
import { ALIGNED_RULES } from '@server/speech/hesitations/judge-aligned';
import type { RestoreAlignedRules } from '@server/speech/hesitations/restore-aligned';
import { restoreAlignedHesitations } from '@server/speech/hesitations/restore-aligned';
import { decodeRecording, makeWorkDir } from '@server/speech/pipeline-steps';
import { recognizeSegments } from '@server/speech/recognize-segments';
import { planSegments } from '@server/speech/segments';
import type { Recognition } from '@server/speech/transcriber';
import { ensureFixture, listEvalFixtures } from './fixtures/ensure-fixture';
import { recognitionCacheDir } from './fixtures/recognition-cache';
import type { Counts } from './fixtures/score-speech';
import {
  hesitationsByLength,
  matchFillers,
  precisionOf,
  recallOf,
  sumWordErrors,
  wordErrorRateOf,
} from './fixtures/score-speech';
import type { WordErrors } from './fixtures/word-error-rate';
import { countWordErrors } from './fixtures/word-error-rate';

const USAGE = `Usage: npx tsx scripts/tune-hesitations.ts [NAME...] [--set dev|test] [--cache DIR] [--rules JSON]

Recognizes each speech of the set once (Moonshine at MOONSHINE_BEAM, aligned), keeps the
recognition in --cache (default .tmp/recognitions), and scores the hesitation stage alone
on it: precision and recall of hesitations, recall by length, and the word error of the
transcript after the stage (as eval:speech scores it, without its lexical stage). --rules '{"judge":
{"minIsolatedLoudSec":0.08}}' overrides rules (merged into the defaults), so a threshold
can be tried in seconds. Tune on --set dev (the default) only.`;

interface Args {
  names: string[];
  set: 'dev' | 'test';
  cache: string;
  rules: RestoreAlignedRules;
}

function parseArgs(argv: string[]): Args {
  const names: string[] = [];
  let set: 'dev' | 'test' = 'dev';
  let cache = '.tmp/recognitions';
  let rules: RestoreAlignedRules = { candidates: CANDIDATE_RULES, judge: ALIGNED_RULES };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--set') set = argv[++i] === 'test' ? 'test' : 'dev';
    else if (a === '--cache') cache = argv[++i] ?? cache;
    else if (a === '--rules') {
      const o = JSON.parse(argv[++i] ?? '{}') as Partial<{
        candidates: Partial<RestoreAlignedRules['candidates']>;
        judge: Partial<RestoreAlignedRules['judge']>;
      }>;
      rules = {
        candidates: { ...rules.candidates, ...o.candidates },
        judge: { ...rules.judge, ...o.judge },
      };
    } else if (a?.startsWith('-')) throw new Error(`Unknown option ${a}\n\n${USAGE}`);
    else if (a) names.push(a);
  }
  return { names, set, cache, rules };
}

async function recognitionOf(wavPath: string, cacheFile: string, beam: number) {
  const workDir = await makeWorkDir();
  try {
    const { audio, durationSec } = await decodeRecording(wavPath, workDir, {});
    const profile = frameEnergies(audio.samples, audio.sampleRate);
    const threshold = silenceThreshold(profile.db);
    const energy = { profile, threshold };
    let recognition: Recognition | undefined;
    try {
      recognition = JSON.parse(await fs.readFile(cacheFile, 'utf8')) as Recognition;
    } catch {
      const segments = planSegments(durationSec, findSilences(profile, threshold), energy);
      recognition = await recognizeSegments({
        audio,
        segments,
        engine: createMoonshineTranscriber({
          modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
          workers: 2,
          beam,
          lmWeight: loadEnv().MOONSHINE_LM_WEIGHT,
        }),
        workDir,
        processes: 2,
        energy,
        // Tuning runs beside other work: a slow segment is not a failure here.
        minTimeoutMs: 600_000,
      });
      await fs.writeFile(cacheFile, JSON.stringify(recognition));
    }
    return { recognition, audio, energy };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

const sum = (cs: Counts[]) =>
  cs.reduce(
    (a, c) => ({
      truePositives: a.truePositives + c.truePositives,
      falsePositives: a.falsePositives + c.falsePositives,
      falseNegatives: a.falseNegatives + c.falseNegatives,
    }),
    { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
  );
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  const beam = loadEnv().MOONSHINE_BEAM;
  const cacheDir = recognitionCacheDir(args.cache);
  await fs.mkdir(cacheDir, { recursive: true });
  const corpus = (await listEvalFixtures()).filter(
    (c) =>
      c.set === args.set &&
      c.role === 'target' &&
      (args.names.length === 0 || args.names.includes(c.name)),
  );
  const totals: Counts[] = [];
  const wordErrors: WordErrors[] = [];
  const byLength: Record<string, Counts[]> = {};
  for (const fixture of corpus) {
    const { wavPath, labels } = await ensureFixture(fixture.name);
    const { recognition, audio, energy } = await recognitionOf(
      wavPath,
      path.join(cacheDir, `${fixture.name}.json`),
      beam,
    );
    const { words } = restoreAlignedHesitations(
      { recognition, samples: audio.samples, sampleRate: audio.sampleRate, energy },
      args.rules,
    );
    const found: Filler[] = words
      .filter((w) => hesitationSpelled(w.word) !== undefined)
      .map(
        (w) => ({ word: 'hesitation', start: w.start, end: w.end, type: 'hesitation' }) as Filler,
      );
    const truth = labels.fillers
      .filter((f) => f.type === 'hesitation')
      .map((f) => ({ ...f, word: 'hesitation' }));
    const c = matchFillers(truth, found).all as Counts;
    totals.push(c);
    for (const [label, counts] of Object.entries(hesitationsByLength(labels.fillers, found))) {
      (byLength[label] ??= []).push(counts);
    }
    const errors = countWordErrors(labels.text, transcriptOf(words));
    wordErrors.push(errors);
    console.log(
      `  ${fixture.name.padEnd(28)} truth ${truth.length} found ${found.length} hits ${c.truePositives}` +
        `  WER ${pct(wordErrorRateOf(errors))}`,
    );
  }
  const all = sum(totals);
  console.log(
    `${args.set}: hesitations P ${pct(precisionOf(all))} R ${pct(recallOf(all))} ` +
      `(hits ${all.truePositives}, false ${all.falsePositives}, missed ${all.falseNegatives})`,
  );
  const allErrors = sumWordErrors(wordErrors);
  console.log(
    `${args.set}: word error ${pct(wordErrorRateOf(allErrors))} of ${allErrors.referenceWords} words`,
  );
  for (const [label, cs] of Object.entries(byLength)) {
    const c = sum(cs);
    console.log(`  ${label.padEnd(14)} ${c.truePositives}/${c.truePositives + c.falseNegatives}`);
  }
  await closeMoonshinePools();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
