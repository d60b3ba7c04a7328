/* Kysely types of the Test and Trivia content tables (migration 0016). */
export type AssessmentContentTables = Record<never, never>;
