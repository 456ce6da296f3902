import { frameEnergies, silenceThreshold } from '@server/speech/energy';
import {
  closeMoonshinePools,
  createMoonshineTranscriber,
} from '@server/speech/engines/moonshine/moonshine';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { judgeAlignedCandidates } from '@server/speech/hesitations/restore-aligned';
import {
  hesitationGains,
  MIN_HESITATION_GAIN,
  MIN_STRETCH_GAIN,
  scoreCandidates,
  verdictFromScores,
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
each with the gain Moonshine's decoder gives "um," or "uh," in its place (natural log), for a
slot or gap what its sound adds (the gain less the gain with the stretch silenced) and the
gain with that counted, whether the stage takes it and whether a labelled hesitation lies
there, best first: how MIN_HESITATION_GAIN (ADR 39) and MIN_STRETCH_GAIN (ADR 43) were set.
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
    const scored = await scoreCandidates(
      doubtful,
      recognition.words,
      audio,
      moonshine.scoreTexts!.bind(moonshine),
    );
    for (const { candidate: c, question, heard, silenced } of scored) {
      const { gain, sound, stretch } = hesitationGains(heard, silenced);
      const taken = verdictFromScores(heard, MIN_HESITATION_GAIN, silenced) ? 'TAKEN' : '     ';
      const soundText = Number.isNaN(sound)
        ? '(a word)'
        : `sound ${sound.toFixed(1)} stretch ${stretch.toFixed(1)}`;
      rows.push({
        gain,
        truth: hesitationUnder(labels, c.start, c.end),
        line:
          `${taken} ${soundText.padEnd(24)} ${name} ${c.start.toFixed(2)}-${c.end.toFixed(2)} ` +
          `${c.sources.join('+')}: ${question.texts[0]}`,
      });
    }
  }
  printGains(rows, MIN_HESITATION_GAIN, args.set, 'doubtful candidates');
  const taken = rows.filter((r) => r.line.startsWith('TAKEN'));
  console.log(
    `${args.set}: with the stretch's sound (a slot or gap at ${MIN_STRETCH_GAIN} nats or better) ` +
      `${taken.filter((r) => r.truth).length} taken rightly, ${taken.filter((r) => !r.truth).length} wrongly`,
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
