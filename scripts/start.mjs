#!/usr/bin/env node
// `npm start`: install what is missing, build what changed, serve Podium.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDebianPackages, RUNTIME_NEEDS } from './lib/system-deps.mjs';
import { ensureMoonshineModel } from './lib/moonshine-model.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib/stamps.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Podium needs Node.js 20.19 or newer (this is ${process.version}).`);
  process.exit(1);
}

ensureDebianPackages(RUNTIME_NEEDS);
ensureInstalled();
// npm install fetches it (postinstall); this also covers an install made with --ignore-scripts.
ensureMoonshineModel();
ensureBuilt();

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'server', 'main.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // glibc raises its mmap threshold up to 32 MB after a large block is freed, so the speech
    // pipeline's multi-MB buffers (onnxruntime's tensors, audio copies) then come from the heap
    // and stay resident after they are freed: fixed at 128 KB they go back to the system.
    // 10 minutes of speech: peak 1,340 -> 1,077 MB, same CPU (ADR 29). Two malloc arenas, not
    // one per thread that allocates (recognizer workers, grammar checker, libuv): 25-90 MB less
    // at the peak, same CPU (ADR 42).
    env: {
      NODE_ENV: 'production',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_ARENA_MAX: '2',
      ...process.env,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
