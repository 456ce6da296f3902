import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SpeechAnalysis } from '@common/contract/analysis';
import type { AnalyzeSpeechOptions } from '@server/speech/analyze-speech';
import { analyzeSpeech } from '@server/speech/analyze-speech';
import { cpuSeconds } from './fixtures/cpu-time';
import type { FixtureLabels } from './fixtures/ensure-fixture';
import { ensureFixture, listEvalFixtures } from './fixtures/ensure-fixture';
import type { SpeechScore } from './fixtures/score-speech';
import {
  matchFillers,
  paceErrorOf,
  precisionOf,
  recallOf,
  scoreSpeech,
  sumScores,
  wordErrorRateOf,
} from './fixtures/score-speech';

const USAGE = `Usage: npm run eval:speech -- [NAME...] [--processes N] [--fast] [--ps-args ARGS] [--dump DIR]

Runs the speech pipeline over the evaluation corpus (tests/fixtures/speech/*.json
with "eval"), building missing audio first, and prints per speech and in total:
word error rate, filler precision and recall, pace error, pauses, and time.
The total counts the "target" speeches (flite rms, kal16, awb); "hard" ones
(slt) get their own rows. --fast adds -maxhmmpf 3000 -topn 2 to the recogniser,
--ps-args "..." any pocketsphinx flags instead of Podium's;
--dump writes each speech's labels and analysis to DIR/NAME.json.`;

interface Run {
  name: string;
  role: 'target' | 'hard';
  labels: FixtureLabels;
  analysis: SpeechAnalysis;
  score: SpeechScore;
  wallSec: number;
  recognizeSec: number;
  cpuSec: number;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n: number) => s.padStart(n);

function parseArgs(argv: string[]) {
  const names: string[] = [];
  let processes = os.availableParallelism();
  let fast = false;
  let psArgs: string[] | undefined;
  let dump: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--processes') processes = Number(argv[++i]);
    else if (a === '--dump') dump = argv[++i];
    else if (a === '--fast') fast = true;
    else if (a === '--ps-args') psArgs = (argv[++i] ?? '').split(/\s+/).filter(Boolean);
    else if (a.startsWith('-')) throw new Error(`Unknown option ${a}\n\n${USAGE}`);
    else names.push(a);
  }
  if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes needs N >= 1');
  return { names, processes, fast, dump, psArgs };
}

async function evaluate(
  name: string,
  role: Run['role'],
  options: AnalyzeSpeechOptions,
): Promise<Run> {
  const { wavPath, labels } = await ensureFixture(name);
  let recognizeMs = 0;
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const analysis = await analyzeSpeech(wavPath, {
    ...options,
    onStage: (stage, ms) => {
      if (stage === 'recognize') recognizeMs += ms;
    },
  });
  const wallSec = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds();
  const cpuSec = cpuAfter.self - cpuBefore.self + (cpuAfter.children - cpuBefore.children);
  const score = scoreSpeech(labels, analysis);
  return {
    name,
    role,
    labels,
    analysis,
    score,
    wallSec,
    recognizeSec: recognizeMs / 1000,
    cpuSec,
  };
}

const HEADER =
  `${pad('speech', 22)}${pad('voice', 6)}${num('audio', 7)}${num('WER', 7)}` +
  `${num('fill P', 8)}${num('fill R', 8)}${num('wpm err', 8)}${num('pauses', 8)}` +
  `${num('start', 7)}${num('recog', 7)}${num('total', 7)}${num('RTF', 7)}${num('CPU', 7)}`;

function row(label: string, voice: string, runs: readonly Run[]): string {
  const total = sumScores(runs.map((r) => r.score));
  const audio = runs.reduce((s, r) => s + r.labels.durationSec, 0);
  const wall = runs.reduce((s, r) => s + r.wallSec, 0);
  const recog = runs.reduce((s, r) => s + r.recognizeSec, 0);
  const cpu = runs.reduce((s, r) => s + r.cpuSec, 0);
  // The worst speech, not an average: the target holds per speech.
  const paceError = Math.max(...runs.map((r) => paceErrorOf(r.score.wpm)));
  const maxStart = total.pauses.startErrors.length > 0 ? Math.max(...total.pauses.startErrors) : 0;
  const missedStarts = total.pauses.truth - total.pauses.matched;
  const all = total.fillers.all ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  return (
    `${pad(label, 22)}${pad(voice, 6)}${num(audio.toFixed(0), 7)}` +
    `${num(pct(wordErrorRateOf(total.words)), 7)}` +
    `${num(pct(precisionOf(all)), 8)}${num(pct(recallOf(all)), 8)}${num(pct(paceError), 8)}` +
    `${num(`${total.pauses.found}/${total.pauses.truth}`, 8)}` +
    `${num(`${maxStart.toFixed(2)}${missedStarts > 0 ? `+${missedStarts}` : ''}`, 7)}` +
    `${num(recog.toFixed(1), 7)}${num(wall.toFixed(1), 7)}${num((wall / audio).toFixed(3), 7)}` +
    `${num(cpu.toFixed(1), 7)}`
  );
}

function fillerTable(runs: readonly Run[]): string[] {
  const total = sumScores(runs.map((r) => r.score)).fillers;
  const lines = [
    `${pad('filler', 14)}${num('truth', 6)}${num('found', 6)}${num('hits', 6)}${num('precision', 11)}${num('recall', 8)}`,
  ];
  const line = (word: string, c: (typeof total)[string]) =>
    `${pad(word, 14)}${num(String(c.truePositives + c.falseNegatives), 6)}` +
    `${num(String(c.truePositives + c.falsePositives), 6)}${num(String(c.truePositives), 6)}` +
    `${num(pct(precisionOf(c)), 11)}${num(pct(recallOf(c)), 8)}`;
  const words = Object.keys(total)
    .filter((w) => w !== 'all')
    .sort((a, b) => a.localeCompare(b));
  for (const w of words) lines.push(line(w, total[w] as (typeof total)[string]));
  // Hesitations found whatever the label calls them: is the sound found at all?
  const either = (fillers: SpeechAnalysis['fillers']) =>
    fillers
      .filter((f) => f.type === 'hesitation')
      .map((f) => ({ word: 'um/uh (any)', start: f.start, end: f.end }));
  const hesitations = runs
    .map((r) => matchFillers(either(r.labels.fillers), either(r.analysis.fillers)))
    .reduce(
      (sum, c) => {
        const h = c['um/uh (any)'];
        if (!h) return sum;
        return {
          truePositives: sum.truePositives + h.truePositives,
          falsePositives: sum.falsePositives + h.falsePositives,
          falseNegatives: sum.falseNegatives + h.falseNegatives,
        };
      },
      { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
    );
  lines.push(line('um/uh (any)', hesitations));
  if (total.all) lines.push(line('all', total.all));
  return lines;
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  const corpus = (await listEvalFixtures()).filter(
    (c) => args.names.length === 0 || args.names.includes(c.name),
  );
  if (corpus.length === 0) {
    console.error(`No such speech in the corpus: ${args.names.join(', ')}`);
    return 2;
  }
  const options: AnalyzeSpeechOptions = {
    processes: args.processes,
    ...(args.fast ? { pocketsphinxArgs: ['-maxhmmpf', '3000', '-topn', '2'] } : {}),
    ...(args.psArgs ? { pocketsphinxArgs: args.psArgs } : {}),
  };
  console.log(
    `Evaluating ${corpus.length} speeches, ${args.processes} recogniser processes${options.pocketsphinxArgs ? `, flags ${options.pocketsphinxArgs.join(' ')}` : ''}; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log(HEADER);
  const runs: Run[] = [];
  for (const { name, role } of corpus) {
    const run = await evaluate(name, role, options);
    runs.push(run);
    if (args.dump) {
      await fs.mkdir(args.dump, { recursive: true });
      await fs.writeFile(
        path.join(args.dump, `${name}.json`),
        JSON.stringify({ labels: run.labels, analysis: run.analysis }, null, 1),
      );
    }
    console.log(row(name, run.labels.voice, [run]));
  }
  const targets = runs.filter((r) => r.role === 'target');
  const hard = runs.filter((r) => r.role === 'hard');
  if (targets.length > 0) console.log(`${'-'.repeat(HEADER.length)}\n${row('total', '', targets)}`);
  for (const voice of [...new Set(targets.map((r) => r.labels.voice))]) {
    console.log(
      row(
        `  ${voice}`,
        voice,
        targets.filter((r) => r.labels.voice === voice),
      ),
    );
  }
  if (hard.length > 0) console.log(row('hard voice (outside)', '', hard));
  console.log(
    `\nWER: word errors over reference words (um/uh are words). fill P/R: filler precision and recall (same word within ${0.5} s).` +
      `\nwpm err: worst |measured - true| / true. pauses: found/labelled (0.5 s or more). start: worst start error of a matched pause, s (+n: labelled pauses with no found start within 0.2 s).` +
      `\nrecog, total: wall seconds for recognition and the whole pipeline; RTF = total / audio; CPU: user+sys seconds, this process and its children.\n`,
  );
  for (const line of fillerTable(targets)) console.log(line);
  if (hard.length > 0) {
    console.log('\nHard voice:');
    for (const line of fillerTable(hard)) console.log(line);
  }
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
