import fs from 'node:fs/promises';
import path from 'node:path';
import { loadLexicon } from '@server/speech/align/align-words';
import {
  closeMoonshinePools,
  createMoonshineTranscriber,
} from '@server/speech/engines/moonshine/moonshine';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import {
  mergedCandidates,
  MIN_MERGED_GAIN,
  splitTexts,
} from '@server/speech/hesitations/merged-hesitations';
import { contextOf } from '@server/speech/hesitations/verify-hesitations';
import { decodeRecording, makeWorkDir } from '@server/speech/pipeline-steps';
import type { Recognition, RecognizedWord } from '@server/speech/transcriber';
import { ensureFixture, listEvalFixtures } from './fixtures/ensure-fixture';
import { recognitionCacheDir } from './fixtures/recognition-cache';

const USAGE = `Usage: npx tsx scripts/merged-candidates.ts [NAME...] [--set dev|test] [--cache DIR]

Lists the words merged-hesitations.ts asks the decoder about (a doubted word that spells a
hesitation and a dictionary word run together, "unleash" = "um" + "leash"), each split with
its gain (natural log, split reading less the word as written) and whether a labelled
hesitation lies under the word, best first: how MIN_MERGED_GAIN was set (ADR 41). Reads the
recognitions tune-hesitations.ts keeps in --cache (run it first). Tune on dev only.`;

const spelled = (w: RecognizedWord) => w.text ?? w.word;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  let set: 'dev' | 'test' = 'dev';
  let cache = '.tmp/recognitions';
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--set') set = argv[++i] === 'test' ? 'test' : 'dev';
    else if (a === '--cache') cache = argv[++i] ?? cache;
    else if (a?.startsWith('-')) throw new Error(`Unknown option ${a}\n\n${USAGE}`);
    else if (a) names.push(a);
  }
  const lexicon = await loadLexicon();
  const moonshine = createMoonshineTranscriber({
    modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
    workers: 2,
  });
  const corpus = (await listEvalFixtures()).filter(
    (c) => c.set === set && c.role === 'target' && (names.length === 0 || names.includes(c.name)),
  );
  const rows: Array<{ gain: number; truth: boolean; line: string }> = [];
  for (const fixture of corpus) {
    const { wavPath, labels } = await ensureFixture(fixture.name);
    const file = path.join(recognitionCacheDir(cache), `${fixture.name}.json`);
    const recognition = JSON.parse(await fs.readFile(file, 'utf8')) as Recognition;
    const workDir = await makeWorkDir();
    const { audio } = await decodeRecording(wavPath, workDir, {}).finally(() =>
      fs.rm(workDir, { recursive: true, force: true }),
    );
    const words = recognition.words;
    await Promise.all(
      mergedCandidates(words, lexicon).map(async ({ wordIndex, splits }) => {
        const w = words[wordIndex]!;
        const context = contextOf(words, [wordIndex], w.start, w.end);
        const before = context.before.map((i) => spelled(words[i]!));
        const after = context.after.map((i) => spelled(words[i]!));
        const texts = [
          [...before, spelled(w), ...after].join(' '),
          ...splits.map((s) => [...before, ...splitTexts(spelled(w), s), ...after].join(' ')),
        ];
        const rate = audio.sampleRate;
        const samples = audio.samples.subarray(
          Math.round(context.from * rate),
          Math.round(context.to * rate),
        );
        const [written, ...split] = await moonshine.scoreTexts!(
          { samples, sampleRate: rate },
          texts,
        );
        const truth = labels.fillers.some(
          (f) =>
            f.type === 'hesitation' &&
            (f.start + f.end) / 2 >= w.start - 0.1 &&
            (f.start + f.end) / 2 <= w.end + 0.1,
        );
        split.forEach((score, k) =>
          rows.push({
            gain: score - written!,
            truth,
            line: `${fixture.name} ${w.start.toFixed(2)} p${(w.recognizerProbability ?? w.confidence).toFixed(2)} ${spelled(w)} -> ${splitTexts(spelled(w), splits[k]!).join(' ')}: ${texts[0]}`,
          }),
        );
      }),
    );
  }
  rows.sort((a, b) => b.gain - a.gain);
  for (const r of rows) {
    console.log(
      `${r.gain.toFixed(1).padStart(6)} ${r.truth ? 'HESITATION' : '-         '} ${r.line}`,
    );
  }
  const taken = rows.filter((r) => r.gain >= MIN_MERGED_GAIN);
  console.log(
    `${set}: ${rows.length} splits asked, ${rows.filter((r) => r.truth).length} on a hesitation; ` +
      `at ${MIN_MERGED_GAIN} nats ${taken.filter((r) => r.truth).length} taken rightly, ` +
      `${taken.filter((r) => !r.truth).length} wrongly`,
  );
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
