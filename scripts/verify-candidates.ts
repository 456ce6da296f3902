import fs from 'node:fs/promises';
import path from 'node:path';
import { frameEnergies, silenceThreshold } from '@server/speech/energy';
import {
  closeMoonshinePools,
  createMoonshineTranscriber,
} from '@server/speech/engines/moonshine/moonshine';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { judgeAlignedCandidates } from '@server/speech/hesitations/restore-aligned';
import {
  MIN_HESITATION_GAIN,
  verificationTexts,
} from '@server/speech/hesitations/verify-hesitations';
import { decodeRecording, makeWorkDir } from '@server/speech/pipeline-steps';
import type { Recognition } from '@server/speech/transcriber';
import { ensureFixture, listEvalFixtures } from './fixtures/ensure-fixture';
import { recognitionCacheDir } from './fixtures/recognition-cache';

const USAGE = `Usage: npx tsx scripts/verify-candidates.ts [NAME...] [--set dev|test] [--cache DIR]

Lists the hesitation candidates the acoustic rules turn down but doubt (verify-hesitations.ts),
each with the gain Moonshine's decoder gives "um," or "uh," in its place (natural log) and
whether a labelled hesitation lies there, best first: how MIN_HESITATION_GAIN was set (ADR 39).
Reads the recognitions tune-hesitations.ts keeps in --cache (run it first). Tune on dev only.`;

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
    const profile = frameEnergies(audio.samples, audio.sampleRate);
    const energy = { profile, threshold: silenceThreshold(profile.db) };
    const { doubtful } = judgeAlignedCandidates({
      recognition,
      samples: audio.samples,
      sampleRate: audio.sampleRate,
      energy,
    });
    await Promise.all(
      doubtful.map(async (c) => {
        const asked = verificationTexts(c, recognition.words);
        if (!asked) return;
        const rate = audio.sampleRate;
        const samples = audio.samples.subarray(
          Math.round(asked.from * rate),
          Math.round(asked.to * rate),
        );
        const [written, um, uh] = await moonshine.scoreTexts!(
          { samples, sampleRate: rate },
          asked.texts,
        );
        const gain = Math.max(um!, uh!) - written!;
        const truth = labels.fillers.some(
          (f) =>
            f.type === 'hesitation' &&
            (f.start + f.end) / 2 >= c.start - 0.1 &&
            (f.start + f.end) / 2 <= c.end + 0.1,
        );
        rows.push({
          gain,
          truth,
          line: `${fixture.name} ${c.start.toFixed(2)}-${c.end.toFixed(2)} ${c.sources.join('+')}: ${asked.texts[0]}`,
        });
      }),
    );
  }
  rows.sort((a, b) => b.gain - a.gain);
  for (const r of rows) {
    console.log(
      `${r.gain.toFixed(1).padStart(6)} ${r.truth ? 'HESITATION' : '-         '} ${r.line}`,
    );
  }
  const taken = rows.filter((r) => r.gain >= MIN_HESITATION_GAIN);
  console.log(
    `${set}: ${rows.length} doubtful candidates, ${rows.filter((r) => r.truth).length} on a hesitation; ` +
      `at ${MIN_HESITATION_GAIN} nats ${taken.filter((r) => r.truth).length} taken rightly, ` +
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
