import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentOwner,
  NO_OWNER_STALE_MS,
  openTempSpace,
  tempFolderName,
  UNSEEN_OWNER_STALE_MS,
  type TempOwner,
} from './temp-space';

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-temp-space-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A pid that belonged to a process which has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

/** Makes `name` under the root, holding a file, last changed `ageMs` ago. */
function leave(name: string, ageMs = 0, asFile = false): string {
  const full = path.join(root, name);
  const when = new Date(Date.now() - ageMs);
  if (asFile) {
    fs.writeFileSync(full, 'half an upload');
  } else {
    fs.mkdirSync(path.join(full, 'podium-speech-x'), { recursive: true });
    fs.writeFileSync(path.join(full, 'podium-speech-x', 'chunk-0.wav'), 'audio');
    fs.utimesSync(path.join(full, 'podium-speech-x', 'chunk-0.wav'), when, when);
    fs.utimesSync(path.join(full, 'podium-speech-x'), when, when);
  }
  fs.utimesSync(full, when, when);
  return name;
}

const here = (pid: number, life = 'aaaaaaaa'): TempOwner => ({ ...currentOwner, pid, life });

describe('the start-up sweep of DATA_DIR/tmp', () => {
  it("removes the folders of this machine's dead processes and of an earlier life of this pid", async () => {
    const dead = leave(tempFolderName(here(await deadPid())));
    const earlierLife = leave(tempFolderName(here(process.pid, '0badc0de')));
    const space = await openTempSpace(root);
    expect(space.swept.sort()).toEqual([dead, earlierLife].sort());
    expect(fs.readdirSync(root)).toEqual([path.basename(space.dir)]);
  });

  it('keeps the folder of a live process sharing the DATA_DIR (a worker beside the web process)', async () => {
    const live = leave(tempFolderName(here(process.ppid)), 2 * UNSEEN_OWNER_STALE_MS);
    const space = await openTempSpace(root);
    expect(space.swept).toEqual([]);
    expect(fs.existsSync(path.join(root, live))).toBe(true);
  });

  it('keeps what a process it cannot see is using, until it has not changed for a day', async () => {
    const other = (pid: number): TempOwner => ({ ...here(pid), host: 'other-machine' });
    const busy = leave(tempFolderName(other(40)), UNSEEN_OWNER_STALE_MS - 60_000);
    const abandoned = leave(tempFolderName(other(41)), UNSEEN_OWNER_STALE_MS + 60_000);
    const space = await openTempSpace(root);
    expect(space.swept).toEqual([abandoned]);
    expect(fs.existsSync(path.join(root, busy))).toBe(true);
    expect(fs.existsSync(path.join(root, abandoned))).toBe(false);
  });

  it('removes files an older Podium left loose after an hour without a change', async () => {
    const fresh = leave('upload-0f8e', NO_OWNER_STALE_MS - 60_000, true);
    const old = leave('upload-1a2b', NO_OWNER_STALE_MS + 60_000, true);
    const oldWork = leave('podium-speech-AbC123', NO_OWNER_STALE_MS + 60_000);
    const space = await openTempSpace(root);
    expect(space.swept.sort()).toEqual([old, oldWork].sort());
    expect(fs.readdirSync(root).sort()).toEqual([path.basename(space.dir), fresh].sort());
  });

  it('clears what a process killed with SIGKILL mid-upload left, at the next start', async () => {
    const script = path.join(root, '..', `${path.basename(root)}-podium.mts`);
    const tempSpace = fileURLToPath(new URL('./temp-space.ts', import.meta.url));
    // A stand-in for the server: takes its temp folder, starts writing an upload, and is killed.
    fs.writeFileSync(
      script,
      `import fs from 'node:fs';
import { openTempSpace } from ${JSON.stringify(tempSpace)};
const space = await openTempSpace(${JSON.stringify(root)});
fs.writeFileSync(space.dir + '/upload-half', 'the first bytes of a speech');
console.log(space.dir);
setInterval(() => {}, 1000);
`,
    );
    const podium = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const crashedDir = await new Promise<string>((resolve) =>
        podium.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
      );
      expect(fs.existsSync(path.join(crashedDir, 'upload-half'))).toBe(true);
      podium.kill('SIGKILL');
      await new Promise((resolve) => podium.once('exit', resolve));

      const next = await openTempSpace(root);
      expect(next.swept).toEqual([path.basename(crashedDir)]);
      expect(fs.existsSync(crashedDir)).toBe(false);
    } finally {
      podium.kill('SIGKILL');
      fs.rmSync(script, { force: true });
    }
  });

  it('gives this process a folder of its own and removes it on release', async () => {
    const space = await openTempSpace(root);
    expect(path.dirname(space.dir)).toBe(root);
    expect(fs.statSync(space.dir).isDirectory()).toBe(true);
    expect((await openTempSpace(root)).dir).toBe(space.dir);
    await space.release();
    expect(fs.existsSync(space.dir)).toBe(false);
  });
});
