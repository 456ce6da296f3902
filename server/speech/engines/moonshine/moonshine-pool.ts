import { Worker } from 'node:worker_threads';
import { ARTICLE_PROBE_PATH } from './article-probe';
import { HESITATION_PROBE_PATH } from './hesitation-probe';
import { sharedLanguageModel } from './language-model';
import type { DecodedToken } from './token-words';

/** What moonshine-worker.mjs answers. */
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'load-failed'; error: string }
  | {
      type: 'result';
      id: number;
      tokens?: DecodedToken[];
      hitLimit?: boolean;
      scores?: number[];
      frames?: number[];
      articleFrames?: number[];
      samples?: Float32Array;
      dereverberated?: boolean;
      encoded?: EncodedFrames;
      error?: string;
    };

/** The encoder's output for a segment's samples: [1, frames, 288]. */
export interface EncodedFrames {
  data: Float32Array;
  dims: readonly number[];
}

export interface MoonshineOutput {
  tokens: DecodedToken[];
  /** The decoder stopped at its token limit (8 a second) rather than at the end token. */
  hitLimit: boolean;
  /** For a scoring job: the log-likelihood of each sequence given. */
  scores?: number[];
  /**
   * Each encoder frame's hesitation score (hesitation-probe.ts): a probe job's answer, and a
   * decoding job's when the worker has the probe.
   */
  frames?: number[];
  /** A decoding job's encoder frames scored by the article probe (article-probe.ts), when it has it. */
  articleFrames?: number[];
  /** A dereverberation job's samples, and whether the room was heard and taken out. */
  samples?: Float32Array;
  dereverberated?: boolean;
  /** A decoding job's encoder output, when asked for (`keepEncoded`). */
  encoded?: EncodedFrames;
}

export class MoonshineError extends Error {
  constructor(
    message: string,
    readonly kind: 'load' | 'failed' | 'timeout' | 'aborted',
  ) {
    super(message);
    this.name = 'MoonshineError';
  }
}

interface Job {
  id: number;
  samples: Float32Array;
  resolve: (output: MoonshineOutput) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Beam width (MOONSHINE_BEAM); 1 decodes greedily. */
  beam?: number;
  /** Weight of the word language model in the beam (MOONSHINE_LM_WEIGHT); 0 leaves it out. */
  lmWeight?: number;
  /** Dereverberate the samples where the room is heard above this (dB) instead of decoding. */
  dereverbDb?: number;
  /** Token sequences to score instead of decoding (`score`). */
  sequences?: number[][];
  /** Score the encoder's frames with the hesitation probe instead of decoding (`probe`). */
  probe?: boolean;
  /** The encoder's output of these very samples, from an earlier reading: not encoded again. */
  encoded?: EncodedFrames;
  /** Answer with the encoder's output as well, for a later reading of the same samples. */
  keepEncoded?: boolean;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
  /** Out of the pool: ended as soon as its native work (model load or segment) returns. */
  retiring?: () => void;
  ended: Promise<void>;
}

/**
 * Moonshine on worker threads that stay alive: each loads the model once (about
 * 0.6-0.9 s) and runs one segment at a time on one onnxruntime thread; segments
 * queue for the next free worker. Threads rather than child processes: they
 * share the parent's lifetime (nothing to clean up if it dies), start without
 * a second node and TypeScript loader, and samples move to them without a copy.
 * Idle workers do not keep the process alive. onnxruntime cannot be
 * interrupted, and ending a thread while it loads the model or runs a segment
 * aborts the whole process (a Napi::Error in its clean-up): an aborted segment
 * is left to finish and its answer dropped; a timed-out worker leaves the pool
 * at once and is ended when it answers; the next segment starts a fresh one.
 */
export class MoonshinePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private loadError: string | undefined;

  constructor(
    private readonly modelDir: string,
    private readonly size: number,
  ) {}

  /** Starts the workers (and their model loads) now, e.g. while audio decodes. */
  warmUp(): void {
    while (this.slots.length < this.size) this.slots.push(this.spawn());
  }

  /** The log-likelihood of each token sequence as the transcript of the samples. */
  async score(
    samples: Float32Array,
    sequences: number[][],
    options: { signal?: AbortSignal; timeoutMs?: number } = {},
  ): Promise<number[]> {
    const output = await this.run(samples, { ...options, sequences });
    return output.scores ?? [];
  }

  /** Each encoder frame's hesitation score for these samples (empty without the probe file). */
  async probe(
    samples: Float32Array,
    options: { signal?: AbortSignal; timeoutMs?: number } = {},
  ): Promise<number[]> {
    const output = await this.run(samples, { ...options, probe: true });
    return output.frames ?? [];
  }

  /**
   * The samples with the room's late reverberation taken out where one round of the filter
   * would remove more than `reverberantDb` of their energy (dereverb.mjs), else as they were.
   */
  async dereverberate(
    samples: Float32Array,
    reverberantDb: number,
    options: { signal?: AbortSignal; timeoutMs?: number } = {},
  ): Promise<{ samples: Float32Array; dereverberated: boolean }> {
    const output = await this.run(samples, { ...options, dereverbDb: reverberantDb });
    return output.dereverberated && output.samples
      ? { samples: output.samples, dereverberated: true }
      : { samples, dereverberated: false };
  }

  run(
    samples: Float32Array,
    options: {
      signal?: AbortSignal;
      timeoutMs?: number;
      beam?: number;
      lmWeight?: number;
      dereverbDb?: number;
      sequences?: number[][];
      probe?: boolean;
      encoded?: EncodedFrames;
      keepEncoded?: boolean;
    } = {},
  ): Promise<MoonshineOutput> {
    if (options.signal?.aborted) {
      return Promise.reject(new MoonshineError('aborted', 'aborted'));
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => this.abort(job);
      // The listener goes with the job: one signal may serve many segments.
      const settle = () => options.signal?.removeEventListener('abort', onAbort);
      const job: Job = {
        id: this.nextId++,
        samples,
        resolve: (output) => {
          settle();
          resolve(output);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
        ...options,
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.warmUp();
      this.dispatch();
    });
  }

  /** Ends every worker; queued and running segments fail. */
  async close(): Promise<void> {
    const error = new MoonshineError('recognizer closed', 'aborted');
    for (const job of this.queue.splice(0)) job.reject(error);
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        const busy = !slot.ready || slot.job !== undefined;
        const job = slot.job;
        slot.job = undefined;
        job?.reject(error);
        this.end(slot, busy);
        return slot.ended;
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./moonshine-worker.mjs', import.meta.url), {
      // Plain JavaScript: it needs none of the parent's flags (tsx's loader).
      execArgv: [],
      workerData: {
        modelDir: this.modelDir,
        probePath: HESITATION_PROBE_PATH,
        articleProbePath: ARTICLE_PROBE_PATH,
        languageModel: sharedLanguageModel(),
      },
    });
    let exited = () => {};
    const slot: Slot = { worker, ready: false, ended: new Promise((r) => (exited = r)) };
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => this.retire(slot, new MoonshineError(error.message, 'failed')));
    worker.on('exit', () => {
      exited();
      this.retire(slot, new MoonshineError('worker exited', 'failed'));
    });
    // Left referenced while it loads the model: a process that exits meanwhile ends the thread
    // in onnxruntime's native code and aborts (Napi::Error). Once ready and idle it is unref'd
    // (dispatch), after these listeners: a first 'message' listener refs the port again.
    return slot;
  }

  /** Ends the thread now if it is idle, else as soon as it answers. */
  private end(slot: Slot, busy: boolean): void {
    clearTimeout(slot.timer);
    const terminate = () => void slot.worker.terminate();
    if (!busy) terminate();
    else {
      slot.retiring = terminate;
      // Its answer must still arrive: the thread may not let the process exit meanwhile.
      slot.worker.ref();
    }
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (slot.retiring) {
      slot.retiring();
      return;
    }
    if (message.type === 'ready') {
      slot.ready = true;
      this.dispatch();
      return;
    }
    if (message.type === 'load-failed') {
      this.loadError = message.error;
      for (const job of this.queue.splice(0)) {
        job.reject(new MoonshineError(`model did not load: ${message.error}`, 'load'));
      }
      this.retire(slot, new MoonshineError(`model did not load: ${message.error}`, 'load'));
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.worker.unref();
    if (message.error !== undefined) job.reject(new MoonshineError(message.error, 'failed'));
    else {
      job.resolve({
        tokens: message.tokens ?? [],
        hitLimit: message.hitLimit ?? false,
        ...(message.scores && { scores: message.scores }),
        ...(message.frames && { frames: message.frames }),
        ...(message.articleFrames && { articleFrames: message.articleFrames }),
        ...(message.samples && { samples: message.samples }),
        ...(message.dereverberated !== undefined && { dereverberated: message.dereverberated }),
        ...(message.encoded && { encoded: message.encoded }),
      });
    }
    this.dispatch();
  }

  private dispatch(): void {
    if (this.loadError) {
      for (const job of this.queue.splice(0)) {
        job.reject(new MoonshineError(`model did not load: ${this.loadError}`, 'load'));
      }
      return;
    }
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift();
      if (!job) break;
      slot.job = job;
      // A running segment keeps the process alive until it answers.
      slot.worker.ref();
      if (job.timeoutMs) {
        slot.timer = setTimeout(
          () => this.retire(slot, new MoonshineError('recognition timed out', 'timeout')),
          job.timeoutMs,
        );
      }
      // Not transferred: the caller may still need the samples (they are a copy already).
      slot.worker.postMessage({
        id: job.id,
        samples: job.samples,
        beam: job.beam ?? 1,
        lmWeight: job.lmWeight ?? 0,
        ...(job.dereverbDb !== undefined && { dereverbDb: job.dereverbDb }),
        ...(job.sequences && { sequences: job.sequences }),
        ...(job.probe && { probe: true }),
        ...(job.encoded && { encoded: job.encoded }),
        ...(job.keepEncoded && { keepEncoded: true }),
      });
    }
    // An idle worker does not keep the process alive; one still loading its model does.
    for (const slot of this.slots) {
      if (slot.ready && !slot.job) slot.worker.unref();
    }
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.reject(new MoonshineError('aborted', 'aborted'));
      return;
    }
    // A running segment is left to finish (a second or so) and its answer dropped: ending a
    // thread while onnxruntime runs native code on it can take the whole process down.
    const slot = this.slots.find((s) => s.job === job);
    if (slot) {
      clearTimeout(slot.timer);
      slot.job = { ...job, resolve: () => this.dispatch(), reject: () => this.dispatch() };
      job.reject(new MoonshineError('aborted', 'aborted'));
    }
  }

  /** Takes a worker out of the pool, failing its segment; a new one starts when needed. */
  private retire(slot: Slot, error: MoonshineError): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const busy = !slot.ready || slot.job !== undefined;
    const job = slot.job;
    slot.job = undefined;
    this.end(slot, busy);
    job?.reject(error);
    if (this.queue.length > 0 && !this.loadError) {
      this.warmUp();
      this.dispatch();
    }
  }
}
