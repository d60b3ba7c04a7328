import type { ColumnType, Generated, SqlBool } from 'kysely';

/* Kysely types of the trivia tables (migration 0018). Times are UTC ISO-8601 strings. */

type Bool = ColumnType<SqlBool, boolean, boolean>;

export type TriviaQuizzesTable = {
  id: Generated<number>;
  tenant_code: string;
  title_en: string;
  title_fr: string;
  bank_id: number;
  question_count: number;
  seconds_per_question: number;
  /** DRAFT, PUBLISHED or UNPUBLISHED. */
  status: string;
  available_from: string | null;
  available_until: string | null;
  published_at: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type TriviaPlaysTable = {
  id: Generated<number>;
  tenant_code: string;
  quiz_id: number;
  user_code: string;
  /** The player's location when they started (the location leaderboard). */
  location_id: number | null;
  question_count: number;
  started_at: string;
  completed_at: string | null;
  points: ColumnType<number, number | undefined, number>;
  correct_count: ColumnType<number, number | undefined, number>;
};

export type TriviaPlayAnswersTable = {
  tenant_code: string;
  play_id: number;
  position: number;
  question_id: number;
  /** JSON of the question as drawn (TTriviaQuestionSnapshot). */
  question_snapshot: string;
  served_at: string | null;
  deadline_at: string | null;
  answered_at: string | null;
  option_id: string | null;
  is_correct: Bool | null;
  points: ColumnType<number, number | undefined, number>;
};

export type TriviaTables = {
  trivia_quizzes: TriviaQuizzesTable;
  trivia_plays: TriviaPlaysTable;
  trivia_play_answers: TriviaPlayAnswersTable;
};
