import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let clockTicks: number | undefined;

/** Units of /proc/<pid>/stat times (almost always 100 per second). */
function clockTicksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/**
 * CPU seconds (user + system) a process has used so far, or null where there is no /proc (macOS,
 * Windows). Less sensitive to a busy machine than req/s: other processes take turns on the cores
 * but do not make the server's own work bigger.
 */
export function readProcessCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis,
    // where the state (field 3) comes first, so utime (14) and stime (15) are at 11 and 12.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / clockTicksPerSecond() : null;
  } catch {
    return null;
  }
}

/**
 * Starts counting a server's CPU time; the returned function gives the microseconds it spent per
 * request since then, or null without a process to watch, a /proc to read, or any request.
 */
export function startCpuMeter(pid: number | undefined): (requests: number) => number | null {
  const before = pid === undefined ? null : readProcessCpuSeconds(pid);
  return (requests) => {
    const after = pid === undefined ? null : readProcessCpuSeconds(pid);
    return before !== null && after !== null && requests > 0 ? ((after - before) * 1e6) / requests : null;
  };
}
