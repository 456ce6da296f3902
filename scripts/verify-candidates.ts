import { frameEnergies, silenceThreshold } from '@server/speech/energy';
import {
  closeMoonshinePools,
  createMoonshineTranscriber,
} from '@server/speech/engines/moonshine/moonshine';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { judgeAlignedCandidates } from '@server/speech/hesitations/restore-aligned';
import {
  askDecoder,
  MIN_HESITATION_GAIN,
  verificationTexts,
} from '@server/speech/hesitations/verify-hesitations';
import type { GainRow } from './fixtures/decoder-gains';
import {
  hesitationUnder,
  keptRecognitions,
  parseGainArgs,
  printGains,
} from './fixtures/decoder-gains';

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
  const args = parseGainArgs(argv, USAGE);
  const moonshine = createMoonshineTranscriber({
    modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
    workers: 2,
  });
  const rows: GainRow[] = [];
  for await (const { name, labels, recognition, audio } of keptRecognitions(args)) {
    const profile = frameEnergies(audio.samples, audio.sampleRate);
    const energy = { profile, threshold: silenceThreshold(profile.db) };
    const { doubtful } = judgeAlignedCandidates({
      recognition,
      samples: audio.samples,
      sampleRate: audio.sampleRate,
      energy,
    });
    const asked = doubtful.map((c) => ({ c, question: verificationTexts(c, recognition.words) }));
    rows.push(
      ...(await askDecoder(
        asked,
        ({ question }) => question,
        ({ c, question }, [written, um, uh]) => ({
          gain: Math.max(um!, uh!) - written!,
          truth: hesitationUnder(labels, c.start, c.end),
          line: `${name} ${c.start.toFixed(2)}-${c.end.toFixed(2)} ${c.sources.join('+')}: ${question?.texts[0]}`,
        }),
        audio,
        moonshine.scoreTexts!.bind(moonshine),
      )),
    );
  }
  printGains(rows, MIN_HESITATION_GAIN, args.set, 'doubtful candidates');
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
