import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SEC = 100;

/**
 * CPU time of processes in ms, from /proc (Linux): user and system time of each, plus that of
 * children it has waited for (ffmpeg, pocketsphinx). On a shared machine this, not wall time,
 * says what a stage costs: a quiet 2-core machine needs at least half of it in wall time.
 */
export function cpuTimeMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of the line, 11-14 after the name.
    for (const i of [11, 12, 13, 14]) ticks += Number(fields[i]);
  }
  return (ticks / TICKS_PER_SEC) * 1000;
}
