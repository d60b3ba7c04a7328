import {
  ATTEMPT_MESSAGES,
  AttemptRules,
  responseSchemaFor,
  type TAttempt,
  type TAttemptPreview,
  type TAttemptResult,
  type TManagerSkillAssessment,
  type TMyAssessment,
  type TMyAssessmentsResponse,
  type TPendingSkillAssessment,
  type TQuestionKind,
  type TReviewMode,
  type TSaveResponseAck,
  type TSaveResponseRequest,
  type TStartAttemptResponse,
  type TStartBlocker,
  type TUpdateTotalTimeTakenRequest,
  type TUserAssessmentStatus,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { TActor } from '../../plugins/authentication.ts';
import {
  drawSetQuestions,
  findSetForLearner,
  listSetsForLearner,
  type TLearnerSet,
} from '../assessments/assessment-set-lookup.ts';
import { ratesDeletedCompetency, ratingsOf } from '../assessments/question-ratings.ts';
import type { TDrawnQuestion } from '../assessments/question-draw.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import type { TUsersService } from '../users/users.service.ts';
import {
  presentAttempt,
  presentAttemptQuestion,
  presentAttemptSummary,
  presentResult,
  presentSetSummary,
} from './assessment-attempts.presenter.ts';
import {
  findAttemptQuestions,
  findAttemptResponses,
  findAttemptsOfSets,
  findInProgressAttempt,
  findLastAttemptNo,
  findOwnAttempt,
  findResponse,
  findSaveTarget,
  findSetRules,
  insertAttempt,
  raiseTotalTime,
  saveResponseIfOpen,
  type TAttemptOwner,
  type TAttemptRow,
} from './assessment-attempts.repository.ts';
import { completeAttempt, isPastGrace } from './attempt-completion.ts';
import type { TQuestionSnapshot } from './attempt-grading.ts';
import { skillAssessmentStatusesOf } from './skill-assessment-status.ts';

type TAttemptActor = TActor;

/** A drawn question as saves check it: its kind, option ids, and for a rating the scale's levels. */
type TSaveCheck = { kind: TQuestionKind; optionIds: ReadonlySet<string>; levels: ReadonlySet<number> };

// About two hours of a thousand learners' ten questions each.
const SAVE_CHECKS_KEPT = 20_000;
const SAVE_CHECK_TTL_MS = 2 * 60 * 60 * 1000;

export type TAssessmentAttemptsService = ReturnType<typeof createAssessmentAttemptsService>;

export type TAssessmentAttemptsDependencies = {
  record: TLearningRecordService;
  users: Pick<TUsersService, 'verifyMyReportee'>;
  /** The server's clock (tests move it). */
  clock?: () => Date;
};

function conflict(message: string): AppError {
  return new AppError('conflict', message, { attempt: [message] });
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: [message] });
}

/**
 * The drawn questions with the snapshots an attempt keeps: the content, and for a RATING question
 * the competency and the scale as they are now (worth no points, no options: the scale is its answer).
 */
async function withSnapshots(
  db: Kysely<Database>,
  tenantCode: string,
  drawn: readonly TDrawnQuestion[],
): Promise<(TDrawnQuestion & { content: TQuestionSnapshot })[]> {
  const ratings = await ratingsOf(
    db,
    tenantCode,
    drawn.map((question) => question.content),
  );
  // A rating of a deleted competency has nothing to name or record: it is not asked.
  return drawn.flatMap((question) => {
    if (ratesDeletedCompetency(question.content, ratings)) {
      return [];
    }
    const rating = ratings.get(question.content);
    return [
      rating
        ? { ...question, content: { ...question.content, points: 0, options: [], rating }, optionOrder: [] }
        : question,
    ];
  });
}

function ownerOf(actor: TAttemptActor): TAttemptOwner {
  return { userCode: actor.userCode, subjectUserCode: actor.userCode };
}

/** Why the owner cannot start the set now, or null. */
function startBlockerOf(
  set: TLearnerSet,
  attempts: readonly TAttemptRow[],
  needsAssignment: boolean,
): TStartBlocker | null {
  if (attempts.some((attempt) => attempt.status === 'IN_PROGRESS')) {
    return null;
  }
  if (needsAssignment && !set.isAssigned) {
    return 'NOT_ASSIGNED';
  }
  if (set.availability === 'NOT_YET') {
    return 'NOT_AVAILABLE_YET';
  }
  if (set.availability === 'CLOSED') {
    return 'CLOSED';
  }
  if (set.attemptsAllowed !== null && attempts.length >= set.attemptsAllowed) {
    return 'ATTEMPTS_USED';
  }
  if (set.questionCount === 0) {
    return 'NO_QUESTIONS';
  }
  return null;
}

const BLOCKER_MESSAGES: Record<TStartBlocker, string> = {
  NOT_ASSIGNED: ATTEMPT_MESSAGES.notAssigned,
  NOT_AVAILABLE_YET: ATTEMPT_MESSAGES.notAvailable,
  CLOSED: ATTEMPT_MESSAGES.notAvailable,
  ATTEMPTS_USED: ATTEMPT_MESSAGES.attemptsUsed,
  NO_QUESTIONS: ATTEMPT_MESSAGES.noQuestions,
};

function myAssessmentOf(set: TLearnerSet, attempts: readonly TAttemptRow[]): TMyAssessment {
  const completed = attempts.filter((attempt) => attempt.status === 'COMPLETED');
  const inProgress = attempts.find((attempt) => attempt.status === 'IN_PROGRESS');
  const latest = [...completed].sort((a, b) => (a.completed_at ?? '').localeCompare(b.completed_at ?? '')).at(-1);
  const showsScore = set.reviewMode !== 'NONE';
  const scores = completed.map((attempt) => Number(attempt.score_percent ?? 0));
  return {
    setId: set.setId,
    kind: set.kind,
    title: set.title,
    description: set.description,
    timeLimitMinutes: set.timeLimitMinutes,
    attemptsAllowed: set.attemptsAllowed,
    attemptsUsed: attempts.length,
    passMarkPercent: set.passMarkPercent,
    questionCount: set.questionCount,
    availableFrom: set.availableFrom,
    availableUntil: set.availableUntil,
    dueAt: set.dueAt,
    reviewMode: set.reviewMode,
    startBlocker: startBlockerOf(set, attempts, true),
    inProgress: inProgress ? presentAttemptSummary(inProgress, set.reviewMode) : null,
    latestCompleted: latest ? presentAttemptSummary(latest, set.reviewMode) : null,
    bestScorePercent: showsScore && scores.length > 0 ? Math.max(...scores) : null,
    hasPassed: completed.some((attempt) => attempt.passed === true || attempt.passed === 1),
  };
}

/**
 * Attempts of assessment sets (spec section 7 "Assessment service"; docs/architecture.md "Test
 * and Trivia attempts"). The server owns the clock: deadlines are stored at start, saves are
 * refused past deadline + grace, and whatever reads an attempt past that completes it (as the
 * sweep does). Scarce things are decided by the database: attempt numbers and the one attempt in
 * progress by unique constraints, saves by one conditional upsert, completion by one conditional
 * update. Another user's or tenant's attempt is "not found".
 */
export function createAssessmentAttemptsService(db: Kysely<Database>, dependencies: TAssessmentAttemptsDependencies) {
  const { record, users } = dependencies;
  const clock = dependencies.clock ?? (() => new Date());
  const saveChecks = new LRUCache<string, TSaveCheck>({ max: SAVE_CHECKS_KEPT, ttl: SAVE_CHECK_TTL_MS });

  /** Completes the attempt now when its time (plus grace) is over; answers the row as it then is. */
  async function settled(tenantCode: string, attempt: TAttemptRow, now: Date): Promise<TAttemptRow> {
    if (attempt.status !== 'IN_PROGRESS' || !isPastGrace(attempt.deadline_at, now)) {
      return attempt;
    }
    await completeAttempt(db, record, tenantCode, attempt, 'SWEEP', now);
    return (await findOwnAttempt(db, tenantCode, attempt.id, attempt.user_code)) ?? attempt;
  }

  /**
   * What a save is checked against: the kind and option ids of a question the user's attempt
   * drew. Drawn questions never change those, so they are kept (bounded, keyed by user too).
   */
  async function questionForSave(actor: TAttemptActor, attemptId: number, questionId: number): Promise<TSaveCheck> {
    const key = `${actor.tenantCode}:${actor.userCode}:${attemptId}:${questionId}`;
    const known = saveChecks.get(key);
    if (known) {
      return known;
    }
    const target = await findSaveTarget(db, actor.tenantCode, attemptId, actor.userCode, questionId);
    if (!target) {
      throw notFound('The attempt');
    }
    if (target.question_snapshot === null) {
      throw invalid('questionId', ATTEMPT_MESSAGES.questionNotInAttempt);
    }
    const snapshot = JSON.parse(target.question_snapshot) as TQuestionSnapshot;
    const check = {
      kind: snapshot.kind,
      optionIds: new Set(snapshot.options.map((option) => option.id)),
      levels: new Set((snapshot.rating?.scale ?? []).map((level) => level.level)),
    };
    saveChecks.set(key, check);
    return check;
  }

  async function loadOwnAttempt(actor: TAttemptActor, attemptId: number, now: Date): Promise<TAttemptRow> {
    const attempt = await findOwnAttempt(db, actor.tenantCode, attemptId, actor.userCode);
    if (!attempt) {
      throw notFound('The attempt');
    }
    return settled(actor.tenantCode, attempt, now);
  }

  async function rulesOf(tenantCode: string, setId: number) {
    const rules = (await findSetRules(db, tenantCode, [setId])).get(setId);
    if (!rules) {
      throw notFound('The assessment');
    }
    return rules;
  }

  async function presentFor(
    tenantCode: string,
    attempt: TAttemptRow,
    withResult: boolean,
    now: Date,
  ): Promise<TAttempt> {
    const [rules, questions, responses] = await Promise.all([
      rulesOf(tenantCode, attempt.set_id),
      findAttemptQuestions(db, tenantCode, attempt.id),
      findAttemptResponses(db, tenantCode, attempt.id),
    ]);
    return presentAttempt(attempt, rules, questions, responses, { withResult, now });
  }

  async function resultOf(tenantCode: string, attempt: TAttemptRow): Promise<TAttemptResult> {
    const [rules, questions, responses] = await Promise.all([
      rulesOf(tenantCode, attempt.set_id),
      findAttemptQuestions(db, tenantCode, attempt.id),
      findAttemptResponses(db, tenantCode, attempt.id),
    ]);
    return presentResult(attempt, rules.review_mode as TReviewMode, questions, responses);
  }

  /**
   * The owner's attempt in progress on the set, or a new one drawn now. A concurrent start that
   * lost the race to the unique constraints answers the winner's attempt.
   */
  async function startFor(
    tenantCode: string,
    owner: TAttemptOwner,
    set: TLearnerSet,
    needsAssignment: boolean,
  ): Promise<TStartAttemptResponse> {
    const now = clock();
    // The attempt in progress, when there is one (also one a concurrent start has just made).
    const resumable = async (): Promise<TStartAttemptResponse | null> => {
      const existing = await findInProgressAttempt(db, tenantCode, owner, set.setId);
      const current = existing ? await settled(tenantCode, existing, now) : null;
      return current?.status === 'IN_PROGRESS'
        ? { ...(await presentFor(tenantCode, current, false, now)), isResumed: true }
        : null;
    };
    const refuse = async (message: string): Promise<TStartAttemptResponse> => {
      const winner = await resumable();
      if (winner) {
        return winner;
      }
      throw conflict(message);
    };
    const resumed = await resumable();
    if (resumed) {
      return resumed;
    }
    const attempts = await findAttemptsOfSets(db, tenantCode, owner, [set.setId]);
    const blocker = startBlockerOf(set, attempts, needsAssignment);
    if (blocker) {
      return refuse(BLOCKER_MESSAGES[blocker]);
    }
    const drawn = await drawSetQuestions(db, tenantCode, set.setId);
    if (drawn.length === 0) {
      throw conflict(ATTEMPT_MESSAGES.noQuestions);
    }
    const attemptNo = (await findLastAttemptNo(db, tenantCode, owner, set.setId)) + 1;
    if (set.attemptsAllowed !== null && attemptNo > set.attemptsAllowed) {
      return refuse(ATTEMPT_MESSAGES.attemptsUsed);
    }
    const questions = await withSnapshots(db, tenantCode, drawn);
    const startedAt = now.toISOString();
    const deadlineAt =
      set.timeLimitMinutes === null ? null : new Date(now.getTime() + set.timeLimitMinutes * 60_000).toISOString();
    let attemptId: number;
    try {
      attemptId = await db.transaction().execute((trx) =>
        insertAttempt(trx, tenantCode, {
          setId: set.setId,
          owner,
          attemptNo,
          startedAt,
          deadlineAt,
          passMarkPercent: set.passMarkPercent,
          questions: questions.map((question) => ({
            questionId: question.questionId,
            version: question.version,
            snapshot: JSON.stringify(question.content),
            optionOrder: question.optionOrder,
            points: question.content.points,
          })),
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) {
        throw error;
      }
      // Another start won: its attempt is the one in progress, or it took the last attempt number.
      return refuse(ATTEMPT_MESSAGES.attemptsUsed);
    }
    const created = await findOwnAttempt(db, tenantCode, attemptId, owner.userCode);
    if (!created) {
      throw notFound('The attempt');
    }
    return { ...(await presentFor(tenantCode, created, false, now)), isResumed: false };
  }

  /** A published SKILL set and an active reportee of the manager, or 404. */
  async function managerTarget(actor: TAttemptActor, setId: number, employeeUserCode: string): Promise<TLearnerSet> {
    const isReportee =
      employeeUserCode !== actor.userCode && (await users.verifyMyReportee(actor, employeeUserCode).catch(() => false));
    const set = isReportee ? await findSetForLearner(db, actor.tenantCode, setId, null, clock()) : undefined;
    if (!set || set.kind !== 'SKILL') {
      throw notFound('The skill assessment');
    }
    return set;
  }

  return {
    /** `POST /{setId}/start`: resumes the attempt in progress, or starts one if the set allows it now. */
    async start(actor: TAttemptActor, setId: number): Promise<TStartAttemptResponse> {
      const set = await findSetForLearner(db, actor.tenantCode, setId, actor.userCode, clock());
      if (!set) {
        throw notFound('The assessment');
      }
      return startFor(actor.tenantCode, ownerOf(actor), set, true);
    },

    /** `GET /{id}` and `GET /{id}/true`: the caller's attempt; `withResult` adds the result once completed. */
    async getAttempt(actor: TAttemptActor, attemptId: number, withResult: boolean): Promise<TAttempt> {
      const now = clock();
      const attempt = await loadOwnAttempt(actor, attemptId, now);
      return presentFor(actor.tenantCode, attempt, withResult, now);
    },

    /**
     * `POST /{id}/saveResponse`: stores the answer unless a newer save (higher clientSeq) is
     * there; refused once the attempt is completed or past its deadline plus the grace.
     */
    async saveResponse(actor: TAttemptActor, attemptId: number, save: TSaveResponseRequest): Promise<TSaveResponseAck> {
      const now = clock();
      const question = await questionForSave(actor, attemptId, save.questionId);
      const shaped = responseSchemaFor(question.kind).safeParse(save.response);
      const chosen =
        'optionId' in save.response
          ? [save.response.optionId]
          : 'optionIds' in save.response
            ? save.response.optionIds
            : [];
      const level = 'level' in save.response ? save.response.level : null;
      if (
        !shaped.success ||
        chosen.some((id) => !question.optionIds.has(id)) ||
        new Set(chosen).size !== chosen.length ||
        (level !== null && !question.levels.has(level))
      ) {
        throw invalid('response', ATTEMPT_MESSAGES.responseInvalid);
      }
      const savedAt = now.toISOString();
      const stored = await saveResponseIfOpen(db, actor.tenantCode, {
        attemptId,
        userCode: actor.userCode,
        questionId: save.questionId,
        response: JSON.stringify(save.response),
        clientSeq: save.clientSeq,
        savedAt,
        deadlineNotBefore: new Date(now.getTime() - AttemptRules.saveGraceSeconds * 1000).toISOString(),
      });
      if (stored) {
        return { questionId: save.questionId, clientSeq: stored.client_seq, savedAt: stored.saved_at, accepted: true };
      }
      // Not written: the attempt is closed, past its time, or a newer save is there.
      const attempt = await findOwnAttempt(db, actor.tenantCode, attemptId, actor.userCode);
      if (!attempt) {
        throw notFound('The attempt');
      }
      if (attempt.status === 'COMPLETED') {
        throw conflict(ATTEMPT_MESSAGES.attemptCompleted);
      }
      if (isPastGrace(attempt.deadline_at, now)) {
        throw conflict(ATTEMPT_MESSAGES.deadlinePassed);
      }
      const current = await findResponse(db, actor.tenantCode, attemptId, save.questionId);
      return {
        questionId: save.questionId,
        clientSeq: save.clientSeq,
        savedAt: current?.saved_at ?? savedAt,
        accepted: false,
      };
    },

    /** `POST /{id}/complete`: grades and closes; an attempt already completed answers its result again. */
    async complete(actor: TAttemptActor, attemptId: number): Promise<TAttemptResult> {
      const now = clock();
      let attempt = await loadOwnAttempt(actor, attemptId, now);
      if (attempt.status === 'IN_PROGRESS') {
        await completeAttempt(db, record, actor.tenantCode, attempt, 'USER', now);
        attempt = (await findOwnAttempt(db, actor.tenantCode, attemptId, actor.userCode)) ?? attempt;
      }
      return resultOf(actor.tenantCode, attempt);
    },

    /** `GET /{setId}/latestResult`: the caller's latest completed attempt of the set (404 when none). */
    async latestResult(actor: TAttemptActor, setId: number): Promise<TAttemptResult> {
      const attempts = await findAttemptsOfSets(db, actor.tenantCode, ownerOf(actor), [setId]);
      const now = clock();
      for (const attempt of attempts) {
        if (attempt.status === 'IN_PROGRESS') {
          await settled(actor.tenantCode, attempt, now);
        }
      }
      const completed = (await findAttemptsOfSets(db, actor.tenantCode, ownerOf(actor), [setId]))
        .filter((attempt) => attempt.status === 'COMPLETED')
        .sort((a, b) => (a.completed_at ?? '').localeCompare(b.completed_at ?? '') || a.attempt_no - b.attempt_no);
      const latest = completed.at(-1);
      if (!latest) {
        throw notFound('A completed attempt');
      }
      return resultOf(actor.tenantCode, latest);
    },

    /** `PUT /{id}/updateTotalTimeTaken`: the page's counter, never beyond the server's elapsed time. */
    async updateTotalTimeTaken(
      actor: TAttemptActor,
      attemptId: number,
      request: TUpdateTotalTimeTakenRequest,
    ): Promise<{ totalTimeSeconds: number }> {
      if (request.userAssessmentAttemptId !== attemptId) {
        throw invalid('userAssessmentAttemptId', ATTEMPT_MESSAGES.attemptIdMismatch);
      }
      const now = clock();
      const attempt = await loadOwnAttempt(actor, attemptId, now);
      if (attempt.status === 'IN_PROGRESS') {
        const elapsed = Math.max(0, Math.floor((now.getTime() - new Date(attempt.started_at).getTime()) / 1000));
        await raiseTotalTime(db, actor.tenantCode, attemptId, Math.min(request.counter, elapsed));
      }
      const current = await findOwnAttempt(db, actor.tenantCode, attemptId, actor.userCode);
      return { totalTimeSeconds: current?.total_time_seconds ?? attempt.total_time_seconds };
    },

    /** `GET /userAssessmentStatus/{setId}`: the set page (start, resume, attempts so far). */
    async userAssessmentStatus(actor: TAttemptActor, setId: number): Promise<TUserAssessmentStatus> {
      const now = clock();
      const set = await findSetForLearner(db, actor.tenantCode, setId, actor.userCode, now);
      if (!set) {
        throw notFound('The assessment');
      }
      const owner = ownerOf(actor);
      const attempts = await Promise.all(
        (await findAttemptsOfSets(db, actor.tenantCode, owner, [setId])).map((attempt) =>
          settled(actor.tenantCode, attempt, now),
        ),
      );
      const mine = myAssessmentOf(set, attempts);
      return {
        ...mine,
        status: mine.inProgress ? 'IN_PROGRESS' : mine.latestCompleted ? 'COMPLETED' : 'NOT_STARTED',
        attempts: attempts.map((attempt) => presentAttemptSummary(attempt, set.reviewMode)),
      };
    },

    /** `GET /mine`: the sets assigned to the caller, to do, in progress and done. */
    async myAssessments(actor: TAttemptActor): Promise<TMyAssessmentsResponse> {
      const now = clock();
      const sets = await listSetsForLearner(db, actor.tenantCode, actor.userCode, now);
      const attempts = await findAttemptsOfSets(
        db,
        actor.tenantCode,
        ownerOf(actor),
        sets.map((set) => set.setId),
      );
      const settledAttempts = await Promise.all(attempts.map((attempt) => settled(actor.tenantCode, attempt, now)));
      const answer: TMyAssessmentsResponse = { toDo: [], inProgress: [], done: [] };
      for (const set of sets) {
        const mine = myAssessmentOf(
          set,
          settledAttempts.filter((attempt) => attempt.set_id === set.setId),
        );
        if (mine.inProgress) {
          answer.inProgress.push(mine);
        } else if (mine.latestCompleted) {
          answer.done.push(mine);
        } else {
          answer.toDo.push(mine);
        }
      }
      return answer;
    },

    /**
     * `GET /pendingskillassessments`: the published SKILL sets assigned to the caller, complete
     * when they have completed a self attempt, expired when the latest one is older than the set's
     * validity; sets outside their availability window are left out (they cannot be taken). With
     * `isOnBoarding`, only those still to do (not complete, or expired): what the onboarding gate
     * and the banner ask.
     */
    async pendingSkillAssessments(actor: TAttemptActor, isOnBoarding: boolean): Promise<TPendingSkillAssessment[]> {
      const statuses =
        (await skillAssessmentStatusesOf(db, actor.tenantCode, [actor.userCode], clock())).get(actor.userCode) ?? [];
      // A set outside its availability window cannot be taken: nothing to ask of the learner.
      const pending = statuses
        .filter((status) => status.isOpen)
        .map((status) => ({
          assessmentSetId: status.assessmentSetId,
          hasSkillAssessmentAssigned: true,
          isComplete: status.isComplete,
          skillAssessmentExpired: status.isExpired,
        }));
      return isOnBoarding ? pending.filter((item) => !item.isComplete || item.skillAssessmentExpired) : pending;
    },

    /** `GET /{setId}/{employee}/skillAssessmentForManager`: the manager's own attempts about the employee. */
    async skillAssessmentForManager(
      actor: TAttemptActor,
      setId: number,
      employeeUserCode: string,
    ): Promise<TManagerSkillAssessment> {
      const set = await managerTarget(actor, setId, employeeUserCode);
      const now = clock();
      const owner = { userCode: actor.userCode, subjectUserCode: employeeUserCode };
      const attempts = await Promise.all(
        (await findAttemptsOfSets(db, actor.tenantCode, owner, [setId])).map((attempt) =>
          settled(actor.tenantCode, attempt, now),
        ),
      );
      const mine = myAssessmentOf(set, attempts);
      return {
        assessmentSetId: setId,
        employeeUserCode,
        status: mine.inProgress ? 'IN_PROGRESS' : mine.latestCompleted ? 'COMPLETED' : 'NOT_STARTED',
        inProgress: mine.inProgress,
        latestCompleted: mine.latestCompleted,
      };
    },

    /** `POST /{setId}/{employee}/startManagerAssessmentForEmployee`: the manager's attempt about the employee. */
    async startManagerAssessment(
      actor: TAttemptActor,
      setId: number,
      employeeUserCode: string,
    ): Promise<TStartAttemptResponse> {
      const set = await managerTarget(actor, setId, employeeUserCode);
      return startFor(actor.tenantCode, { userCode: actor.userCode, subjectUserCode: employeeUserCode }, set, false);
    },

    /** `GET /{setId}/preview` (admin): a draw as a learner would get it, of a set of any status; nothing is stored. */
    async preview(actor: TAttemptActor, setId: number): Promise<TAttemptPreview> {
      const rules = await rulesOf(actor.tenantCode, setId);
      const drawn = await withSnapshots(db, actor.tenantCode, await drawSetQuestions(db, actor.tenantCode, setId));
      return {
        setId,
        set: presentSetSummary(rules),
        questions: drawn.map((question, index) =>
          presentAttemptQuestion({
            tenant_code: actor.tenantCode,
            attempt_id: 0,
            position: index + 1,
            question_id: question.questionId,
            question_version: question.version,
            question_snapshot: JSON.stringify(question.content),
            option_order: JSON.stringify(question.optionOrder),
            points_possible: question.content.points,
            points_awarded: null,
            is_correct: null,
          }),
        ),
      };
    },
  };
}
