/**
 * npm run bench:latency [-- --runs 3 --seconds 96]: how soon after an upload
 * the analysis page learns the result (issue 12 item 2). A real `podium serve`
 * (RUN_WORKERS=false) and a separate `podium worker` share one DATA_DIR
 * (SQLite, or BENCH_DATABASE_URL). Each run uploads the first `--seconds` of
 * the long-2min fixture through the API as a guest, then at once:
 *   - opens GET /api/speeches/{id}/events, as the page's EventSource does;
 *   - polls GET /api/transcription/{id} every 5 s from the upload, as the
 *     page does (spec 4), and adds the page's 2 s refetch after completion.
 * Prints, from the upload's response: the analysis stored (its createdAt), the
 * pushed event, the first poll that saw completion, when the polling page
 * would show it; and the load average (`uptime`) before and after.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ANALYSIS_PAGE, SPEECH_EVENTS } from '@common/constants';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { startPodium, type PodiumProcess } from '@server/test-support/podium-process';
import {
  compareAnalyses,
  getAnalysis,
  recorderWebm,
  streamedRun,
  uploadedWhole,
} from './bench-latency-stream';
import { cpuTimeMs } from './cpu-time';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '96' },
    /** Run the jobs in the web process instead of a separate worker. */
    'in-process': { type: 'boolean', default: false },
    /**
     * Issue 12: stream the speech in real time as the browser does, then finish it (Save), and
     * compare the analysis with the same file uploaded whole (bench-latency-stream.ts).
     */
    stream: { type: 'boolean', default: false },
    /** With --stream: leave out the comparison with the whole upload (a 10-minute one is long). */
    'skip-compare': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const seconds = Number(args.seconds);

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Run {
  storedMs: number;
  pushedMs: number;
  polledMs: number;
  pollShownMs: number;
}

async function signInGuest(base: string): Promise<string> {
  const res = await fetch(`${base}/api/guest-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guestId: `bench-latency-${Date.now()}` }),
  });
  if (!res.ok) throw new Error(`guest login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Resolves with the time the stream's `status` event arrived. */
async function pushedAt(base: string, cookie: string, speechId: number): Promise<number> {
  const res = await fetch(`${base}/api/speeches/${speechId}/events`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  if (!res.ok || !res.body) throw new Error(`events: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of res.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (text.includes(`event: ${SPEECH_EVENTS.statusEvent}\n`)) return Date.now();
  }
  throw new Error(`the stream ended without an event: ${text}`);
}

/** The page's polling: every 5 s from `start`; the time of the first answer saying completed. */
async function polledAt(
  base: string,
  cookie: string,
  speech: { id: number; transcriptionId: string },
  start: number,
): Promise<number> {
  for (let n = 0; ; n += 1) {
    const due = start + n * ANALYSIS_PAGE.transcriptionPollMs;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    const res = await fetch(
      `${base}/api/transcription/${speech.transcriptionId}?speechId=${speech.id}`,
      { headers: { cookie } },
    );
    const body = (await res.json()) as { status: string };
    if (body.status === 'completed') return Date.now();
    if (body.status === 'failed') throw new Error('the transcription failed');
  }
}

async function oneRun(base: string, cookie: string, audio: Buffer, n: number): Promise<Run> {
  const form = new FormData();
  form.set('title', `Latency run ${n}`);
  form.set('audio', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'speech.wav');
  const res = await fetch(`${base}/api/speeches`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const start = Date.now();
  const { speech } = (await res.json()) as { speech: { id: number; transcriptionId: string } };
  const [pushed, polled] = await Promise.all([
    pushedAt(base, cookie, speech.id),
    polledAt(base, cookie, speech, start),
  ]);
  const stored = (await (
    await fetch(`${base}/api/speeches/${speech.id}`, { headers: { cookie } })
  ).json()) as { analysis: { createdAt: string } };
  return {
    storedMs: Date.parse(stored.analysis.createdAt) - start,
    pushedMs: pushed - start,
    polledMs: polled - start,
    pollShownMs: polled + ANALYSIS_PAGE.refetchAfterCompleteMs - start,
  };
}

async function streamRuns(base: string, cookie: string, pids: number[]): Promise<void> {
  const fixture = await ensureFixture('long-2min');
  const file = path.join(os.tmpdir(), `podium-bench-stream-${process.pid}.webm`);
  recorderWebm(fixture.wavPath, seconds, file);
  const webm = fs.readFileSync(file);
  fs.rmSync(file, { force: true });
  const saved: number[] = [];
  for (let n = 1; n <= runs; n += 1) {
    const run = await streamedRun(base, cookie, webm, seconds, `Streamed run ${n}`, () =>
      pids.map((pid) => cpuTimeMs([pid])),
    );
    const cpu = run.cpuMs ?? [];
    saved.push(run.pushedMs);
    console.log(
      `streamed run ${n} (${seconds} s speech, recognized ${run.recognizedSec} s of it before Save): ` +
        `Save to finish answered ${sec(run.finishMs)}, to analysis stored ${sec(run.storedMs)}, ` +
        `to analysis pushed ${sec(run.pushedMs)}; CPU time of the podium processes from Save ` +
        `to pushed ${sec(cpu.reduce((a, b) => a + b, 0))} (web, worker: ${cpu.map(sec).join(', ')})`,
    );
    if (n === 1 && !args['skip-compare']) {
      const whole = await uploadedWhole(base, cookie, webm, 'Uploaded whole');
      const differences = compareAnalyses(
        await getAnalysis(base, cookie, run.speechId),
        await getAnalysis(base, cookie, whole),
      );
      console.log(`streamed against uploaded whole: ${differences.join('; ')}`);
    }
  }
  const mean = saved.reduce((a, b) => a + b, 0) / saved.length;
  console.log(`mean over ${runs}: Save to analysis pushed ${sec(mean)} (${seconds} s speech)`);
}

/** The `timings` log lines of a podium process (its pino JSON log), one line each. */
function stageTimings(logFile: string): string[] {
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"timings"'))
    .map((line) => {
      const entry = JSON.parse(line) as { msg: string; timings: Record<string, number> };
      const parts = Object.entries(entry.timings).map(([k, v]) => `${k}=${v}`);
      return `${entry.msg}: ${parts.join(' ')}`;
    });
}

async function main(): Promise<void> {
  const fixture = await ensureFixture('long-2min');
  const cut = path.join(os.tmpdir(), `podium-bench-latency-${process.pid}.wav`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-t', String(seconds), '-i', fixture.wavPath, cut]);
  const audio = fs.readFileSync(cut);
  fs.rmSync(cut, { force: true });

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-bench-latency-'));
  const shared: Record<string, string> = {
    DATA_DIR: path.join(root, 'data'),
    // info: the finish and the analysis job log their stage timings (printed for --stream).
    LOG_LEVEL: 'info',
    GUEST_SPEECH_LIMIT: String(runs + 1),
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  const processes: PodiumProcess[] = [];
  try {
    console.log(`before: ${uptime()}`);
    const web = await startPodium('serve', 'serve', root, {
      ...shared,
      RUN_WORKERS: String(args['in-process']),
    });
    processes.push(web);
    await web.ready();
    if (!args['in-process']) {
      const worker = await startPodium('worker', 'worker', root, shared);
      processes.push(worker);
      await worker.ready();
    }
    const cookie = await signInGuest(web.base);
    if (args.stream) {
      await streamRuns(
        web.base,
        cookie,
        processes.map((p) => p.child.pid ?? 0),
      );
      console.log(`after: ${uptime()}`);
      // The Save-to-analysis budget stage by stage: the finish (web), then the job (worker).
      for (const p of processes) {
        for (const line of stageTimings(p.logFile)) console.log(`${p.child.pid} ${line}`);
      }
      return;
    }
    const results: Run[] = [];
    for (let n = 1; n <= runs; n += 1) {
      const run = await oneRun(web.base, cookie, audio, n);
      results.push(run);
      console.log(
        `run ${n} (${seconds} s speech): stored ${sec(run.storedMs)}, pushed ${sec(run.pushedMs)} ` +
          `(+${run.pushedMs - run.storedMs} ms), first 5 s poll to see it ${sec(run.polledMs)}, ` +
          `polling page shows it ${sec(run.pollShownMs)} (+${sec(run.pollShownMs - run.storedMs)})`,
      );
    }
    const mean = (pick: (r: Run) => number) =>
      results.reduce((sum, r) => sum + pick(r), 0) / results.length;
    console.log(
      `mean over ${runs}: pushed ${sec(mean((r) => r.pushedMs))} after upload, ` +
        `${Math.round(mean((r) => r.pushedMs - r.storedMs))} ms after stored; ` +
        `polling page ${sec(mean((r) => r.pollShownMs))} after upload, ` +
        `${sec(mean((r) => r.pollShownMs - r.storedMs))} after stored`,
    );
    console.log(`after: ${uptime()}`);
  } finally {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    fs.rmSync(root, { recursive: true, force: true });
  }
}

await main();
