import { z } from 'zod';
import { apiResult, MAX_ROW_ID, positiveIntegerParameter } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';

/*
 * Trivia (issue 16, item 4). Module TRIVIA; a tenant without it gets 404 on every route below
 * (MODULE_API_PREFIXES). Short timed quizzes whose questions come from the assessment question
 * banks (single choice and true/false questions only).
 *
 * The server owns the clock: it sets a question's deadline when it serves it, refuses an answer
 * after the deadline plus `TriviaRules.graceSeconds` (the question counts as missed) and computes
 * the points from its own times. One play per user and quiz (a UNIQUE constraint: a second start
 * resumes it); an answer is stored once (a replay adds nothing).
 *
 * Learner routes (signed in):
 *   GET  /api/trivia/quizzes?locale                 published quizzes open now, each with my play
 *   POST /api/trivia/{quizId}/play                  start (or resume) my play -> the play
 *   GET  /api/trivia/plays/{playId}?locale          my play: summary and answers so far
 *   GET  /api/trivia/plays/{playId}/question?locale the current question (served now if new), or none when done
 *   POST /api/trivia/plays/{playId}/answer          { position, optionId } -> { outcome, isCorrect, pointsAwarded, correctOptionId }
 *   GET  /api/trivia/leaderboard?period=month|all&scope=tenant|location&quizId&month=YYYY-MM
 * Admin routes (TRIVIA_ADMIN or ASSESSMENT_ADMIN: `TRIVIA_ADMIN_PERMISSIONS`, any of them; the
 * banks quizzes draw from are the assessment admins' banks, so both may run quizzes):
 *   GET    /api/trivia/admin/quizzes                 every quiz, every status
 *   GET    /api/trivia/admin/quizzes/{id}
 *   POST   /api/trivia/admin/quizzes                 create (DRAFT) -> 201
 *   PUT    /api/trivia/admin/quizzes/{id}
 *   DELETE /api/trivia/admin/quizzes/{id}            (plays go with it)
 *   POST   /api/trivia/admin/quizzes/{id}/publish   /unpublish
 *   GET    /api/trivia/admin/banks                   banks a quiz can draw from, with their usable question counts
 */

export const TRIVIA_MODULE_CODE = 'TRIVIA' as const;

export const TriviaPermissions = { admin: 'TRIVIA_ADMIN', assessmentAdmin: 'ASSESSMENT_ADMIN' } as const;
/** Who manages trivia quizzes: any one of these. */
export const TRIVIA_ADMIN_PERMISSIONS = [TriviaPermissions.admin, TriviaPermissions.assessmentAdmin] as const;

export const TriviaRules = {
  /** Points of a correct answer, however slow. */
  basePoints: 100,
  /** Extra points of a correct answer given at once, falling linearly to 0 at the deadline. */
  maxSpeedBonus: 100,
  /** An answer arriving this long after the deadline still counts (network), with no speed bonus. */
  graceSeconds: 2,
  leaderboardSize: 20,
} as const;

export const TriviaValidation = {
  maxTitleLength: 200,
  minQuestionCount: 1,
  maxQuestionCount: 50,
  minSecondsPerQuestion: 5,
  maxSecondsPerQuestion: 120,
  defaultSecondsPerQuestion: 20,
  defaultQuestionCount: 10,
  maxOptionIdLength: 64,
} as const;

/** The kinds of bank questions a trivia quiz draws. */
export const TRIVIA_QUESTION_KINDS = ['SINGLE_CHOICE', 'TRUE_FALSE'] as const;

export const TRIVIA_QUIZ_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type TTriviaQuizStatus = (typeof TRIVIA_QUIZ_STATUSES)[number];

export const TRIVIA_PERIODS = ['month', 'all'] as const;
export type TTriviaPeriod = (typeof TRIVIA_PERIODS)[number];
export const TRIVIA_SCOPES = ['tenant', 'location'] as const;
export type TTriviaScope = (typeof TRIVIA_SCOPES)[number];

/** SCORED: stored now; REPLAY: this position was answered before (nothing added); LATE: after deadline + grace, a miss. */
export const TRIVIA_ANSWER_OUTCOMES = ['SCORED', 'REPLAY', 'LATE'] as const;
export type TTriviaAnswerOutcome = (typeof TRIVIA_ANSWER_OUTCOMES)[number];

export const TRIVIA_MESSAGES = {
  titleRequired: 'Enter a title in both languages',
  titleTooLong: 'The title is too long',
  bankRequired: 'Choose a question bank',
  bankUnknown: 'This question bank does not exist',
  questionCountInvalid: `Enter a number of questions between ${TriviaValidation.minQuestionCount} and ${TriviaValidation.maxQuestionCount}`,
  secondsInvalid: `Enter a number of seconds between ${TriviaValidation.minSecondsPerQuestion} and ${TriviaValidation.maxSecondsPerQuestion}`,
  notEnoughQuestions: 'The bank has fewer usable questions (single choice, true/false) than the quiz asks for',
  availabilityOrder: 'The end must come after the start',
  dateInvalid: 'Enter a valid date and time',
  positionInvalid: 'Choose a question',
  optionRequired: 'Choose an answer',
  notCurrentQuestion: 'This question is not the one being asked',
  optionUnknown: 'This answer is not one of the question’s options',
  monthInvalid: 'Enter a month as YYYY-MM',
} as const;
export type TTriviaMessageName = keyof typeof TRIVIA_MESSAGES;

/** The catalogue key of an English message text of a 400 problem, or undefined. */
export function triviaMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(TRIVIA_MESSAGES).find(([, message]) => message === text);
  return entry ? `triviaAdmin.validation.${entry[0]}` : undefined;
}

const M = TRIVIA_MESSAGES;
const V = TriviaValidation;

/**
 * Points of an answer, from the server's times (ms): 0 when wrong; a correct one earns the base
 * plus a speed bonus proportional to the time left before the deadline (none in the grace period).
 */
export function triviaPoints(
  isCorrect: boolean,
  servedAtMs: number,
  deadlineAtMs: number,
  answeredAtMs: number,
): number {
  if (!isCorrect) {
    return 0;
  }
  const total = deadlineAtMs - servedAtMs;
  const left = Math.min(Math.max(deadlineAtMs - answeredAtMs, 0), total);
  const bonus = total > 0 ? Math.round((TriviaRules.maxSpeedBonus * left) / total) : 0;
  return TriviaRules.basePoints + bonus;
}

/** Where the web app plays a quiz. */
export function triviaPlayPath(quizId: number): string {
  return `/trivia/${quizId}/play`;
}

// ---------------------------------------------------------------------------------------------
// Shared fields

const ZIdSchema = z.number().int().positive().max(MAX_ROW_ID);
export const ZTriviaQuizParamsSchema = z.object({ quizId: positiveIntegerParameter('quizId') });
export const ZTriviaPlayParamsSchema = z.object({ playId: positiveIntegerParameter('playId') });
export const ZTriviaAdminParamsSchema = z.object({ id: positiveIntegerParameter('id') });
export const ZTriviaLocaleQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

/** An ISO time with offset, or null (empty strings from a form count as none). */
const ZOptionalTimeSchema = z
  .union([z.iso.datetime({ offset: true, error: M.dateInvalid }), z.literal('')])
  .nullish()
  .transform((value) => (value ? new Date(value).toISOString() : null));

// ---------------------------------------------------------------------------------------------
// Learner

export const ZTriviaPlaySummarySchema = z.object({
  playId: z.number().int(),
  quizId: z.number().int(),
  startedAt: z.string(),
  /** Set once every question is answered or missed. */
  completedAt: z.string().nullable(),
  points: z.number().int(),
  questionCount: z.number().int(),
  /** Questions answered or missed so far. */
  resolvedCount: z.number().int(),
  correctCount: z.number().int(),
});
export type TTriviaPlaySummary = z.infer<typeof ZTriviaPlaySummarySchema>;

export const ZTriviaQuizSummarySchema = z.object({
  quizId: z.number().int(),
  title: z.string(),
  questionCount: z.number().int(),
  secondsPerQuestion: z.number().int(),
  availableUntil: z.string().nullable(),
  /** My play of this quiz (one per quiz), or null when I have not started it. */
  myPlay: ZTriviaPlaySummarySchema.nullable(),
});
export type TTriviaQuizSummary = z.infer<typeof ZTriviaQuizSummarySchema>;
export const ZTriviaQuizzesResponseSchema = apiResult(z.array(ZTriviaQuizSummarySchema));
export type TTriviaQuizzesResponse = z.infer<typeof ZTriviaQuizzesResponseSchema>;

export const ZTriviaPlayResponseSchema = apiResult(ZTriviaPlaySummarySchema.extend({ quizTitle: z.string() }));
export type TTriviaPlay = z.infer<typeof ZTriviaPlayResponseSchema>['returnValue'];

/** A question as the player sees it: no correct answer in it. */
export const ZTriviaQuestionSchema = z.object({
  position: z.number().int(),
  stem: z.string(),
  options: z.array(z.object({ optionId: z.string(), text: z.string() })),
  imageMediaId: z.string().nullable(),
  /** Server times: when the question was served, when answers stop counting, and now (to set the countdown). */
  servedAt: z.string(),
  deadlineAt: z.string(),
  serverNow: z.string(),
  secondsPerQuestion: z.number().int(),
});
export type TTriviaQuestion = z.infer<typeof ZTriviaQuestionSchema>;

export const ZTriviaCurrentQuestionResponseSchema = apiResult(
  z.object({
    play: ZTriviaPlaySummarySchema,
    /** Null when every question is answered or missed: the play is over. */
    question: ZTriviaQuestionSchema.nullable(),
  }),
);
export type TTriviaCurrentQuestion = z.infer<typeof ZTriviaCurrentQuestionResponseSchema>['returnValue'];

export const ZTriviaAnswerRequestSchema = z.strictObject({
  position: z
    .number({ error: M.positionInvalid })
    .int(M.positionInvalid)
    .min(1, M.positionInvalid)
    .max(V.maxQuestionCount, M.positionInvalid),
  optionId: z
    .string({ error: M.optionRequired })
    .trim()
    .min(1, M.optionRequired)
    .max(V.maxOptionIdLength, M.optionUnknown),
});
export type TTriviaAnswerRequest = z.infer<typeof ZTriviaAnswerRequestSchema>;

export const ZTriviaAnswerResultSchema = z.object({
  outcome: z.enum(TRIVIA_ANSWER_OUTCOMES),
  position: z.number().int(),
  isCorrect: z.boolean(),
  pointsAwarded: z.number().int(),
  correctOptionId: z.string(),
  play: ZTriviaPlaySummarySchema,
});
export type TTriviaAnswerResult = z.infer<typeof ZTriviaAnswerResultSchema>;
export const ZTriviaAnswerResponseSchema = apiResult(ZTriviaAnswerResultSchema);

export const ZTriviaLeaderboardQuerySchema = z.object({
  period: z.enum(TRIVIA_PERIODS).default('month'),
  scope: z.enum(TRIVIA_SCOPES).default('tenant'),
  quizId: positiveIntegerParameter('quizId').optional(),
  /** The month for period=month (UTC); the current one by default. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
    .optional(),
});
export type TTriviaLeaderboardQuery = z.input<typeof ZTriviaLeaderboardQuerySchema>;

export const ZTriviaLeaderboardEntrySchema = z.object({
  /** Competition ranking: equal points share a rank (1, 1, 3). */
  rank: z.number().int(),
  userCode: z.string(),
  displayName: z.string(),
  points: z.number().int(),
  plays: z.number().int(),
  isMe: z.boolean(),
});
export type TTriviaLeaderboardEntry = z.infer<typeof ZTriviaLeaderboardEntrySchema>;

export const ZTriviaLeaderboardSchema = z.object({
  period: z.enum(TRIVIA_PERIODS),
  scope: z.enum(TRIVIA_SCOPES),
  /** YYYY-MM for period=month, else null. */
  month: z.string().nullable(),
  quizId: z.number().int().nullable(),
  /** The caller's location for scope=location (null when they have none: the board is empty). */
  locationName: z.string().nullable(),
  totalPlayers: z.number().int(),
  /** The top `TriviaRules.leaderboardSize`. */
  entries: z.array(ZTriviaLeaderboardEntrySchema),
  /** My row, also when I am outside the top; null when I have no points in this board. */
  me: ZTriviaLeaderboardEntrySchema.nullable(),
});
export type TTriviaLeaderboard = z.infer<typeof ZTriviaLeaderboardSchema>;
export const ZTriviaLeaderboardResponseSchema = apiResult(ZTriviaLeaderboardSchema);

// ---------------------------------------------------------------------------------------------
// Admin

const ZTitleSchema = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(V.maxTitleLength, M.titleTooLong);

export const ZSaveTriviaQuizRequestSchema = z
  .strictObject({
    titleEn: ZTitleSchema,
    titleFr: ZTitleSchema,
    bankId: z
      .number({ error: M.bankRequired })
      .int(M.bankRequired)
      .positive(M.bankRequired)
      .max(MAX_ROW_ID, M.bankUnknown),
    questionCount: z
      .number({ error: M.questionCountInvalid })
      .int(M.questionCountInvalid)
      .min(V.minQuestionCount, M.questionCountInvalid)
      .max(V.maxQuestionCount, M.questionCountInvalid)
      .default(V.defaultQuestionCount),
    secondsPerQuestion: z
      .number({ error: M.secondsInvalid })
      .int(M.secondsInvalid)
      .min(V.minSecondsPerQuestion, M.secondsInvalid)
      .max(V.maxSecondsPerQuestion, M.secondsInvalid)
      .default(V.defaultSecondsPerQuestion),
    availableFrom: ZOptionalTimeSchema,
    availableUntil: ZOptionalTimeSchema,
  })
  .superRefine((value, context) => {
    if (value.availableFrom && value.availableUntil && value.availableUntil <= value.availableFrom) {
      context.addIssue({ code: 'custom', path: ['availableUntil'], message: M.availabilityOrder });
    }
  });
export type TSaveTriviaQuizRequest = z.input<typeof ZSaveTriviaQuizRequestSchema>;
export type TSaveTriviaQuizData = z.output<typeof ZSaveTriviaQuizRequestSchema>;

export const ZTriviaAdminQuizSchema = z.object({
  quizId: z.number().int(),
  titleEn: z.string(),
  titleFr: z.string(),
  bankId: z.number().int(),
  bankName: z.string(),
  questionCount: z.number().int(),
  secondsPerQuestion: z.number().int(),
  status: z.enum(TRIVIA_QUIZ_STATUSES),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  publishedAt: z.string().nullable(),
  playCount: z.number().int(),
  updatedAt: z.string(),
});
export type TTriviaAdminQuiz = z.infer<typeof ZTriviaAdminQuizSchema>;
export const ZTriviaAdminQuizResponseSchema = apiResult(ZTriviaAdminQuizSchema);
export const ZTriviaAdminQuizzesResponseSchema = apiResult(z.array(ZTriviaAdminQuizSchema));
export const ZTriviaDeleteResponseSchema = apiResult(z.boolean());

export const ZTriviaBankSchema = z.object({
  bankId: ZIdSchema,
  name: z.string(),
  /** Questions a quiz can draw: single choice and true/false, not retired. */
  usableQuestionCount: z.number().int(),
});
export type TTriviaBank = z.infer<typeof ZTriviaBankSchema>;
export const ZTriviaBanksResponseSchema = apiResult(z.array(ZTriviaBankSchema));
