// Grammar checking with harper.js on a worker thread. Loading harper takes
// seconds and a first lint of a long text several more; even warm, a
// 10-minute transcript is 50-150 ms of WebAssembly that would block the
// server's event loop.
//
// Plain JavaScript on purpose: a worker thread does not inherit the loader
// that runs the TypeScript (tsx under node, vite under vitest), so this file
// must run as it is everywhere. The message shapes are typed in
// harper-checker.ts; the filtering and mapping happen there.
import { parentPort, workerData } from 'node:worker_threads';
import { LocalLinter } from 'harper.js';
// The slim binary: the full one loads both WebAssembly modules (about 100 MB more).
import { slimBinary } from 'harper.js/slimBinary';

const linter = new LocalLinter({ binary: slimBinary });

/** Harper counts positions in Unicode code points, JavaScript strings in UTF-16 units. */
function utf16Offsets(text) {
  if (!/[\uD800-\uDFFF]/.test(text)) return undefined;
  const offsets = [];
  let unit = 0;
  for (const char of text) {
    offsets.push(unit);
    unit += char.length;
  }
  offsets.push(unit);
  return offsets;
}

async function lint(text) {
  const groups = await linter.organizedLints(text, { language: 'plaintext' });
  const offsets = utf16Offsets(text);
  const at = (i) => (offsets ? (offsets[i] ?? text.length) : i);
  const out = [];
  for (const [rule, lints] of Object.entries(groups)) {
    for (const found of lints) {
      const span = found.span();
      const suggestions = found.suggestions();
      out.push({
        rule,
        kind: found.lint_kind(),
        start: at(span.start),
        end: at(span.end),
        message: found.message(),
        suggestions: suggestions.map((s) => s.get_replacement_text()),
      });
      // WebAssembly memory is not garbage collected: free what was handed out.
      for (const s of suggestions) s.free();
      span.free();
      found.free();
    }
  }
  return out;
}

const ready = (async () => {
  const config = await linter.getLintConfig();
  for (const rule of workerData?.disabledRules ?? []) {
    if (rule in config) config[rule] = false;
  }
  await linter.setLintConfig(config);
  // The first lints of a long text are several times slower than later ones
  // (WebAssembly tiers up, memory grows): pay that here, before a speech waits.
  for (let i = 0; i < (workerData?.warmUpRounds ?? 0); i++) {
    await lint(workerData.warmUpText ?? '');
  }
})();
// Failures are reported per request below; keep an early one from crashing the worker.
ready.catch(() => {});

parentPort?.on('message', async (message) => {
  const { id, text } = message;
  try {
    await ready;
    parentPort?.postMessage({ id, lints: await lint(text) });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
