import { Worker } from 'node:worker_threads';
import type { CheckerLint } from './grammar-issues';
import { DISABLED_HARPER_RULES } from './grammar-issues';

/** What harper-worker.mjs receives and answers. */
type WorkerRequest = { id: number; text: string };
type WorkerAnswer = { id: number; lints: CheckerLint[] } | { id: number; error: string };

export interface LintOptions {
  signal?: AbortSignal;
  /** Including any wait for the worker to load and warm up. */
  timeoutMs?: number;
}

export interface HarperCheckerOptions {
  /** Default per-request limit (30 s: loading and warming up take up to ~15 s on a busy machine). */
  timeoutMs?: number;
  /** Lint a transcript-sized sample this many times when the worker starts (default 2; 0 = off). */
  warmUpRounds?: number;
}

export class GrammarCheckError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GrammarCheckError';
  }
}

/**
 * About a 10-minute transcript's worth of speech-like sentences: the first
 * lints of a text that size are slow, so the worker pays for them up front.
 */
const WARM_UP_TEXT = Array.from(
  { length: 18 },
  () =>
    'Good evening and thank you all for coming tonight. I want to tell you how I learned to cook. ' +
    'Two years ago I could barely boil an egg and my dinner was usually a sandwich. ' +
    'Then a friend invited me to help with a family meal and I was completely lost. ' +
    'She showed me one small thing at a time and she let me make mistakes. ' +
    'They was patient with me and he go to the market every week. ' +
    'The first ones were not very good but each one was a little better than the last. ' +
    'So my advice tonight is simple: take one small thing, practise it this week and be patient.',
).join(' ');

interface Pending {
  resolve: (lints: CheckerLint[]) => void;
  reject: (error: Error) => void;
  cleanup: () => void;
}

/**
 * One harper.js worker thread, started on first use and reused; requests
 * queue in it. A request that runs out of time takes the worker down with it
 * (WebAssembly cannot be interrupted) and the next request starts a new one.
 * The worker does not keep the process alive while it has nothing to do.
 */
export class HarperChecker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly options: HarperCheckerOptions = {}) {}

  /** The worker's thread id while one runs (logs, tests). */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** Starts the worker and its warm-up now, e.g. while the recognizer runs. */
  start(): void {
    if (this.worker) return;
    const worker = new Worker(new URL('./harper-worker.mjs', import.meta.url), {
      // Plain JavaScript: it needs none of the parent's flags (tsx's loader, an -e script's
      // --input-type, which a worker refuses).
      execArgv: [],
      workerData: {
        disabledRules: DISABLED_HARPER_RULES,
        warmUpText: WARM_UP_TEXT,
        warmUpRounds: this.options.warmUpRounds ?? 2,
      },
    });
    worker.on('message', (answer: WorkerAnswer) => {
      const request = this.pending.get(answer.id);
      if (!request) return;
      request.cleanup();
      if ('error' in answer) request.reject(new GrammarCheckError(answer.error));
      else request.resolve(answer.lints);
    });
    const fail = (error: Error) => {
      // A worker stopped on purpose has already failed its requests; a newer one owns the rest.
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(error);
    };
    worker.on('error', (error) =>
      fail(new GrammarCheckError('grammar worker failed', { cause: error })),
    );
    worker.on('exit', (code) =>
      fail(new GrammarCheckError(`grammar worker exited with code ${code}`)),
    );
    // After the listeners: a first 'message' listener refs the worker's port again.
    worker.unref();
    this.worker = worker;
  }

  lint(text: string, options: LintOptions = {}): Promise<CheckerLint[]> {
    const { signal, timeoutMs = this.options.timeoutMs ?? 30_000 } = options;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    this.start();
    const worker = this.worker;
    if (!worker) return Promise.reject(new GrammarCheckError('grammar worker not running'));
    const id = this.nextId++;
    return new Promise<CheckerLint[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.get(id)?.cleanup();
        reject(new GrammarCheckError(`grammar check took longer than ${timeoutMs} ms`));
        // It may be stuck in WebAssembly: start over on the next request.
        void this.stop(new GrammarCheckError('grammar worker stopped after a timeout'));
      }, timeoutMs);
      const onAbort = () => {
        this.pending.get(id)?.cleanup();
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve,
        reject,
        cleanup: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          this.pending.delete(id);
          if (this.pending.size === 0) this.worker?.unref();
        },
      });
      worker.ref();
      worker.postMessage({ id, text } satisfies WorkerRequest);
    });
  }

  /** Ends the worker; pending requests fail. A later request starts a new one. */
  async close(): Promise<void> {
    await this.stop(new GrammarCheckError('grammar checker closed'));
  }

  private async stop(reason: Error): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(reason);
    if (worker) await worker.terminate();
  }

  private failAll(error: Error): void {
    for (const request of [...this.pending.values()]) {
      request.cleanup();
      request.reject(error);
    }
  }
}

let shared: HarperChecker | undefined;

function sharedChecker(): HarperChecker {
  shared ??= new HarperChecker();
  return shared;
}

/** Lints presented text with the shared worker. */
export function lintWithHarper(text: string, options: LintOptions = {}): Promise<CheckerLint[]> {
  return sharedChecker().lint(text, options);
}

/** Loads and warms up the shared worker in the background (seconds of work, off the main thread). */
export function warmUpLanguageChecker(): void {
  sharedChecker().start();
}

/** Ends the shared grammar worker; call on server or worker shutdown. */
export async function closeLanguageChecker(): Promise<void> {
  await shared?.close();
}
