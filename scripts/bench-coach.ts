/**
 * npm run bench:coach: how long the rules coach takes for a 10-minute speech
 * (about 1500 words with fillers, pauses and grammar issues). Target: under 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { generateRulesFeedback } from '@server/coach/rules/rules-coach';
import { tenMinuteSpeech } from '@server/coach/test-support/test-scenarios';

const WARM_UP = 20;
const RUNS = 50;
const TARGET_MS = 50;

const input = tenMinuteSpeech(true);
const a = input.analysis;
console.log(
  `speech: ${(a.durationSec / 60).toFixed(1)} min, ${a.wordCount} words, ${a.fillerWords} fillers, ` +
    `${a.pauses} pauses, ${a.language?.grammarIssues.length ?? 0} grammar issues`,
);

for (let i = 0; i < WARM_UP; i++) generateRulesFeedback(input);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  generateRulesFeedback(input);
  times.push(performance.now() - start);
}
times.sort((x, y) => x - y);
const median = times[Math.floor(times.length / 2)] ?? 0;
const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
console.log(
  `rules feedback: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${RUNS} runs (target < ${TARGET_MS} ms)`,
);
if (median >= TARGET_MS) process.exitCode = 1;
