/** One HTTP call measured against the portal. */
export type TBenchTarget = {
  /** Short name shown in the table and the JSON file. */
  name: string;
  /** Path and query string, e.g. `/api/health`. */
  path: string;
  /** Extra request headers; `host` picks the tenant (the run always connects to 127.0.0.1). */
  headers?: Readonly<Record<string, string>>;
  /** The run fails when this target's req/s falls below this share of the baseline's req/s. */
  minRatio?: number;
};

/** A named group of targets, measured against a portal started on a fresh database. */
export type TBenchSuite = {
  name: string;
  description: string;
  targets: readonly TBenchTarget[];
};
