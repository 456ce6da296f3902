import { loadLexicon } from '@server/speech/align/align-words';
import {
  closeMoonshinePools,
  createMoonshineTranscriber,
} from '@server/speech/engines/moonshine/moonshine';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import {
  mergedCandidates,
  mergedQuestion,
  MIN_MERGED_GAIN,
  splitTexts,
} from '@server/speech/hesitations/merged-hesitations';
import { askDecoder } from '@server/speech/hesitations/verify-hesitations';
import type { GainRow } from './fixtures/decoder-gains';
import {
  hesitationUnder,
  keptRecognitions,
  parseGainArgs,
  printGains,
} from './fixtures/decoder-gains';

const USAGE = `Usage: npx tsx scripts/merged-candidates.ts [NAME...] [--set dev|test] [--cache DIR]

Lists the words merged-hesitations.ts asks the decoder about (a doubted word that spells a
hesitation and a dictionary word run together, "unleash" = "um" + "leash"), each split with
its gain (natural log, split reading less the word as written) and whether a labelled
hesitation lies under the word, best first: how MIN_MERGED_GAIN was set (ADR 41). Reads the
recognitions tune-hesitations.ts keeps in --cache (run it first). Tune on dev only.`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseGainArgs(argv, USAGE);
  const lexicon = await loadLexicon();
  const moonshine = createMoonshineTranscriber({
    modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
    workers: 2,
  });
  const rows: GainRow[] = [];
  for await (const { name, labels, recognition, audio } of keptRecognitions(args)) {
    const words = recognition.words;
    const questions = mergedCandidates(words, lexicon).map((candidate) => ({
      candidate,
      question: mergedQuestion(candidate, words),
    }));
    const asked = await askDecoder(
      questions,
      ({ question }) => question,
      ({ candidate: { wordIndex, splits }, question }, [written, ...split]) => {
        const w = words[wordIndex]!;
        const spelled = w.text ?? w.word;
        const p = (w.recognizerProbability ?? w.confidence).toFixed(2);
        return split.map((score, k) => ({
          gain: score - written!,
          truth: hesitationUnder(labels, w.start, w.end),
          line: `${name} ${w.start.toFixed(2)} p${p} ${spelled} -> ${splitTexts(spelled, splits[k]!).join(' ')}: ${question.texts[0]}`,
        }));
      },
      audio,
      moonshine.scoreTexts!.bind(moonshine),
    );
    rows.push(...asked.flat());
  }
  printGains(rows, MIN_MERGED_GAIN, args.set, 'splits asked');
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
