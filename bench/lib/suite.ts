import type { TLatencyLimit } from './checks.ts';
import type { TMeasurement } from './measure.ts';
import type { TBenchSettings } from './settings.ts';

/** What a suite's set-up and its targets may use of the portal the run started. */
export type TPortalHandle = {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  pid: number;
  /** Its SQLite file, for data the HTTP API cannot set up (an extra tenant host, rate-limit counters). */
  databasePath: string;
  /** Its inspector's port when the suite asked for it (`inspectPortal`), else null. */
  inspectorPort: number | null;
};

/** One HTTP call loaded with autocannon. */
export type TLoadTarget = {
  /** Short name shown in the table and the JSON file. */
  name: string;
  /** Path and query string, e.g. `/api/health`. */
  path: string;
  /** Extra request headers; `host` picks the tenant (the run always connects to 127.0.0.1). */
  headers?: Readonly<Record<string, string>>;
  /** A JSON body: the target is then loaded with POST (the API's list calls take their query so). */
  body?: unknown;
  /**
   * Headers obtained just before the target is loaded, such as a fresh access token (they expire);
   * added to `headers`. The JSON file names them without their values.
   */
  prepareHeaders?: (portal: TPortalHandle) => Promise<Readonly<Record<string, string>>>;
  /** The run fails when this target's req/s falls below this share of the baseline's req/s. */
  minRatio?: number;
};

/**
 * A target autocannon cannot load (each call depends on the previous answer, or is a flow of
 * several requests): it drives the portal itself, warm-up included, and returns the same figures.
 */
/** What a custom target knows of the run besides the portal. */
export type TRunContext = {
  /** The bare baseline server, for a target that loads it with its own workload. */
  baselineUrl: string;
};

/**
 * A custom target's figures. A target whose workload is not "as fast as possible" (learners pacing
 * their calls) measures the bare baseline under that same workload: its ratio is taken against it.
 */
export type TCustomMeasurement = TMeasurement & { baselineUnderSameLoad?: TMeasurement };

export type TCustomTarget = {
  name: string;
  /** What it calls, for the JSON file. */
  path: string;
  measure: (portal: TPortalHandle, settings: TBenchSettings, run: TRunContext) => Promise<TCustomMeasurement>;
  minRatio?: number;
  /** The run fails when the calls' p95 (or p99) exceeds these. */
  maxLatency?: TLatencyLimit;
};

export type TBenchTarget = TLoadTarget | TCustomTarget;

/** A named group of targets, measured against a portal started on a fresh database. */
export type TBenchSuite = {
  name: string;
  description: string;
  /** Runs once on the fresh portal, before anything is measured. */
  setUp?: (portal: TPortalHandle) => Promise<void>;
  /** Starts the portal with Node's inspector (`portal.inspectorPort`), to read its heap. */
  inspectPortal?: boolean;
  /** The portal's LOG_LEVEL (warn by default). */
  portalLogLevel?: 'warn' | 'info';
  targets: readonly TBenchTarget[];
};
