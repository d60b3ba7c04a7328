/** How long and how hard each target is measured; the same for every suite of a run. */
export type TBenchSettings = {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
};

const DEFAULT_SETTINGS: TBenchSettings = { durationSeconds: 10, warmupSeconds: 2, connections: 10 };

/** A number from the environment, `fallback` when unset; throws naming `expected` when not valid. */
export function readNumber(
  environment: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  isValid: (value: number) => boolean,
  expected: string,
): number {
  const raw = environment[name];
  if (raw === undefined || raw.trim() === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!isValid(value)) {
    throw new Error(`${name} must be ${expected}, got "${raw}"`);
  }
  return value;
}

/** Reads BENCH_DURATION, BENCH_WARMUP (seconds) and BENCH_CONNECTIONS; throws on a bad value. */
export function loadBenchSettings(environment: NodeJS.ProcessEnv = process.env): TBenchSettings {
  const isPositiveInteger = (value: number): boolean => Number.isInteger(value) && value > 0;
  return {
    durationSeconds: readNumber(
      environment,
      'BENCH_DURATION',
      DEFAULT_SETTINGS.durationSeconds,
      isPositiveInteger,
      'a positive whole number of seconds',
    ),
    warmupSeconds: readNumber(
      environment,
      'BENCH_WARMUP',
      DEFAULT_SETTINGS.warmupSeconds,
      (value) => Number.isInteger(value) && value >= 0,
      'a whole number of seconds (0 skips the warm-up)',
    ),
    connections: readNumber(
      environment,
      'BENCH_CONNECTIONS',
      DEFAULT_SETTINGS.connections,
      isPositiveInteger,
      'a positive whole number',
    ),
  };
}
