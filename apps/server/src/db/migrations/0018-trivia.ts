import type { Migration } from 'kysely/migration';
import type { TMigrationDb } from '../migration-helpers.ts';

/**
 * Trivia (issue 16): quizzes drawn from question banks, plays with a server-timed countdown per
 * question, answers and points (leaderboards read them). Filled in by the trivia work.
 */
export const trivia: Migration = {
  async up(_db: TMigrationDb) {},
  async down(_db: TMigrationDb) {},
};
