import type { ColumnType, Generated, SqlBool } from 'kysely';

/* Kysely types of the Test and Trivia attempt tables (migration 0017). */

type Bool = ColumnType<SqlBool, boolean, boolean>;
type Timestamp = string;
/** Points and percentages: double precision (PostgreSQL answers numbers, SQLite REAL). */
type Real = number;

export type AssessmentAttemptsTable = {
  id: Generated<number>;
  tenant_code: string;
  set_id: number;
  /** Who takes the attempt (a manager, for a manager's assessment of an employee). */
  user_code: string;
  /** Who the attempt is about: the taker themselves, or the employee a manager assesses. */
  subject_user_code: string;
  attempt_no: number;
  /** IN_PROGRESS | COMPLETED */
  status: string;
  started_at: Timestamp;
  /** started_at + the set's time limit; null without one. */
  deadline_at: Timestamp | null;
  last_activity_at: Timestamp;
  completed_at: Timestamp | null;
  /** USER | SWEEP */
  completed_by: string | null;
  points_awarded: Real | null;
  max_points: Real;
  /** The set's pass mark when the attempt started. */
  pass_mark_percent: Real;
  score_percent: Real | null;
  passed: Bool | null;
  total_time_seconds: ColumnType<number, number | undefined, number>;
};

export type AssessmentAttemptQuestionsTable = {
  tenant_code: string;
  attempt_id: number;
  /** 1-based place in the attempt. */
  position: number;
  question_id: number;
  question_version: number;
  /** JSON of the question's content as drawn (the contracts' question content). */
  question_snapshot: string;
  /** JSON array of option ids in the order this attempt shows them. */
  option_order: string;
  points_possible: Real;
  points_awarded: Real | null;
  is_correct: Bool | null;
};

export type AssessmentAttemptResponsesTable = {
  tenant_code: string;
  attempt_id: number;
  question_id: number;
  /** JSON of the learner's response. */
  response: string;
  client_seq: number;
  saved_at: Timestamp;
};

export type AssessmentAttemptTables = {
  assessment_attempts: AssessmentAttemptsTable;
  assessment_attempt_questions: AssessmentAttemptQuestionsTable;
  assessment_attempt_responses: AssessmentAttemptResponsesTable;
};
