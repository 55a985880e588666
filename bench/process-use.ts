import fs from 'node:fs';

/** CPU seconds (user and system) and resident memory of a process, from /proc; null once it has ended. */
export function processUse(pid: number) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { cpuSeconds: ticks / 100, rssMb: rssKb / 1024 };
  } catch {
    return null;
  }
}

/** A postmaster and its backends: the ids of the processes whose parent is `pid`, and its own. */
export function processTree(pid: number) {
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/** CPU seconds spent by the processes of `pids()` (summed; those ended meanwhile count to their last reading). */
export function cpuSecondsOf(pids: () => number[]) {
  const readings = new Map<number, number>();
  const read = () => {
    for (const pid of pids()) {
      const use = processUse(pid);
      if (use) readings.set(pid, use.cpuSeconds);
    }
    return [...readings.values()].reduce((sum, seconds) => sum + seconds, 0);
  };
  return read;
}

/** The whole machine's busy CPU seconds (every core, every process: user, nice, system, interrupts), from /proc/stat. */
export function machineBusySeconds() {
  const [, user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}
