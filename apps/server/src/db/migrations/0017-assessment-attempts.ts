import type { Migration } from 'kysely/migration';
import type { TMigrationDb } from '../migration-helpers.ts';

/**
 * Test and Trivia attempts (issue 16): attempts with the server's deadline, drawn questions,
 * sequenced responses, trivia plays and answers, and the embedded job store. Filled in by the
 * attempts work.
 */
export const assessmentAttempts: Migration = {
  async up(_db: TMigrationDb) {},
  async down(_db: TMigrationDb) {},
};
