import fs from 'node:fs';

function residentKb(pid: number | 'self'): { rss: number; parent: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number.parseInt(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? '', 10);
    const parent = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]);
    return Number.isFinite(rss) ? { rss, parent } : undefined;
  } catch {
    return undefined; // exited meanwhile
  }
}

/**
 * The pipeline's peak memory: this process (its worker threads included: the
 * recognizer and the grammar checker run on threads) plus every child running
 * at the same moment (ffmpeg, the aligner's pocketsphinx processes), sampled
 * from /proc every `everyMs`. Linux only; stays 0 elsewhere. `pid` watches
 * another process (a worker the benchmark started) instead of this one.
 */
export function watchTreeMemory(everyMs = 50, pid: number = process.pid) {
  let peakKb = 0;
  let selfPeakKb = 0;
  const sample = () => {
    const self = residentKb(pid === process.pid ? 'self' : pid);
    if (!self) return;
    let children = 0;
    let pids: string[] = [];
    try {
      pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
    } catch {
      return;
    }
    // Descendants, not only children: a child may be a wrapper around the real program.
    const infos = new Map<number, { rss: number; parent: number }>();
    for (const other of pids) {
      const info = residentKb(Number(other));
      if (info) infos.set(Number(other), info);
    }
    const descends = (p: number, depth = 0): boolean => {
      const parent = infos.get(p)?.parent;
      if (parent === undefined || depth > 8) return false;
      return parent === pid || descends(parent, depth + 1);
    };
    for (const [other, info] of infos) if (descends(other)) children += info.rss;
    selfPeakKb = Math.max(selfPeakKb, self.rss);
    peakKb = Math.max(peakKb, self.rss + children);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): { peakMb: number; selfPeakMb: number } {
      clearInterval(timer);
      sample();
      return { peakMb: peakKb / 1024, selfPeakMb: selfPeakKb / 1024 };
    },
  };
}
