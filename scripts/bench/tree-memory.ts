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
 * from /proc every `everyMs`. Linux only; stays 0 elsewhere.
 */
export function watchTreeMemory(everyMs = 50) {
  let peakKb = 0;
  let selfPeakKb = 0;
  const sample = () => {
    const self = residentKb('self');
    if (!self) return;
    let children = 0;
    let pids: string[] = [];
    try {
      pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
    } catch {
      return;
    }
    for (const pid of pids) {
      const info = residentKb(Number(pid));
      if (info && info.parent === process.pid) children += info.rss;
    }
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
