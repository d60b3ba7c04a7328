import {
  assessmentSetPath,
  localizedText,
  type TBilingualText,
  type TLocaleCode,
  type TReviewMode,
  type TSetKind,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import { contentOf, textOf } from './assessments.presenter.ts';
import {
  findLearnerAssignments,
  findLearnerTarget,
  findLearnerTargets,
  findPublishedSkillSetAssignments,
  findQuestionsOfBank,
  findSet,
  findSetBanks,
  findSetsByIds,
  type TAssignmentRow,
  type TSetRow,
} from './assessments.repository.ts';
import { drawQuestions, type TDrawnQuestion, type TRandom } from './question-draw.ts';

/*
 * The content module's answers to other modules (attempts, learning paths, trivia) about sets and
 * their questions. Every function takes the tenant code; ids of another tenant are simply absent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a published set can be taken at `now` (its availability window). */
export type TSetAvailability = 'OPEN' | 'NOT_YET' | 'CLOSED';

/** What attempts need of a set: texts in both languages, the rules, and the learner's assignment. */
export type TLearnerSet = {
  setId: number;
  kind: TSetKind;
  status: string;
  title: TBilingualText;
  description: TBilingualText;
  questionCount: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  timeLimitMinutes: number | null;
  attemptsAllowed: number | null;
  passMarkPercent: number;
  reviewMode: TReviewMode;
  availableFrom: string | null;
  availableUntil: string | null;
  availability: TSetAvailability;
  /** Whether an assignment (everyone, job role, location or the user) reaches the learner. */
  isAssigned: boolean;
  /** The earliest assignment's time; null when not assigned. */
  assignedAt: string | null;
  /** The earliest due date of the learner's assignments; null without one. */
  dueAt: string | null;
  url: string;
};

function availabilityOf(row: Pick<TSetRow, 'available_from' | 'available_until'>, now: Date): TSetAvailability {
  const time = now.toISOString();
  if (row.available_from !== null && time < row.available_from) {
    return 'NOT_YET';
  }
  if (row.available_until !== null && time >= row.available_until) {
    return 'CLOSED';
  }
  return 'OPEN';
}

function learnerSetOf(
  row: TSetRow,
  questionCount: number,
  assignments: readonly Pick<TAssignmentRow, 'assigned_at' | 'due_days'>[],
  now: Date,
): TLearnerSet {
  const assignedAt = assignments.map((assignment) => assignment.assigned_at).sort()[0] ?? null;
  const dueDates = assignments
    .filter((assignment) => assignment.due_days !== null)
    .map((assignment) => new Date(new Date(assignment.assigned_at).getTime() + (assignment.due_days ?? 0) * DAY_MS))
    .map((date) => date.toISOString())
    .sort();
  return {
    setId: row.id,
    kind: row.kind as TSetKind,
    status: row.status,
    title: textOf(row.title_en, row.title_fr),
    description: textOf(row.description_en, row.description_fr),
    questionCount,
    shuffleQuestions: toBool(row.shuffle_questions),
    shuffleOptions: toBool(row.shuffle_options),
    timeLimitMinutes: row.time_limit_minutes,
    attemptsAllowed: row.attempts_allowed,
    passMarkPercent: row.pass_mark_percent,
    reviewMode: row.review_mode as TReviewMode,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    availability: availabilityOf(row, now),
    isAssigned: assignments.length > 0,
    assignedAt,
    dueAt: dueDates[0] ?? null,
    url: assessmentSetPath(row.id),
  };
}

async function questionCountsOf(
  db: Kysely<Database>,
  tenantCode: string,
  setIds: readonly number[],
): Promise<Map<number, number>> {
  const banks = await findSetBanks(db, tenantCode, setIds);
  const counts = new Map<number, number>();
  for (const bank of banks) {
    counts.set(bank.set_id, (counts.get(bank.set_id) ?? 0) + bank.draw_count);
  }
  return counts;
}

/**
 * Published sets assigned to the user (everyone, their job role, their location or themselves),
 * whatever their availability (`availability` says whether they can be taken now), in id order.
 */
export async function listSetsForLearner(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  now: Date = new Date(),
): Promise<TLearnerSet[]> {
  const learner = await findLearnerTarget(db, tenantCode, userCode);
  if (!learner) {
    return [];
  }
  const assignments = await findLearnerAssignments(db, tenantCode, learner);
  const bySet = new Map<number, { row: TSetRow; assignments: TAssignmentRow[] }>();
  for (const assignment of assignments) {
    const entry = bySet.get(assignment.set_id) ?? { row: assignment.set, assignments: [] };
    entry.assignments.push(assignment);
    bySet.set(assignment.set_id, entry);
  }
  const counts = await questionCountsOf(db, tenantCode, [...bySet.keys()]);
  return [...bySet.values()].map((entry) =>
    learnerSetOf(entry.row, counts.get(entry.row.id) ?? 0, entry.assignments, now),
  );
}

/** A published SKILL set as its assignees see it: what skill-assessment status needs. */
export type TAssignedSkillSet = {
  setId: number;
  title: TBilingualText;
  validityDays: number | null;
  availability: TSetAvailability;
};

/**
 * The published SKILL sets assigned to each of the users (everyone, their job role, their
 * location or themselves), in set id order; users of another tenant (or none) get an empty list.
 * Two queries whatever the number of users: a tenant has few SKILL sets and their assignments.
 */
export async function listSkillSetsForLearners(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, TAssignedSkillSet[]>> {
  const answer = new Map<string, TAssignedSkillSet[]>(userCodes.map((userCode) => [userCode, []]));
  const learners = await findLearnerTargets(db, tenantCode, userCodes);
  if (learners.length === 0) {
    return answer;
  }
  const assignments = await findPublishedSkillSetAssignments(db, tenantCode);
  for (const learner of learners) {
    const reaches = (assignment: (typeof assignments)[number]) =>
      assignment.target_kind === 'ALL' ||
      (assignment.target_kind === 'USER' && assignment.target_code === learner.userCode) ||
      (assignment.target_kind === 'JOB_ROLE' && assignment.target_code === learner.jobRoleCode) ||
      (assignment.target_kind === 'LOCATION' &&
        learner.locationId !== null &&
        assignment.target_code === String(learner.locationId));
    const sets = new Map<number, TAssignedSkillSet>();
    for (const assignment of assignments) {
      if (!sets.has(assignment.set_id) && reaches(assignment)) {
        sets.set(assignment.set_id, {
          setId: assignment.set_id,
          title: textOf(assignment.title_en, assignment.title_fr),
          validityDays: assignment.validity_days,
          availability: availabilityOf(assignment, now),
        });
      }
    }
    answer.set(learner.userCode, [...sets.values()]);
  }
  return answer;
}

/**
 * One PUBLISHED set as a learner may take it (undefined for a draft, an unpublished set, another
 * tenant's or none), with the user's assignment when `userCode` is given.
 */
export async function findSetForLearner(
  db: Kysely<Database>,
  tenantCode: string,
  setId: number,
  userCode: string | null,
  now: Date = new Date(),
): Promise<TLearnerSet | undefined> {
  const row = await findSet(db, tenantCode, setId);
  if (!row || row.status !== 'PUBLISHED') {
    return undefined;
  }
  let assignments: TAssignmentRow[] = [];
  if (userCode !== null) {
    const learner = await findLearnerTarget(db, tenantCode, userCode);
    assignments = learner
      ? (await findLearnerAssignments(db, tenantCode, learner)).filter((assignment) => assignment.set_id === setId)
      : [];
  }
  const counts = await questionCountsOf(db, tenantCode, [setId]);
  return learnerSetOf(row, counts.get(setId) ?? 0, assignments, now);
}

/**
 * Draws an attempt's questions for a set of any status (the admin preview draws drafts too): N at
 * random from each bank's active questions, shuffled as the set says. Each drawn question carries
 * its version and full content (the attempt's snapshot; send it to learners only through
 * `learnerQuestionView`). Empty for an unknown set.
 */
export async function drawSetQuestions(
  db: Kysely<Database>,
  tenantCode: string,
  setId: number,
  random: TRandom = Math.random,
): Promise<TDrawnQuestion[]> {
  const row = await findSet(db, tenantCode, setId);
  if (!row) {
    return [];
  }
  const banks = await findSetBanks(db, tenantCode, [setId]);
  const pools = await Promise.all(
    banks.map(async (bank) => ({
      bankId: bank.bank_id,
      drawCount: bank.draw_count,
      questions: (await findQuestionsOfBank(db, tenantCode, bank.bank_id, { includeRetired: false })).map(
        (question) => ({ questionId: question.id, version: question.version, content: contentOf(question) }),
      ),
    })),
  );
  return drawQuestions(
    pools,
    { shuffleQuestions: toBool(row.shuffle_questions), shuffleOptions: toBool(row.shuffle_options) },
    random,
  );
}

/** What a learning path shows of a set: its title in a locale, whether learners can open it, and where. */
export type TAssessmentSetSummary = { setId: number; title: string; isVisible: boolean; url: string };

/**
 * Sets of the tenant by id, for learning-path items (one query): ids of other tenants or deleted
 * sets are absent from the map; `isVisible` is false for a set that is not published.
 */
export async function findAssessmentSetSummaries(
  db: Kysely<Database>,
  tenantCode: string,
  setIds: readonly number[],
  locale: TLocaleCode,
): Promise<Map<number, TAssessmentSetSummary>> {
  const rows = await findSetsByIds(db, tenantCode, [...new Set(setIds)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        setId: row.id,
        title: localizedText(textOf(row.title_en, row.title_fr), locale),
        isVisible: row.status === 'PUBLISHED',
        url: assessmentSetPath(row.id),
      },
    ]),
  );
}
