import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '@server/lib/process-alive';

/** Who made a folder under DATA_DIR/tmp: a machine, a pid namespace on it, a process, one life of it. */
export interface TempOwner {
  host: string;
  pidNamespace: string;
  pid: number;
  life: string;
}

const FOLDER = /^p_([A-Za-z0-9.-]+)_([0-9]+)_([0-9]+)_([0-9a-f]{8})$/;

export const tempFolderName = (o: TempOwner) => `p_${o.host}_${o.pidNamespace}_${o.pid}_${o.life}`;

function parseFolderName(name: string): TempOwner | null {
  const m = FOLDER.exec(name);
  if (!m) return null;
  const [, host = '', pidNamespace = '', pid = '', life = ''] = m;
  return { host, pidNamespace, pid: Number(pid), life };
}

function pidNamespace(): string {
  try {
    // "pid:[4026531836]": pids are only comparable inside one namespace (one container).
    return /\d+/.exec(fs.readlinkSync('/proc/self/ns/pid'))?.[0] ?? '0';
  } catch {
    return '0';
  }
}

/** This process, for as long as it lives. */
export const currentOwner: TempOwner = {
  host: os.hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'host',
  pidNamespace: pidNamespace(),
  pid: process.pid,
  life: randomBytes(4).toString('hex'),
};

/** A folder of a process that this one cannot see (another machine or container): gone after a day unchanged. */
export const UNSEEN_OWNER_STALE_MS = 24 * 60 * 60 * 1000;
/** A file or folder with no owner in its name (an older Podium): gone after an hour unchanged. */
export const NO_OWNER_STALE_MS = 60 * 60 * 1000;

/** The newest change to a path or anything under it. */
async function lastChangeMs(target: string): Promise<number> {
  const stat = await fs.promises.lstat(target);
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const name of await fs.promises.readdir(target)) {
      newest = Math.max(newest, await lastChangeMs(path.join(target, name)).catch(() => 0));
    }
  }
  return newest;
}

async function isStale(name: string, full: string, self: TempOwner, now: number) {
  const owner = parseFolderName(name);
  if (owner && owner.host === self.host && owner.pidNamespace === self.pidNamespace) {
    if (owner.pid === self.pid) return owner.life !== self.life; // an earlier life of this pid
    return !isProcessAlive(owner.pid);
  }
  const unchangedMs = now - (await lastChangeMs(full));
  return unchangedMs > (owner ? UNSEEN_OWNER_STALE_MS : NO_OWNER_STALE_MS);
}

export interface TempSpace {
  /** This process's own folder, for uploads on their way in and the speech pipeline's work. */
  dir: string;
  /** What the sweep removed: names under the temp root. */
  swept: string[];
  /** Removes this process's folder (at shutdown). */
  release(): Promise<void>;
}

/**
 * This process's folder under `root` (DATA_DIR/tmp), after sweeping away what
 * crashed processes left: half-written uploads, the pipeline's work folders.
 * Several processes may share a DATA_DIR (web and workers): a folder of a
 * process that still runs is kept, and one whose owner cannot be seen from
 * here is kept until it has not changed for a day.
 */
export async function openTempSpace(
  root: string,
  options: { owner?: TempOwner; now?: number } = {},
): Promise<TempSpace> {
  const self = options.owner ?? currentOwner;
  const now = options.now ?? Date.now();
  const dir = path.join(root, tempFolderName(self));
  await fs.promises.mkdir(root, { recursive: true });

  const swept: string[] = [];
  for (const name of await fs.promises.readdir(root)) {
    const full = path.join(root, name);
    if (full === dir) continue;
    try {
      if (await isStale(name, full, self, now)) {
        await fs.promises.rm(full, { recursive: true, force: true });
        swept.push(name);
      }
    } catch {
      // Removed meanwhile by another process starting up: nothing left to do.
    }
  }
  await fs.promises.mkdir(dir, { recursive: true });
  return {
    dir,
    swept,
    release: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
}
