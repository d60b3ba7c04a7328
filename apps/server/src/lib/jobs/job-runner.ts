import type { TDatabase } from '../../db/kysely.ts';
import { createInProcessJobRunner } from './in-process-job-runner.ts';
import type { TJobRunner, TJobRunnerOptions } from './job-types.ts';
import { createPgBossJobRunner } from './pg-boss-job-runner.ts';

/*
 * Background jobs (sweeps, later exports and reminders): pg-boss on PostgreSQL, where a job runs
 * on one node at a time however many nodes there are; in process on SQLite, whose embedded
 * deployment is one node. Handlers read what they need from the database, so a restart loses
 * nothing: the next run finds the work still to do.
 */

export type { TJobHandler, TJobRunner } from './job-types.ts';

/** The runner of this database's dialect. */
export function createJobRunner(database: TDatabase, options: TJobRunnerOptions): TJobRunner {
  return database.dialect === 'postgres'
    ? createPgBossJobRunner(database.db, options)
    : createInProcessJobRunner(options);
}
