import type { Migration } from 'kysely/migration';
import type { TMigrationDb } from '../migration-helpers.ts';

/**
 * Test and Trivia content (issue 16): question banks, questions, assessment sets, their banks and
 * assignments, question regrades. Filled in by the assessment content work.
 */
export const assessmentContent: Migration = {
  async up(_db: TMigrationDb) {},
  async down(_db: TMigrationDb) {},
};
