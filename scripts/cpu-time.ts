import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SEC = 100;

interface ProcessTicks {
  parent: number;
  /** utime + stime + cutime + cstime: its own and that of children it has waited for. */
  ticks: number;
}

function readTicks(pid: number): ProcessTicks | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // exited meanwhile
  }
  // Fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // ppid is field 4 of the line; utime, stime, cutime, cstime are fields 14-17 (1 and 11-14 here).
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return { parent: Number(fields[1]), ticks };
}

/** Every process still running below `root` (children, theirs, ...). */
function liveDescendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = readTicks(Number(name));
    if (info) parents.set(Number(name), info.parent);
  }
  const found: number[] = [];
  const below = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      below(child);
    }
  };
  below(root);
  return found;
}

/**
 * CPU time in ms of processes still running below `root`, each with the children it has waited
 * for: the process launcher (server/lib/process-launcher.ts) and the programs it ran, whose time
 * is not yet in `root`'s own count of its children.
 */
export function descendantCpuTimeMs(root: number): number {
  const ticks = liveDescendants(root).reduce((sum, pid) => sum + (readTicks(pid)?.ticks ?? 0), 0);
  return (ticks / TICKS_PER_SEC) * 1000;
}

/**
 * CPU time of processes in ms, from /proc (Linux): user and system time of each, plus that of
 * children it has waited for (ffmpeg, pocketsphinx) and of processes still running below it
 * (the process launcher, which starts them). On a shared machine this, not wall time, says what
 * a stage costs: a quiet 2-core machine needs at least half of it in wall time.
 */
export function cpuTimeMs(pids: readonly number[]): number {
  let ms = 0;
  for (const pid of pids) {
    const own = readTicks(pid);
    if (!own) throw new Error(`no process ${pid}`);
    ms += (own.ticks / TICKS_PER_SEC) * 1000 + descendantCpuTimeMs(pid);
  }
  return ms;
}
