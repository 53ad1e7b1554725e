/**
 * What the benches read from the operating system: CPU time of processes and of a PostgreSQL
 * cluster from /proc (independent of whatever else runs on the machine), resident memory, and
 * the median the tables report.
 */
import fs from 'node:fs';
import path from 'node:path';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** The median of some measurements. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** utime + stime of a process from /proc, in ms, with its exited children's if asked (0 when it is gone). */
export function processCpuMs(pid: number, withChildren = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0)) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU of the PostgreSQL cluster in `pgDir`, in ms: the postmaster (with its exited children) and its live backends. */
export function postgresCpuMs(pgDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = processCpuMs(postmaster, true);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) total += processCpuMs(Number(entry));
    } catch {
      /* the backend ended meanwhile */
    }
  }
  return total;
}

/** CPU of this process, in ms. */
export function nodeCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Resident memory of a process, in MB (0 when it is gone). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
