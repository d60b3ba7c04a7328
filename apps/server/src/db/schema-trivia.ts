/* Kysely types of the trivia tables (migration 0018). */
export type TriviaTables = Record<never, never>;
