/** A recurring job's work; a failure is logged and the job runs again at its next turn. */
export type TJobHandler = () => Promise<void>;

/** Background jobs behind one interface (docs/architecture.md "Background jobs"). */
export type TJobRunner = {
  /** Registers a recurring job (before `start`): run about every `everySeconds`, and once at start. */
  schedule: (name: string, everySeconds: number, handler: TJobHandler) => void;
  start: () => Promise<void>;
  /** Stops scheduling and waits for running handlers to finish. */
  stop: () => Promise<void>;
  /** Runs waiting and running now, for the operations metrics. */
  depth: () => Promise<{ queued: number; active: number }>;
};

/** What a runner logs with (Fastify's logger fits). */
export type TJobLogger = {
  error: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

export type TJobRunnerOptions = { log: TJobLogger };

/** Job names are also pg-boss queue names: lower-case letters, digits, dashes. */
export function assertJobName(name: string): void {
  if (!/^[a-z][a-z0-9-]{0,62}$/.test(name)) {
    throw new Error(`job name ${name} must be lower-case letters, digits and dashes`);
  }
}
