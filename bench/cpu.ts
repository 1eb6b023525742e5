// CPU time spent by processes, read from /proc (Linux): a figure that other work on the machine disturbs
// much less than wall time, so a change's cost per request shows even on a busy machine.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ): 100 on every Linux that Node supports. */
const TICKS_PER_SECOND = 100;

type ProcessTimes = { parent: number; own: number; reapedChildren: number };

/** utime + stime, and cutime + cstime (children already reaped), in ms; undefined once the process is gone. */
function timesOf(pid: number): ProcessTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = (index: number) => (Number(fields[index]) * 1000) / TICKS_PER_SECOND;
  // Fields 4 (ppid), 14-17 (utime, stime, cutime, cstime) of proc(5), counted from the state field (3).
  return { parent: Number(fields[1]), own: tick(11) + tick(12), reapedChildren: tick(13) + tick(14) };
}

/**
 * CPU ms of `pid` and all its live children, plus children it has reaped: a process tree's total, so a
 * PostgreSQL backend that exits between two readings still counts (its time moves to the parent's).
 */
export function treeCpuMs(pid: number): number {
  const root = timesOf(pid);
  if (!root) return 0;
  let total = root.own + root.reapedChildren;
  for (const name of readdirSync('/proc')) {
    const child = /^\d+$/.test(name) ? timesOf(Number(name)) : undefined;
    if (child?.parent === pid) total += child.own;
  }
  return total;
}
