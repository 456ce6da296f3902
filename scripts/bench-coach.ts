/**
 * npm run bench:coach: how long the rules coach takes for a 10-minute speech
 * (about 1500 words with fillers, pauses and grammar issues). Target: under 50 ms.
 * `-- --mode=interview` (or pitch, story, presentation) adds that mode's rubric (issue 13);
 * the recount of personal fillers (ADR 21) is timed on the same speech.
 */
import { performance } from 'node:perf_hooks';
import { generateRulesFeedback } from '@server/coach/rules/rules-coach';
import { tenMinuteSpeech } from '@server/coach/test-support/test-scenarios';
import { recountFillers } from '@server/speech/measure/recount-fillers';
import { coachingModeSchema } from '@common/contract/feedback';

const WARM_UP = 20;
const RUNS = 50;
const TARGET_MS = 50;

const modeArg = process.argv.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length);
const mode = coachingModeSchema.parse(modeArg ?? 'general');
const input = { ...tenMinuteSpeech(true), mode };
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
  `rules feedback (${mode}): median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${RUNS} runs (target < ${TARGET_MS} ms)`,
);
if (median >= TARGET_MS) process.exitCode = 1;

const phrases = ['so yeah', 'honestly', 'at the end of the day'];
const recounts: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  recountFillers(a, phrases);
  recounts.push(performance.now() - start);
}
recounts.sort((x, y) => x - y);
console.log(
  `personal fillers recount: median ${(recounts[Math.floor(RUNS / 2)] ?? 0).toFixed(2)} ms over ${RUNS} runs`,
);
