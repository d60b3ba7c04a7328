import type { ColumnType, Generated, SqlBool } from 'kysely';

/* Kysely types of the Test and Trivia content tables (migration 0016). Times are UTC ISO-8601 strings. */

type Bool = ColumnType<SqlBool, boolean | undefined, boolean>;

export type QuestionBanksTable = {
  id: Generated<number>;
  tenant_code: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type QuestionsTable = {
  id: Generated<number>;
  tenant_code: string;
  bank_id: number;
  /** SINGLE_CHOICE, MULTIPLE_CHOICE, TRUE_FALSE, SHORT_ANSWER or ORDERING (also in `content`). */
  kind: string;
  /** JSON of the contracts' ZQuestionContentSchema. */
  content: string;
  stem_en: string;
  stem_fr: string;
  /** 1 at creation, + 1 on every edit. */
  version: number;
  is_retired: Bool;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type AssessmentSetsTable = {
  id: Generated<number>;
  tenant_code: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  /** ASSESSMENT or SKILL. */
  kind: string;
  /** DRAFT, PUBLISHED or UNPUBLISHED. */
  status: string;
  shuffle_questions: Bool;
  shuffle_options: Bool;
  time_limit_minutes: number | null;
  /** Null: unlimited. */
  attempts_allowed: number | null;
  pass_mark_percent: number;
  available_from: string | null;
  available_until: string | null;
  /** NONE, SCORE, RESPONSES or FULL. */
  review_mode: string;
  /** SKILL sets: a completed attempt older than this many days has expired (null: never) (0019). */
  validity_days: ColumnType<number | null, number | null | undefined, number | null>;
  published_at: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type AssessmentSetBanksTable = {
  tenant_code: string;
  set_id: number;
  bank_id: number;
  position: number;
  draw_count: number;
};

export type AssessmentSetAssignmentsTable = {
  tenant_code: string;
  set_id: number;
  /** ALL, JOB_ROLE, LOCATION or USER. */
  target_kind: string;
  /** The job role code, the location id as text, the user code, or '' for ALL. */
  target_code: string;
  due_days: number | null;
  assigned_at: string;
  assigned_by: string;
};

export type QuestionRegradesTable = {
  id: Generated<number>;
  tenant_code: string;
  question_id: number;
  from_version: number;
  to_version: number;
  attempts_changed: number;
  regraded_at: string;
  regraded_by: string;
};

export type AssessmentContentTables = {
  question_banks: QuestionBanksTable;
  questions: QuestionsTable;
  assessment_sets: AssessmentSetsTable;
  assessment_set_banks: AssessmentSetBanksTable;
  assessment_set_assignments: AssessmentSetAssignmentsTable;
  question_regrades: QuestionRegradesTable;
};
