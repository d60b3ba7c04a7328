import { availableParallelism, cpus, loadavg } from 'node:os';
import type { TMachine } from './report.ts';

/** What the figures depend on besides the code: recorded with every result file. */
export function describeMachine(): TMachine {
  return {
    node: process.version,
    platform: process.platform,
    arch: process.arch,
    cpuCount: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  };
}
