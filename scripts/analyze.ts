import fs from 'node:fs';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { loadEnv } from '@server/env';
import type { PipelineStage } from '@server/speech/analyze-speech';
import { analyzeSpeech } from '@server/speech/analyze-speech';
import { engineOptions } from '@server/speech/engine-options';
import { SpeechPipelineError } from '@server/speech/errors';

const USAGE = `Usage: npm run analyze -- FILE [--json] [--processes N] [--fast]

Runs the speech pipeline on an audio file (webm, ogg, mp4, mp3, wav) and prints
what it measured. --json prints the SpeechAnalysis JSON instead.
--fast adds pocketsphinx's faster search (-maxhmmpf 3000 -topn 2).
Binaries come from FFMPEG_BIN and POCKETSPHINX_BIN, processes from RECOGNITION_PROCESSES.`;

interface Args {
  file: string;
  json: boolean;
  fast: boolean;
  processes?: number;
}

function parseArgs(argv: string[]): Args | string {
  const args: Partial<Args> = { json: false, fast: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--json') args.json = true;
    else if (a === '--fast') args.fast = true;
    else if (a === '--processes') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) return '--processes needs a whole number of at least 1';
      args.processes = n;
    } else if (a.startsWith('-')) return `Unknown option ${a}`;
    else if (args.file) return `Only one FILE, got ${args.file} and ${a}`;
    else args.file = a;
  }
  if (!args.file) return 'Missing FILE';
  return args as Args;
}

const fmt = (seconds: number) => `${seconds.toFixed(2)} s`;

function summary(a: SpeechAnalysis, wallSec: number, stages: string[]): string {
  const fillers = Object.entries(a.fillerWordsList)
    .map(([word, n]) => `${word} x${n}`)
    .join(', ');
  const lines = [
    `Duration        ${fmt(a.durationSec)} (speaking ${fmt(a.speakingTimeSec)})`,
    `Words           ${a.wordCount}`,
    `Pace            ${a.wordsPerMinute === null ? 'n/a' : `${a.wordsPerMinute} words per minute`}`,
    ...(a.paceOverTime && a.paceOverTime.length > 0
      ? [
          `  per 15 s      ${a.paceOverTime.map((w) => Math.round(w.wordsPerMinute)).join(' ')}` +
            (a.paceVariation == null ? '' : ` (variation ${a.paceVariation})`),
        ]
      : []),
    `Fillers         ${a.fillerWords}${fillers ? ` (${fillers})` : ''}`,
    ...a.fillers.map((f) => `                  ${fmt(f.start)}  ${f.word} [${f.type}]`),
    `Pauses          ${a.pauses}, longest ${fmt(a.longestPauseSec)}`,
    ...a.pauseList.map((p) => `                  at ${fmt(p.start)} for ${fmt(p.duration)}`),
    `Confidence      ${a.confidenceScore ?? 'n/a'} / 100 (provisional)`,
    `Took            ${fmt(wallSec)} = ${(wallSec / Math.max(a.durationSec, 1e-9)).toFixed(3)} x audio length (${stages.join(', ')})`,
    '',
    'Transcript',
    a.transcript || '(nothing recognised)',
  ];
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(`${args}\n\n${USAGE}`);
    return 2;
  }
  if (!fs.existsSync(args.file)) {
    console.error(`No such file: ${args.file}`);
    return 2;
  }
  const env = loadEnv();
  const stages: string[] = [];
  const started = performance.now();
  try {
    const analysis = await analyzeSpeech(args.file, {
      ...engineOptions(env),
      onAlignmentFallback: (reason) => console.error(`alignment fallback: ${reason}`),
      ffmpegBin: env.FFMPEG_BIN,
      pocketsphinxBin: env.POCKETSPHINX_BIN,
      pocketsphinxArgs: args.fast ? ['-maxhmmpf', '3000', '-topn', '2'] : [],
      processes: args.processes ?? env.RECOGNITION_PROCESSES,
      onStage: (stage: PipelineStage, ms: number, detail?: Record<string, number>) => {
        const extra = detail?.chunks === undefined ? '' : ` in ${detail.chunks} chunks`;
        stages.push(`${stage} ${(ms / 1000).toFixed(2)} s${extra}`);
      },
    });
    const wallSec = (performance.now() - started) / 1000;
    console.log(args.json ? JSON.stringify(analysis, null, 2) : summary(analysis, wallSec, stages));
    return 0;
  } catch (error) {
    if (error instanceof SpeechPipelineError) {
      console.error(`${error.message} [${error.code}]${error.detail ? `\n${error.detail}` : ''}`);
      return 1;
    }
    throw error;
  }
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
