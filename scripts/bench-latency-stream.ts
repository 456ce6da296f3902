/**
 * The streamed half of `npm run bench:latency -- --stream` (issue 12 items 1 and 5): the speech
 * is encoded as the browser records it (Opus in WebM, 128 kbit/s, 1 s clusters, no duration),
 * cut into 2 s pieces by bytes, and each piece is sent when its audio would have been spoken
 * (real time). Then, as the naming dialog's Save & Continue does, the stream is finished, and the
 * time to the pushed event is measured. The same file is then uploaded whole, and the two
 * analyses compared: words, counts, and word times within 0.05 s.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { SPEECH_EVENTS, STREAMING } from '@common/constants';

interface Word {
  word: string;
  start: number;
  end: number;
}
interface Analysis {
  createdAt: string;
  fillerWords: number;
  pauses: number;
  wordsPerMinute: number | null;
  details?: { words: Word[] };
}

export interface StreamRun {
  /** Save (the finish request) to the finish's answer, the analysis stored, the event pushed. */
  finishMs: number;
  storedMs: number;
  pushedMs: number;
  /** Seconds recognized when the last piece was acknowledged. */
  recognizedSec: number;
  /** CPU time each podium process (and its ffmpeg children) spent from Save to pushed. */
  cpuMs?: number[];
  speechId: number;
}

/** Encodes `wav` (its first `seconds`, looped when longer) as MediaRecorder would. */
export function recorderWebm(wav: string, seconds: number, out: string): void {
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-stream_loop', '-1', '-i', wav, '-t', String(seconds)],
    ...['-ac', '1', '-ar', '48000', '-c:a', 'libopus', '-b:a', '128k'],
    ...['-cluster_time_limit', '1000', '-live', '1', '-f', 'webm', out],
  ]);
}

const json = async <T>(res: Response, what: string): Promise<T> => {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

async function eventAt(base: string, cookie: string, speechId: number): Promise<number> {
  const res = await fetch(`${base}/api/speeches/${speechId}/events`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of res.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (text.includes(`event: ${SPEECH_EVENTS.statusEvent}\n`)) return Date.now();
  }
  throw new Error(`the stream ended without an event: ${text}`);
}

export async function streamedRun(
  base: string,
  cookie: string,
  webm: Buffer,
  seconds: number,
  title: string,
  /** Each podium process's CPU time so far, in ms (cpu-time.ts). */
  cpu?: () => number[],
): Promise<StreamRun> {
  const headers = { cookie, 'content-type': 'application/json' };
  const { stream } = await json<{ stream: { id: string } }>(
    await fetch(`${base}/api/speech-streams`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mimeType: 'audio/webm;codecs=opus' }),
    }),
    'open',
  );
  const pieceSec = STREAMING.pieceMs / 1000;
  const count = Math.ceil(seconds / pieceSec);
  const size = Math.ceil(webm.length / count);
  const t0 = Date.now();
  let recognizedSec = 0;
  for (let seq = 0; seq < count; seq += 1) {
    // Sent when its audio has been spoken, as the recorder's time slices are.
    const due = t0 + Math.min(seconds, (seq + 1) * pieceSec) * 1000;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    const ack = await json<{ live: { recognizedSec: number } }>(
      // The last piece is marked, as the recorder's stop marks it.
      await fetch(
        `${base}/api/speech-streams/${stream.id}/pieces/${seq}${seq === count - 1 ? '?last=1' : ''}`,
        {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/octet-stream' },
          body: new Uint8Array(webm.subarray(seq * size, (seq + 1) * size)),
        },
      ),
      `piece ${seq}`,
    );
    recognizedSec = ack.live.recognizedSec;
  }
  const save = Date.now();
  const cpuAtSave = cpu?.();
  const { speech } = await json<{ speech: { id: number } }>(
    await fetch(`${base}/api/speech-streams/${stream.id}/finish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, pieces: count }),
    }),
    'finish',
  );
  const finished = Date.now();
  const pushed = await eventAt(base, cookie, speech.id);
  const cpuMs = cpuAtSave && cpu?.().map((ms, i) => ms - cpuAtSave[i]!);
  const analysis = await getAnalysis(base, cookie, speech.id);
  return {
    finishMs: finished - save,
    storedMs: Date.parse(analysis.createdAt) - save,
    pushedMs: pushed - save,
    recognizedSec,
    cpuMs,
    speechId: speech.id,
  };
}

export async function getAnalysis(base: string, cookie: string, id: number): Promise<Analysis> {
  const body = await json<{ analysis: Analysis | null }>(
    await fetch(`${base}/api/speeches/${id}`, { headers: { cookie } }),
    'speech',
  );
  if (!body.analysis) throw new Error(`speech ${id} has no analysis`);
  return body.analysis;
}

/** Uploads the same file whole and waits for its analysis. */
export async function uploadedWhole(
  base: string,
  cookie: string,
  webm: Buffer,
  title: string,
): Promise<number> {
  const form = new FormData();
  form.set('title', title);
  form.set('audio', new Blob([new Uint8Array(webm)], { type: 'audio/webm' }), 'speech.webm');
  const { speech } = await json<{ speech: { id: number } }>(
    await fetch(`${base}/api/speeches`, { method: 'POST', headers: { cookie }, body: form }),
    'upload',
  );
  await eventAt(base, cookie, speech.id);
  return speech.id;
}

/** How the streamed analysis differs from the whole upload's. */
export function compareAnalyses(streamed: Analysis, whole: Analysis): string[] {
  const a = streamed.details?.words ?? [];
  const b = whole.details?.words ?? [];
  const differences: string[] = [];
  if (a.map((w) => w.word).join(' ') !== b.map((w) => w.word).join(' ')) {
    differences.push(`words differ: ${a.length} streamed, ${b.length} whole`);
  }
  for (const key of ['fillerWords', 'pauses', 'wordsPerMinute'] as const) {
    if (streamed[key] !== whole[key]) {
      differences.push(`${key}: ${streamed[key]} streamed, ${whole[key]} whole`);
    }
  }
  let worst = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i]!.word !== b[i]!.word) continue;
    worst = Math.max(worst, Math.abs(a[i]!.start - b[i]!.start), Math.abs(a[i]!.end - b[i]!.end));
  }
  differences.push(`largest word time difference ${worst.toFixed(3)} s`);
  if (worst > 0.05) differences.push('word times differ by more than 0.05 s');
  return differences;
}

export function readWebm(path: string): Buffer {
  return fs.readFileSync(path);
}
