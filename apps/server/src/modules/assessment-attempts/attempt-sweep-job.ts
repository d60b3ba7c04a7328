import { AttemptRules } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TJobRunner } from '../../lib/jobs/job-runner.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { sweepExpiredAttempts } from './attempt-completion.ts';

export const ATTEMPT_SWEEP_JOB = 'assessment-attempt-sweep';

/** Registers the sweep that completes and grades abandoned attempts (every few seconds, and once at start). */
export function scheduleAttemptSweep(
  runner: TJobRunner,
  db: Kysely<Database>,
  record: TLearningRecordService,
  clock: () => Date = () => new Date(),
): void {
  runner.schedule(ATTEMPT_SWEEP_JOB, AttemptRules.sweepEverySeconds, async () => {
    await sweepExpiredAttempts(db, record, clock());
  });
}
