// "Is this step's output up to date?" by a hash of its inputs, so a second
// `npm start` skips install and build and starts in seconds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(new URL('../..', import.meta.url).pathname);

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  const stat = fs.statSync(dir);
  if (stat.isFile()) {
    out.push(dir);
    return;
  }
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    walk(path.join(dir, entry.name), out);
  }
}

/** Hash of the contents of files and folders (relative to the repo root). */
export function hashInputs(paths) {
  const hash = createHash('sha256');
  for (const p of paths) {
    const files = [];
    walk(path.join(root, p), files);
    for (const file of files) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  hash.update(process.version);
  return hash.digest('hex');
}

export function isFresh(stampFile, hash) {
  try {
    return fs.readFileSync(stampFile, 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

export function writeStamp(stampFile, hash) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${hash}\n`);
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const INSTALL_INPUTS = ['package.json', 'package-lock.json'];
const BUILD_INPUTS = [
  'app',
  'common',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'package-lock.json',
];

/** Installs npm packages when node_modules is missing or the lock file changed. */
export function ensureInstalled(log = console.log) {
  const stamp = path.join(root, 'node_modules', '.podium-install');
  const hash = hashInputs(INSTALL_INPUTS);
  if (isFresh(stamp, hash)) return;
  log('Installing npm packages...');
  // Not `npm ci`: npm 11.19 leaves other platforms' optional packages out of
  // the lock file it writes, then `npm ci` rejects that same lock as out of
  // sync. `npm install` installs from the lock and leaves it unchanged.
  // --prefer-offline: the lock pins every version, so packages already in npm's
  // cache are used without asking the registry again for each one.
  // onnxruntime-node's install script fetches GPU extras from outside the registry unless told to
  // skip; .npmrc tells it, but npm warns that a later major version will stop passing such keys
  // on, and the variable it reads first does not depend on npm.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' },
  });
  writeStamp(stamp, hash);
}

/** Builds the client when its sources changed since the last build. */
export function ensureBuilt(log = console.log) {
  const stamp = path.join(root, 'dist', 'client', '.podium-build');
  const hash = hashInputs(BUILD_INPUTS);
  if (isFresh(stamp, hash) && fs.existsSync(path.join(root, 'dist', 'client', 'index.html')))
    return;
  log('Building the client...');
  run(process.execPath, [
    path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]);
  writeStamp(stamp, hash);
}
