import { z } from 'zod';
import {
  AssessmentLimits,
  QUESTION_KINDS,
  REVIEW_MODES,
  SET_KINDS,
  ZAnyQuestionResponseSchema,
} from './assessments.ts';
import { apiResult, MAX_ROW_ID, positiveIntegerParameter } from './common.ts';

/*
 * Test and Trivia attempts (issue 16; spec section 7 "Assessment service, base /api/userAttempt").
 * Module ASSESSMENT: a tenant without it gets 404 on every route below (MODULE_API_PREFIXES).
 *
 * The server owns the clock: `start` stores `deadlineAt` (now + the set's time limit); a save
 * later than `deadlineAt + AttemptRules.saveGraceSeconds` is refused (409 conflict, `errors.attempt`
 * = ATTEMPT_MESSAGES.deadlinePassed); a sweep completes and grades abandoned attempts
 * (`completedBy: 'SWEEP'`). Every save is acknowledged with its `clientSeq` and the server's time;
 * a save whose `clientSeq` is not above the stored one is acknowledged `accepted: false` and
 * changes nothing (replays, out-of-order arrivals).
 *
 * Routes (signed in; ids in paths are decimal integers):
 *   GET  /api/userAttempt/mine                         my assessments: toDo, inProgress, done
 *   GET  /api/userAttempt/userAssessmentStatus/{setId} one set for me: can I start, my attempts so far
 *   POST /api/userAttempt/{setId}/start                the in-progress attempt, or a new one (drawn now)
 *   GET  /api/userAttempt/{attemptId}                  my attempt, resumable (questions, my responses, deadline)
 *   GET  /api/userAttempt/{attemptId}/true             the same with `result` (shaped by the set's reviewMode)
 *                                                      once completed: what the result page reads
 *   POST /api/userAttempt/{attemptId}/saveResponse     { questionId, response, clientSeq } -> acknowledgement
 *   POST /api/userAttempt/{attemptId}/complete         grade and close; completing again answers the same result
 *   PUT  /api/userAttempt/{attemptId}/updateTotalTimeTaken  { counter, userAssessmentAttemptId }
 *   GET  /api/userAttempt/{setId}/latestResult         my latest completed attempt's result (404 when none)
 *   GET  /api/userAttempt/pendingskillassessments?isOnBoarding=  SKILL sets assigned to me
 * Manager (ASSESSMENT_MANAGER; the employee must be the caller's reportee, else 404):
 *   GET  /api/userAttempt/{setId}/{employeeUserCode}/skillAssessmentForManager
 *   POST /api/userAttempt/{setId}/{employeeUserCode}/startManagerAssessmentForEmployee
 * Admin (ASSESSMENT_ADMIN):
 *   GET  /api/userAttempt/{setId}/preview              a draw as a learner would get it; nothing stored
 */

export const AttemptPermissions = {
  admin: 'ASSESSMENT_ADMIN',
  manager: 'ASSESSMENT_MANAGER',
} as const;

export const AttemptRules = {
  /** Seconds after `deadlineAt` during which a save still counts (network, clock of the page). */
  saveGraceSeconds: 10,
  /** How often the sweep looks for attempts past deadline + grace. */
  sweepEverySeconds: 5,
  maxClientSeq: 2_147_483_647,
  /** A learner's short answer (AssessmentLimits). */
  maxShortAnswerLength: AssessmentLimits.maxShortAnswerLength,
  maxUserCodeLength: 64,
  /** updateTotalTimeTaken's counter: seconds, at most a day. */
  maxCounterSeconds: 86_400,
} as const;

export const ATTEMPT_STATUSES = ['IN_PROGRESS', 'COMPLETED'] as const;
export type TAttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export const ZAttemptStatusSchema = z.enum(ATTEMPT_STATUSES);

export const ATTEMPT_COMPLETED_BY = ['USER', 'SWEEP'] as const;
export type TAttemptCompletedBy = (typeof ATTEMPT_COMPLETED_BY)[number];

/** What a learner sees after completing (the set's `reviewMode`, assessments.ts); FULL adds correct answers and feedback. */
export const ATTEMPT_REVIEW_MODES = REVIEW_MODES;
export type TAttemptReviewMode = (typeof ATTEMPT_REVIEW_MODES)[number];

export const ATTEMPT_QUESTION_KINDS = QUESTION_KINDS;
export type TAttemptQuestionKind = (typeof ATTEMPT_QUESTION_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Messages of refusals: the English text is what a problem's `errors.attempt` (409) or a field
// (400) carries; `assessment.validation.<name>` is its catalogue key.

export const ATTEMPT_MESSAGES = {
  deadlinePassed: 'The time for this attempt is over',
  attemptCompleted: 'This attempt is already completed',
  attemptsUsed: 'You have no attempts left for this assessment',
  notAvailable: 'This assessment is not open at this time',
  notPublished: 'This assessment is not published',
  notAssigned: 'This assessment is not assigned to you',
  noQuestions: 'This assessment has no questions to draw',
  questionNotInAttempt: 'This question is not part of the attempt',
  responseInvalid: 'This answer does not fit the question',
  attemptIdMismatch: 'The attempt in the body is not the attempt of the address',
  notReportee: 'This person does not report to you',
} as const;
export type TAttemptMessageName = keyof typeof ATTEMPT_MESSAGES;

export function attemptMessageKey(name: TAttemptMessageName): string {
  return `assessment.validation.${name}`;
}

/** The catalogue key of an English message text of a 400/409 problem, or undefined. */
export function attemptMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(ATTEMPT_MESSAGES).find(([, message]) => message === text);
  return entry ? attemptMessageKey(entry[0] as TAttemptMessageName) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Parameters

export const ZAttemptIdParamsSchema = z.object({ id: positiveIntegerParameter('id') });
export type TAttemptIdParams = z.infer<typeof ZAttemptIdParamsSchema>;

const ZUserCodeParamSchema = z
  .string()
  .min(1)
  .max(AttemptRules.maxUserCodeLength)
  .regex(/^[A-Za-z0-9._@-]+$/, 'employee must be a user code');

/** `/{a}/{b}/...` of the manager calls: a = set id (`id`), b = the employee's user code (`employee`). */
export const ZManagerAttemptParamsSchema = z.object({
  id: positiveIntegerParameter('id'),
  employee: ZUserCodeParamSchema,
});
export type TManagerAttemptParams = z.infer<typeof ZManagerAttemptParamsSchema>;

export const ZPendingSkillAssessmentsQuerySchema = z.object({
  isOnBoarding: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

// ---------------------------------------------------------------------------------------------
// The learner's question view: no `isCorrect`, no accepted answers. Options come in the
// attempt's order (shuffled per attempt when the set says so; always shuffled for ORDERING).

const ZBilingualSchema = z.object({ en: z.string(), 'fr-CA': z.string() });
export type TAttemptText = z.infer<typeof ZBilingualSchema>;

export const ZAttemptQuestionOptionSchema = z.object({ id: z.string(), text: ZBilingualSchema });

export const ZAttemptQuestionSchema = z.object({
  questionId: z.number().int(),
  /** 1-based place in the attempt. */
  position: z.number().int().positive(),
  kind: z.enum(ATTEMPT_QUESTION_KINDS),
  stem: ZBilingualSchema,
  imageMediaId: z.string().nullable(),
  points: z.number().nonnegative(),
  options: z.array(ZAttemptQuestionOptionSchema),
  /** RATING (issue 17): the competency rated and the tenant's scale as the attempt drew it, lowest level first. */
  rating: z
    .object({
      competencyId: z.number().int(),
      competencyName: ZBilingualSchema,
      scale: z.array(z.object({ level: z.number().int(), name: ZBilingualSchema, description: ZBilingualSchema })),
    })
    .optional(),
});
export type TAttemptQuestion = z.infer<typeof ZAttemptQuestionSchema>;

// ---------------------------------------------------------------------------------------------
// Responses. SINGLE_CHOICE / TRUE_FALSE `{ optionId }`; MULTIPLE_CHOICE and ORDERING
// `{ optionIds }` (ORDERING: the learner's order); SHORT_ANSWER `{ text }`.

/** The shapes of assessments.ts (`RESPONSE_SCHEMAS`); the kind-specific check is `responseSchemaFor(kind)`. */
export const ZAttemptResponseValueSchema = ZAnyQuestionResponseSchema;
export type TAttemptResponseValue = z.infer<typeof ZAttemptResponseValueSchema>;

/** Whether a response has the shape its question's kind takes (the server also checks option ids). */
export function responseFitsKind(kind: TAttemptQuestionKind, response: TAttemptResponseValue): boolean {
  switch (kind) {
    case 'SINGLE_CHOICE':
    case 'TRUE_FALSE':
      return 'optionId' in response;
    case 'MULTIPLE_CHOICE':
    case 'ORDERING':
      return 'optionIds' in response;
    case 'SHORT_ANSWER':
      return 'text' in response;
    case 'RATING':
      return 'level' in response;
  }
}

export const ZSaveResponseRequestSchema = z.strictObject({
  questionId: z.number().int().positive().max(MAX_ROW_ID),
  response: ZAttemptResponseValueSchema,
  /** The page's own counter, increasing with each change it sends (per attempt). */
  clientSeq: z.number().int().min(0).max(AttemptRules.maxClientSeq),
});
export type TSaveResponseRequest = z.infer<typeof ZSaveResponseRequestSchema>;

/** The receipt of a save. `accepted: false`: a newer save (higher clientSeq) was already stored. */
export const ZSaveResponseAckSchema = z.object({
  questionId: z.number().int(),
  clientSeq: z.number().int(),
  /** The server's time of the stored save (of the newer one when not accepted). */
  savedAt: z.string(),
  accepted: z.boolean(),
});
export type TSaveResponseAck = z.infer<typeof ZSaveResponseAckSchema>;

export const ZSavedResponseSchema = z.object({
  questionId: z.number().int(),
  response: ZAttemptResponseValueSchema,
  clientSeq: z.number().int(),
  savedAt: z.string(),
});
export type TSavedResponse = z.infer<typeof ZSavedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Results and review

export const ZReviewItemSchema = z.object({
  question: ZAttemptQuestionSchema,
  response: ZAttemptResponseValueSchema.nullable(),
  isCorrect: z.boolean(),
  pointsAwarded: z.number(),
  /** FULL only: the correct option ids (ORDERING: in the correct order) and accepted answers. */
  correctOptionIds: z.array(z.string()).nullable(),
  acceptedAnswers: z.array(z.string()).nullable(),
  /** FULL only: the feedback of each option that has one. */
  feedback: z.array(z.object({ optionId: z.string(), text: ZBilingualSchema })).nullable(),
  /** FULL only: the question's own explanation, when it has one. */
  generalFeedback: ZBilingualSchema.nullable(),
});
export type TReviewItem = z.infer<typeof ZReviewItemSchema>;

/**
 * A completed attempt's result as the learner may see it: NONE hides the score (null), SCORE shows
 * it, RESPONSES adds each question with the learner's answer and whether it was right, FULL adds
 * correct answers and feedback.
 */
export const ZAttemptResultSchema = z.object({
  attemptId: z.number().int(),
  setId: z.number().int(),
  attemptNo: z.number().int(),
  reviewMode: z.enum(ATTEMPT_REVIEW_MODES),
  scorePercent: z.number().nullable(),
  passed: z.boolean().nullable(),
  pointsAwarded: z.number().nullable(),
  maxPoints: z.number().nullable(),
  passMarkPercent: z.number().nullable(),
  completedAt: z.string(),
  completedBy: z.enum(ATTEMPT_COMPLETED_BY),
  review: z.array(ZReviewItemSchema).nullable(),
});
export type TAttemptResult = z.infer<typeof ZAttemptResultSchema>;

// ---------------------------------------------------------------------------------------------
// The attempt

export const ZAttemptSetSummarySchema = z.object({
  setId: z.number().int(),
  title: ZBilingualSchema,
  timeLimitMinutes: z.number().int().nullable(),
  passMarkPercent: z.number(),
  reviewMode: z.enum(ATTEMPT_REVIEW_MODES),
});

/**
 * An attempt, resumable: questions (learner view) and my saved responses while in progress.
 * `serverNow` lets the page count down from the server's clock, not its own. Once completed,
 * questions and responses are there only when the review mode shows responses; `result` is
 * filled by `/{id}/true` only.
 */
export const ZAttemptSchema = z.object({
  attemptId: z.number().int(),
  setId: z.number().int(),
  attemptNo: z.number().int(),
  set: ZAttemptSetSummarySchema,
  status: ZAttemptStatusSchema,
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  /** Saves are accepted until then (deadlineAt + grace); null without a time limit. */
  acceptsSavesUntil: z.string().nullable(),
  serverNow: z.string(),
  totalTimeSeconds: z.number().int(),
  /** Set on a manager's attempt about an employee (skills); null otherwise. */
  subjectUserCode: z.string().nullable(),
  questions: z.array(ZAttemptQuestionSchema),
  responses: z.array(ZSavedResponseSchema),
  result: ZAttemptResultSchema.nullable(),
});
export type TAttempt = z.infer<typeof ZAttemptSchema>;

/** `POST /{setId}/start`: `isResumed` when the in-progress attempt was answered instead of a new one. */
export const ZStartAttemptResponseSchema = ZAttemptSchema.extend({ isResumed: z.boolean() });
export type TStartAttemptResponse = z.infer<typeof ZStartAttemptResponseSchema>;

export const ZCompleteAttemptResponseSchema = ZAttemptResultSchema;

export const ZUpdateTotalTimeTakenRequestSchema = z.strictObject({
  /** Seconds the page has counted on this attempt (the stored time only grows; capped by the server's clock). */
  counter: z.number().int().min(0).max(AttemptRules.maxCounterSeconds),
  userAssessmentAttemptId: z.number().int().positive().max(MAX_ROW_ID),
});
export type TUpdateTotalTimeTakenRequest = z.infer<typeof ZUpdateTotalTimeTakenRequestSchema>;
export const ZUpdateTotalTimeTakenResponseSchema = apiResult(z.object({ totalTimeSeconds: z.number().int() }));

export const ZAttemptPreviewSchema = z.object({
  setId: z.number().int(),
  set: ZAttemptSetSummarySchema,
  questions: z.array(ZAttemptQuestionSchema),
});
export type TAttemptPreview = z.infer<typeof ZAttemptPreviewSchema>;

// ---------------------------------------------------------------------------------------------
// My assessments and one set's status

/** Why a set cannot be started now (null: it can). */
export const START_BLOCKERS = ['NOT_ASSIGNED', 'NOT_AVAILABLE_YET', 'CLOSED', 'ATTEMPTS_USED', 'NO_QUESTIONS'] as const;
export type TStartBlocker = (typeof START_BLOCKERS)[number];

export const ZAttemptSummarySchema = z.object({
  attemptId: z.number().int(),
  attemptNo: z.number().int(),
  status: ZAttemptStatusSchema,
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Null while in progress and when the review mode is NONE. */
  scorePercent: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type TAttemptSummary = z.infer<typeof ZAttemptSummarySchema>;

export const ZMyAssessmentSchema = z.object({
  setId: z.number().int(),
  kind: z.enum(SET_KINDS),
  title: ZBilingualSchema,
  description: ZBilingualSchema,
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  passMarkPercent: z.number(),
  questionCount: z.number().int(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  /** Assignment date + its due days, when the assignment has them. */
  dueAt: z.string().nullable(),
  reviewMode: z.enum(ATTEMPT_REVIEW_MODES),
  startBlocker: z.enum(START_BLOCKERS).nullable(),
  inProgress: ZAttemptSummarySchema.nullable(),
  latestCompleted: ZAttemptSummarySchema.nullable(),
  bestScorePercent: z.number().nullable(),
  hasPassed: z.boolean(),
});
export type TMyAssessment = z.infer<typeof ZMyAssessmentSchema>;

/** `toDo`: assigned, never completed, none in progress; `inProgress`; `done`: completed at least once. */
export const ZMyAssessmentsResponseSchema = z.object({
  toDo: z.array(ZMyAssessmentSchema),
  inProgress: z.array(ZMyAssessmentSchema),
  done: z.array(ZMyAssessmentSchema),
});
export type TMyAssessmentsResponse = z.infer<typeof ZMyAssessmentsResponseSchema>;

/** `GET /userAssessmentStatus/{setId}`: the set page (start / resume / attempts so far). */
export const ZUserAssessmentStatusSchema = ZMyAssessmentSchema.extend({
  status: z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED']),
  attempts: z.array(ZAttemptSummarySchema),
});
export type TUserAssessmentStatus = z.infer<typeof ZUserAssessmentStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Skills (shaped for the skills issue)

/** Spec section 3 "Pending skill assessment". */
export const ZPendingSkillAssessmentSchema = z.object({
  assessmentSetId: z.number().int(),
  hasSkillAssessmentAssigned: z.boolean(),
  isComplete: z.boolean(),
  skillAssessmentExpired: z.boolean(),
});
export type TPendingSkillAssessment = z.infer<typeof ZPendingSkillAssessmentSchema>;
export const ZPendingSkillAssessmentsResponseSchema = apiResult(z.array(ZPendingSkillAssessmentSchema));

/** The manager's own attempt about an employee on a SKILL set. */
export const ZManagerSkillAssessmentSchema = z.object({
  assessmentSetId: z.number().int(),
  employeeUserCode: z.string(),
  status: z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED']),
  inProgress: ZAttemptSummarySchema.nullable(),
  latestCompleted: ZAttemptSummarySchema.nullable(),
});
export type TManagerSkillAssessment = z.infer<typeof ZManagerSkillAssessmentSchema>;
export const ZManagerSkillAssessmentResponseSchema = apiResult(ZManagerSkillAssessmentSchema);
