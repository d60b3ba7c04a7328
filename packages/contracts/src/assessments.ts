import { z } from 'zod';
import { apiResult, pagedResult, positiveIntegerParameter, PageDefaults, MAX_ROW_ID } from './common.ts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type TLocaleCode } from './locale-codes.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { normalizeMediaId } from './media-id.ts';

/*
 * Test and Trivia content (issue 16; spec sections 2, 3, 6, 7): question banks, questions, assessment
 * sets, assignments, statistics, regrading and QTI 3.0 import/export. Module ASSESSMENT; a tenant
 * without it gets 404 on every `/api/assessment` route (MODULE_API_PREFIXES). Attempts are in
 * `assessment-attempts.ts`, trivia in `trivia.ts`.
 *
 * Texts are bilingual objects `{ en, 'fr-CA' }`; a learner sees the asked locale, else the other one
 * (`localizedText`). A question's `content` (this file's ZQuestionContentSchema) is what the database
 * stores, QTI maps and `gradeResponse` grades; `learnerQuestionView` strips every correctness field.
 *
 * Admin routes (ASSESSMENT_ADMIN), base /api/assessment/admin:
 *   GET    /banks?searchText&pageNo&pageSize&locale     banks, paged (title search in both languages)
 *   POST   /banks                                       create -> 201
 *   GET    /banks/{id}        PUT /banks/{id}           one bank / rename
 *   DELETE /banks/{id}                                  400 `bankInUse` while a set draws from it
 *   GET    /banks/{id}/questions?searchText&includeRetired&pageNo&pageSize&locale
 *   POST   /banks/{id}/questions                        create -> 201 (version 1)
 *   GET    /questions/{id}
 *   PUT    /questions/{id}?regrade=true|false           edit: version + 1; with regrade=true every
 *                                                       completed attempt that drew the question is
 *                                                       graded again in the same transaction
 *   DELETE /questions/{id}                              retire: never drawn again, attempts keep it
 *   GET    /questions/{id}/regrades                     the regrade history
 *   GET    /banks/{id}/qti                              export: one QTI 3.0 XML document
 *   POST   /banks/{id}/qti                              import (application/xml, <= maxQtiBytes):
 *                                                       all or nothing; a bad file is a 400 whose
 *                                                       errors are line-numbered (`qtiErrorsOf`)
 *   GET    /sets?searchText&status&kind&pageNo&pageSize&locale
 *   POST   /sets                                        create (DRAFT) -> 201
 *   GET    /sets/{id}         PUT /sets/{id}            one set / replace its fields
 *   DELETE /sets/{id}                                   400 `setHasAttempts` once published (unpublish it)
 *   POST   /sets/{id}/publish   POST /sets/{id}/unpublish
 *   GET|PUT /sets/{id}/assignments                      ALL / JOB_ROLE / LOCATION / USER with due days
 *   GET    /sets/{id}/preview?locale                    the questions as a learner sees them (not recorded)
 *   GET    /sets/{id}/statistics?locale                 per-question statistics of completed attempts
 * Set picker (ASSESSMENT_ADMIN or LEARNINGPATH_ADMIN: a path's items):
 *   GET    /api/assessment/setChoices?searchText&locale    published sets by title (100 at most)
 * Tenant route (any signed-in user, any tenant):
 *   GET    /api/tenant/QuestionsConfig                  question kinds, review modes and limits
 *
 * QTI 3.0 (document choice): the export is one `<qti-item-bank>` root element (our own wrapper, not a
 * qti-assessment-test) holding `qti-assessment-item`s. An item is bilingual in one element: the item
 * body and each choice carry one `<span xml:lang="en">`/`<span xml:lang="fr-CA">` per language;
 * feedback is `qti-feedback-inline` per choice and `qti-modal-feedback` for the question. TRUE_FALSE is
 * a single-cardinality choice interaction marked `data-kind="TRUE_FALSE"` on the item (class
 * `true-false` on import); SHORT_ANSWER is a text-entry interaction whose accepted answers are the
 * `qti-correct-response` values (plus `qti-mapping` entries); ORDERING is an order interaction whose
 * correct response lists the choice identifiers in order. RATING (issue 17) is a slider interaction
 * from 1 to the tenant's number of levels, with no correct response and MAXSCORE 0. An item that
 * carries a competency says so with `data-competency-code` (the competency's code, preferred on
 * import: ids mean nothing in another portal) and `data-competency-id`; a RATING item whose
 * competency the importing tenant lacks is a line-numbered error, a test item's is dropped.
 */

export const ASSESSMENT_MODULE_CODE = 'ASSESSMENT' as const;

/**
 * Permissions. Trivia quizzes are managed with TRIVIA_ADMIN *or* ASSESSMENT_ADMIN (trivia.ts follows
 * this rule: the questions come from the assessment banks, so their admin may run quizzes too).
 */
export const AssessmentPermissions = {
  admin: 'ASSESSMENT_ADMIN',
  manager: 'ASSESSMENT_MANAGER',
  viewReports: 'ASSESSMENT_VIEW_REPORTS',
} as const;

/** The limits the form, the server and the tests all read. */
export const AssessmentLimits = {
  maxTitleLength: 200,
  maxDescriptionLength: 4000,
  maxStemLength: 2000,
  maxOptionTextLength: 500,
  maxFeedbackLength: 1000,
  minOptions: 2,
  maxOptions: 10,
  maxOptionIdLength: 32,
  maxAcceptedAnswers: 20,
  maxAcceptedAnswerLength: 200,
  /** A learner's short answer. */
  maxShortAnswerLength: 500,
  minPoints: 1,
  maxPoints: 100,
  maxQuestionsPerBank: 1000,
  maxBanksPerSet: 10,
  maxDrawCount: 200,
  maxTimeLimitMinutes: 600,
  maxAttemptsAllowed: 100,
  maxDueDays: 3650,
  maxAssignments: 500,
  maxCodeLength: 64,
  maxSearchTextLength: 200,
  /** An imported QTI document, in bytes. */
  maxQtiBytes: 2_000_000,
  /** A bad QTI file answers at most this many errors. */
  maxQtiErrors: 50,
  /** Statistics: the upper and lower groups of the discrimination index (Kelley's 27 %). */
  discriminationGroupShare: 0.27,
  maxId: MAX_ROW_ID,
} as const;

const L = AssessmentLimits;

/**
 * RATING (issue 17) asks the person to rate a competency on the tenant's proficiency scale: no
 * options, no correct answer, no points; a SKILL set's completed attempt records one rating per
 * competency in the learning record (skills.ts). Any other kind may name a competency too: its
 * points then count as TEST evidence of that competency.
 */
export const QUESTION_KINDS = [
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'TRUE_FALSE',
  'SHORT_ANSWER',
  'ORDERING',
  'RATING',
] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];
export const ZQuestionKindSchema = z.enum(QUESTION_KINDS);

/** Kinds whose options a learner picks from (trivia serves only SINGLE_CHOICE and TRUE_FALSE). */
export const CHOICE_KINDS: readonly TQuestionKind[] = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE'];

export const SET_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type TSetStatus = (typeof SET_STATUSES)[number];
export const ZSetStatusSchema = z.enum(SET_STATUSES);

/** SKILL sets rate competencies (issue 17): they are assigned with expiry (`validityDays`) and never pass or fail. */
export const SET_KINDS = ['ASSESSMENT', 'SKILL'] as const;
export type TSetKind = (typeof SET_KINDS)[number];
export const ZSetKindSchema = z.enum(SET_KINDS);

/** What a learner sees after completing: nothing, the score, their responses, or everything (correct answers and feedback). */
export const REVIEW_MODES = ['NONE', 'SCORE', 'RESPONSES', 'FULL'] as const;
export type TReviewMode = (typeof REVIEW_MODES)[number];
export const ZReviewModeSchema = z.enum(REVIEW_MODES);

export const ASSIGNMENT_TARGET_KINDS = ['ALL', 'JOB_ROLE', 'LOCATION', 'USER'] as const;
export type TAssignmentTargetKind = (typeof ASSIGNMENT_TARGET_KINDS)[number];
export const ZAssignmentTargetKindSchema = z.enum(ASSIGNMENT_TARGET_KINDS);

/** Where the web app opens a set for a learner (search documents and path items carry it as `url`). */
export function assessmentSetPath(setId: number): string {
  return `/assessment/${setId}`;
}

// ---------------------------------------------------------------------------------------------
// Messages of the rules: a stable key (`assessmentAdmin.validation.<name>` in the catalogues) and the
// English text, which a `400 validation_failed` problem's `errors` carry per field.

export const ASSESSMENT_MESSAGES = {
  textRequired: 'Enter the text in at least one language',
  textTooLong: 'The text is too long',
  titleRequired: 'A title is required in at least one language',
  optionsTooFew: 'Add at least 2 options',
  optionsTooMany: 'Too many options',
  optionIdInvalid: 'Option ids are letters, digits, - and _',
  optionIdDuplicate: 'Option ids must be unique',
  oneCorrectOption: 'Mark exactly one option as correct',
  someCorrectOption: 'Mark at least one option as correct',
  trueFalseTwoOptions: 'A true/false question has exactly two options',
  acceptedAnswerRequired: 'Add at least one accepted answer',
  acceptedAnswersTooMany: 'Too many accepted answers',
  noOptionsForShortAnswer: 'A short answer question has no options',
  pointsInvalid: `Points are a whole number from ${L.minPoints} to ${L.maxPoints}`,
  mediaIdInvalid: 'Choose an image',
  bankUnknown: 'This bank does not exist',
  bankInUse: 'A set draws from this bank: remove it from the sets first',
  bankDuplicate: 'This bank is already in the set',
  bankFull: `A bank holds at most ${L.maxQuestionsPerBank} questions`,
  banksRequired: 'Add at least one bank',
  banksTooMany: 'Too many banks',
  drawCountInvalid: `Draw between 1 and ${L.maxDrawCount} questions`,
  notEnoughQuestions: 'The bank has fewer active questions than the set draws',
  timeLimitInvalid: `Enter a time limit from 1 to ${L.maxTimeLimitMinutes} minutes`,
  attemptsInvalid: `Enter 1 to ${L.maxAttemptsAllowed} attempts`,
  passMarkInvalid: 'Enter a pass mark from 0 to 100',
  dateInvalid: 'Enter a date and time',
  availabilityOrder: 'The end of availability must be after its start',
  // Refused once published: a never-published set cannot have been attempted (attempts need PUBLISHED).
  setHasAttempts: 'Learners have attempted this set: unpublish it instead',
  dueDaysInvalid: `Enter a number of days between 1 and ${L.maxDueDays}`,
  targetCodeRequired: 'Choose who the set is assigned to',
  targetUnknown: 'This job role, location or user does not exist',
  assignmentDuplicate: 'This assignment is listed twice',
  assignmentsTooMany: 'Too many assignments',
  qtiEmpty: 'The file is empty',
  qtiTooLarge: 'The file is too large',
  qtiNoItems: 'The file holds no qti-assessment-item',
  competencyRequired: 'Choose the competency this question rates',
  competencyUnknown: 'This competency does not exist',
  noOptionsForRating: 'A rating question has no options: the proficiency scale is its answer',
  validityDaysInvalid: `Enter a number of days between 1 and ${L.maxDueDays}`,
} as const;
export type TAssessmentMessageName = keyof typeof ASSESSMENT_MESSAGES;

/** The catalogue key of an English message text of a 400 problem, or undefined. */
export function assessmentMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(ASSESSMENT_MESSAGES).find(([, message]) => message === text);
  return entry ? `assessmentAdmin.validation.${entry[0]}` : undefined;
}

const M = ASSESSMENT_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Bilingual texts

export type TBilingualText = Record<TLocaleCode, string>;

function bilingual(max: number) {
  return z
    .strictObject({
      en: z.string().trim().max(max, M.textTooLong).default(''),
      'fr-CA': z.string().trim().max(max, M.textTooLong).default(''),
    })
    .default({ en: '', 'fr-CA': '' });
}

/** A text in en and fr-CA, both optional. */
export function ZBilingualTextSchema(max: number) {
  return bilingual(max);
}

/** A text in en and fr-CA, at least one of them filled (the error is on `en`). */
export function ZRequiredBilingualTextSchema(max: number, message: string = M.textRequired) {
  return bilingual(max).superRefine((text, context) => {
    if (!text.en && !text['fr-CA']) {
      context.addIssue({ code: 'custom', path: ['en'], message });
    }
  });
}

export const EMPTY_TEXT: TBilingualText = { en: '', 'fr-CA': '' };

/** The text in the asked locale, else in the other one ('' when both are empty). */
export function localizedText(
  text: Partial<TBilingualText> | null | undefined,
  locale: TLocaleCode = DEFAULT_LOCALE,
): string {
  if (!text) {
    return '';
  }
  const asked = text[locale];
  if (asked) {
    return asked;
  }
  return SUPPORTED_LOCALES.map((code) => text[code]).find((value) => Boolean(value)) ?? '';
}

// ---------------------------------------------------------------------------------------------
// Questions

const ZIdNumberSchema = z.number().int().positive().max(L.maxId);
const idParameter = (name: string) => positiveIntegerParameter(name, L.maxId);

export const ZOptionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, M.optionIdInvalid)
  .max(L.maxOptionIdLength, M.optionIdInvalid);

export const ZQuestionOptionSchema = z.strictObject({
  id: ZOptionIdSchema,
  text: ZRequiredBilingualTextSchema(L.maxOptionTextLength),
  /** Ignored for ORDERING (the array order is the correct order). */
  isCorrect: z.boolean().default(false),
  /** Shown after the attempt with reviewMode FULL when the learner chose this option. */
  feedback: ZBilingualTextSchema(L.maxFeedbackLength),
});
export type TQuestionOption = z.output<typeof ZQuestionOptionSchema>;
export type TQuestionOptionInput = z.input<typeof ZQuestionOptionSchema>;

const ZMediaIdSchema = z
  .uuid(M.mediaIdInvalid)
  .transform(normalizeMediaId)
  .nullish()
  .transform((value) => value ?? null);

/**
 * A question's content as stored, imported and graded. The kind decides which fields matter:
 * choice kinds use `options` with `isCorrect` (SINGLE_CHOICE and TRUE_FALSE exactly one correct,
 * TRUE_FALSE exactly two options; MULTIPLE_CHOICE at least one); SHORT_ANSWER uses `acceptedAnswers`
 * and has no options; ORDERING uses `options` whose array order is the correct order.
 */
export const ZQuestionContentSchema = z
  .strictObject({
    kind: ZQuestionKindSchema,
    stem: ZRequiredBilingualTextSchema(L.maxStemLength),
    options: z.array(ZQuestionOptionSchema).max(L.maxOptions, M.optionsTooMany).default([]),
    acceptedAnswers: z
      .array(z.string().trim().min(1, M.acceptedAnswerRequired).max(L.maxAcceptedAnswerLength, M.textTooLong))
      .max(L.maxAcceptedAnswers, M.acceptedAnswersTooMany)
      .default([]),
    imageMediaId: ZMediaIdSchema,
    points: z
      .number({ error: M.pointsInvalid })
      .int(M.pointsInvalid)
      .min(L.minPoints, M.pointsInvalid)
      .max(L.maxPoints, M.pointsInvalid)
      .default(1),
    /** The question's general feedback (explanation), shown with reviewMode FULL. */
    feedback: ZBilingualTextSchema(L.maxFeedbackLength),
    /** The competency the question rates (RATING: required) or tests (other kinds: optional TEST evidence). */
    competencyId: z
      .number({ error: M.competencyUnknown })
      .int(M.competencyUnknown)
      .positive(M.competencyUnknown)
      .max(L.maxId, M.competencyUnknown)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((question, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (question.kind === 'RATING') {
      if (question.options.length > 0) {
        issue(['options'], M.noOptionsForRating);
      }
      if (question.competencyId === null) {
        issue(['competencyId'], M.competencyRequired);
      }
      return;
    }
    if (question.kind === 'SHORT_ANSWER') {
      if (question.options.length > 0) {
        issue(['options'], M.noOptionsForShortAnswer);
      }
      if (question.acceptedAnswers.length === 0) {
        issue(['acceptedAnswers'], M.acceptedAnswerRequired);
      }
      return;
    }
    if (question.options.length < L.minOptions) {
      issue(['options'], M.optionsTooFew);
      return;
    }
    const ids = new Set<string>();
    question.options.forEach((option, index) => {
      if (ids.has(option.id)) {
        issue(['options', index, 'id'], M.optionIdDuplicate);
      }
      ids.add(option.id);
    });
    const correct = question.options.filter((option) => option.isCorrect).length;
    if (question.kind === 'TRUE_FALSE' && question.options.length !== 2) {
      issue(['options'], M.trueFalseTwoOptions);
    }
    if ((question.kind === 'SINGLE_CHOICE' || question.kind === 'TRUE_FALSE') && correct !== 1) {
      issue(['options'], M.oneCorrectOption);
    }
    if (question.kind === 'MULTIPLE_CHOICE' && correct === 0) {
      issue(['options'], M.someCorrectOption);
    }
  });
export type TQuestionContent = z.output<typeof ZQuestionContentSchema>;
export type TQuestionContentInput = z.input<typeof ZQuestionContentSchema>;

/** `POST /banks/{id}/questions`: the content at the top level. */
export const ZCreateQuestionRequestSchema = ZQuestionContentSchema;
export type TCreateQuestionRequest = TQuestionContentInput;
/** `PUT /questions/{id}`: the whole content again (version + 1). */
export const ZUpdateQuestionRequestSchema = ZQuestionContentSchema;
export type TUpdateQuestionRequest = TQuestionContentInput;
export const ZUpdateQuestionQuerySchema = z.object({
  regrade: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

const ZBilingualOutputSchema = z.object({ en: z.string(), 'fr-CA': z.string() });

/** A question's content as answers carry it: the stored shape, without the input rules and transforms. */
export const ZQuestionContentOutputSchema = z.object({
  kind: ZQuestionKindSchema,
  stem: ZBilingualOutputSchema,
  options: z.array(
    z.object({
      id: z.string(),
      text: ZBilingualOutputSchema,
      isCorrect: z.boolean(),
      feedback: ZBilingualOutputSchema,
    }),
  ),
  acceptedAnswers: z.array(z.string()),
  imageMediaId: z.string().nullable(),
  points: z.number().int(),
  feedback: ZBilingualOutputSchema,
  competencyId: z.number().int().nullable(),
});

export const ZQuestionSchema = z.object({
  questionId: z.number().int(),
  bankId: z.number().int(),
  version: z.number().int(),
  isRetired: z.boolean(),
  content: ZQuestionContentOutputSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TQuestion = z.infer<typeof ZQuestionSchema>;
export const ZQuestionResponseSchema = apiResult(ZQuestionSchema);
export type TQuestionResponse = z.infer<typeof ZQuestionResponseSchema>;

/** A question in a bank's list: its stem in the asked locale. */
export const ZQuestionListItemSchema = z.object({
  questionId: z.number().int(),
  kind: ZQuestionKindSchema,
  stem: z.string(),
  points: z.number().int(),
  version: z.number().int(),
  isRetired: z.boolean(),
  hasImage: z.boolean(),
  /** Whether both languages have the stem. */
  isBilingual: z.boolean(),
  updatedAt: z.string(),
});
export type TQuestionListItem = z.infer<typeof ZQuestionListItemSchema>;
export const ZQuestionListQuerySchema = z.object({
  searchText: z.string().trim().max(L.maxSearchTextLength).default(''),
  includeRetired: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  pageNo: idParameter('pageNo').default(PageDefaults.pageNo),
  pageSize: positiveIntegerParameter('pageSize', PageDefaults.maxPageSize).default(PageDefaults.maxPageSize),
  locale: ZLocaleCodeSchema.optional(),
});
export type TQuestionListQuery = z.output<typeof ZQuestionListQuerySchema>;
export const ZQuestionListResponseSchema = pagedResult(ZQuestionListItemSchema);
export type TQuestionListResponse = z.infer<typeof ZQuestionListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Responses and grading (pure: the attempt service, regrading, trivia and the admin preview share it)

export const ZChoiceResponseSchema = z.strictObject({ optionId: ZOptionIdSchema });
export const ZOptionListResponseSchema = z.strictObject({
  optionIds: z.array(ZOptionIdSchema).max(L.maxOptions),
});
export const ZTextResponseSchema = z.strictObject({
  text: z.string().max(L.maxShortAnswerLength, M.textTooLong),
});
/** RATING: a level of the tenant's proficiency scale (1..n; the server checks n). */
export const ZRatingResponseSchema = z.strictObject({
  level: z.number().int().min(1).max(100),
});

/** A learner's response per kind: `{ optionId }`, `{ optionIds }` (choices, or the learner's order), `{ text }`. */
export const RESPONSE_SCHEMAS = {
  SINGLE_CHOICE: ZChoiceResponseSchema,
  TRUE_FALSE: ZChoiceResponseSchema,
  MULTIPLE_CHOICE: ZOptionListResponseSchema,
  ORDERING: ZOptionListResponseSchema,
  SHORT_ANSWER: ZTextResponseSchema,
  RATING: ZRatingResponseSchema,
} as const;

/** Any response shape (the kind-specific check is `responseSchemaFor(kind)`). */
export const ZAnyQuestionResponseSchema = z.union([
  ZChoiceResponseSchema,
  ZOptionListResponseSchema,
  ZTextResponseSchema,
  ZRatingResponseSchema,
]);
export type TAnyQuestionResponse = z.infer<typeof ZAnyQuestionResponseSchema>;

export function responseSchemaFor(kind: TQuestionKind) {
  return RESPONSE_SCHEMAS[kind];
}

/** What grading needs of a question (a stored content or a drawn snapshot). */
export type TGradableQuestion = Pick<TQuestionContent, 'kind' | 'options' | 'acceptedAnswers' | 'points'>;
export type TGrade = { isCorrect: boolean; pointsAwarded: number };

/** Short answers compare without case, accents and extra spaces: NFD, strip marks, trim, collapse spaces. */
export function normalizeShortAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim().replace(/\s+/g, ' ');
}

function sameSet(left: readonly string[], right: readonly string[]): boolean {
  const chosen = new Set(left);
  return chosen.size === left.length && chosen.size === right.length && right.every((id) => chosen.has(id));
}

function isCorrectResponse(question: TGradableQuestion, response: unknown): boolean {
  const parsed = responseSchemaFor(question.kind).safeParse(response);
  if (!parsed.success) {
    return false;
  }
  const value = parsed.data as Record<string, unknown>;
  const correctIds = question.options.filter((option) => option.isCorrect).map((option) => option.id);
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'TRUE_FALSE':
      return correctIds.length === 1 && value.optionId === correctIds[0];
    case 'MULTIPLE_CHOICE':
      return sameSet(value.optionIds as string[], correctIds);
    case 'ORDERING': {
      const order = value.optionIds as string[];
      return (
        order.length === question.options.length &&
        question.options.every((option, index) => option.id === order[index])
      );
    }
    case 'SHORT_ANSWER': {
      const answer = normalizeShortAnswer(value.text as string);
      return (
        answer.length > 0 && question.acceptedAnswers.some((accepted) => normalizeShortAnswer(accepted) === answer)
      );
    }
    case 'RATING':
      // A rating has no right answer; it is worth no points (skills.ts reads the level).
      return false;
  }
}

/**
 * Grades one response: all or nothing for every kind (MULTIPLE_CHOICE needs exactly the correct
 * options, ORDERING the whole order); a missing or malformed response is wrong, never an error.
 */
export function gradeResponse(question: TGradableQuestion, response: unknown): TGrade {
  const isCorrect = response !== null && response !== undefined && isCorrectResponse(question, response);
  return { isCorrect, pointsAwarded: isCorrect ? question.points : 0 };
}

/** The correct response of a question, shaped like a learner's (for FULL review and trivia answers). */
export function correctResponseOf(question: TGradableQuestion): TAnyQuestionResponse {
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'TRUE_FALSE':
      return { optionId: question.options.find((option) => option.isCorrect)?.id ?? '' };
    case 'MULTIPLE_CHOICE':
      return { optionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id) };
    case 'ORDERING':
      return { optionIds: question.options.map((option) => option.id) };
    case 'SHORT_ANSWER':
      return { text: question.acceptedAnswers[0] ?? '' };
    case 'RATING':
      // No correct level: the lowest stands in (review shows the person's own rating).
      return { level: 1 };
  }
}

// ---------------------------------------------------------------------------------------------
// The learner's view of a question: no `isCorrect`, no accepted answers, no feedback

export const ZLearnerQuestionOptionSchema = z.object({ id: z.string(), text: z.string() });
export const ZLearnerQuestionSchema = z.object({
  questionId: z.number().int(),
  kind: ZQuestionKindSchema,
  stem: z.string(),
  imageMediaId: z.string().nullable(),
  points: z.number().int(),
  /** In the order to show; empty for SHORT_ANSWER and RATING. */
  options: z.array(ZLearnerQuestionOptionSchema),
  /** RATING: the competency rated and the tenant's scale to rate on (lowest level first). */
  rating: z
    .object({
      competencyId: z.number().int(),
      competencyName: z.string(),
      scale: z.array(z.object({ level: z.number().int(), name: z.string(), description: z.string() })),
    })
    .optional(),
});
export type TLearnerQuestion = z.infer<typeof ZLearnerQuestionSchema>;

export type TLearnerViewOptions = {
  /** The option ids in the order to show (the attempt's shuffle). */
  optionOrder?: readonly string[];
};

/**
 * A question as a learner sees it, in one locale. Options follow `optionOrder` when given (unknown ids
 * are dropped, missing ones appended). Without it, ORDERING options are sorted by their text so the
 * stored (correct) order never reaches the learner; other kinds keep the stored order.
 */
export function learnerQuestionView(
  question: Pick<TQuestionContent, 'kind' | 'stem' | 'options' | 'imageMediaId' | 'points'> & { questionId: number },
  locale: TLocaleCode = DEFAULT_LOCALE,
  view: TLearnerViewOptions = {},
): TLearnerQuestion {
  const options = question.options.map((option) => ({ id: option.id, text: localizedText(option.text, locale) }));
  let ordered = options;
  if (view.optionOrder) {
    const byId = new Map(options.map((option) => [option.id, option]));
    const listed = view.optionOrder.flatMap((id) => {
      const option = byId.get(id);
      return option ? [option] : [];
    });
    ordered = [...listed, ...options.filter((option) => !view.optionOrder?.includes(option.id))];
  } else if (question.kind === 'ORDERING') {
    ordered = [...options].sort(
      (left, right) => left.text.localeCompare(right.text, locale) || left.id.localeCompare(right.id),
    );
  }
  return {
    questionId: question.questionId,
    kind: question.kind,
    stem: localizedText(question.stem, locale),
    imageMediaId: question.imageMediaId ?? null,
    points: question.points,
    options: question.kind === 'SHORT_ANSWER' ? [] : ordered,
  };
}

// ---------------------------------------------------------------------------------------------
// Banks

export const ZBankParamsSchema = z.object({ id: idParameter('id') });
export const ZQuestionParamsSchema = z.object({ id: idParameter('id') });
export const ZSetParamsSchema = z.object({ id: idParameter('id') });

export const ZSaveBankRequestSchema = z.strictObject({
  title: ZRequiredBilingualTextSchema(L.maxTitleLength, M.titleRequired),
  description: ZBilingualTextSchema(L.maxDescriptionLength),
});
export type TSaveBankRequest = z.input<typeof ZSaveBankRequestSchema>;

export const ZBankSchema = z.object({
  bankId: z.number().int(),
  title: z.object({ en: z.string(), 'fr-CA': z.string() }),
  description: z.object({ en: z.string(), 'fr-CA': z.string() }),
  /** Active (not retired) questions. */
  questionCount: z.number().int(),
  /** Active questions per kind. */
  questionCountByKind: z.record(ZQuestionKindSchema, z.number().int()),
  /** Sets that draw from it. */
  setCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBank = z.infer<typeof ZBankSchema>;
export const ZBankResponseSchema = apiResult(ZBankSchema);

export const ZBankListQuerySchema = z.object({
  searchText: z.string().trim().max(L.maxSearchTextLength).default(''),
  pageNo: idParameter('pageNo').default(PageDefaults.pageNo),
  pageSize: positiveIntegerParameter('pageSize', PageDefaults.maxPageSize).default(PageDefaults.pageSize),
  locale: ZLocaleCodeSchema.optional(),
});
export type TBankListQuery = z.output<typeof ZBankListQuerySchema>;
export const ZBankListItemSchema = ZBankSchema.extend({ displayTitle: z.string() });
export type TBankListItem = z.infer<typeof ZBankListItemSchema>;
export const ZBankListResponseSchema = pagedResult(ZBankListItemSchema);
export type TBankListResponse = z.infer<typeof ZBankListResponseSchema>;

export const ZAssessmentDeleteResponseSchema = apiResult(z.number().int());

// ---------------------------------------------------------------------------------------------
// Sets

const ZNullableIsoDateTimeSchema = z.iso
  .datetime({ offset: true, error: M.dateInvalid })
  .nullish()
  .transform((value) => (value ? new Date(value).toISOString() : null));

export const ZSetBankInputSchema = z.strictObject({
  bankId: ZIdNumberSchema,
  drawCount: z
    .number({ error: M.drawCountInvalid })
    .int(M.drawCountInvalid)
    .min(1, M.drawCountInvalid)
    .max(L.maxDrawCount, M.drawCountInvalid),
});
export type TSetBankInput = z.infer<typeof ZSetBankInputSchema>;

export const ZSaveSetRequestSchema = z
  .strictObject({
    title: ZRequiredBilingualTextSchema(L.maxTitleLength, M.titleRequired),
    description: ZBilingualTextSchema(L.maxDescriptionLength),
    kind: ZSetKindSchema.default('ASSESSMENT'),
    banks: z.array(ZSetBankInputSchema).min(1, M.banksRequired).max(L.maxBanksPerSet, M.banksTooMany),
    shuffleQuestions: z.boolean().default(true),
    shuffleOptions: z.boolean().default(true),
    timeLimitMinutes: z
      .number({ error: M.timeLimitInvalid })
      .int(M.timeLimitInvalid)
      .min(1, M.timeLimitInvalid)
      .max(L.maxTimeLimitMinutes, M.timeLimitInvalid)
      .nullish()
      .transform((value) => value ?? null),
    /** Null: unlimited. */
    attemptsAllowed: z
      .number({ error: M.attemptsInvalid })
      .int(M.attemptsInvalid)
      .min(1, M.attemptsInvalid)
      .max(L.maxAttemptsAllowed, M.attemptsInvalid)
      .nullish()
      .transform((value) => value ?? null),
    passMarkPercent: z
      .number({ error: M.passMarkInvalid })
      .int(M.passMarkInvalid)
      .min(0, M.passMarkInvalid)
      .max(100, M.passMarkInvalid)
      .default(70),
    availableFrom: ZNullableIsoDateTimeSchema,
    availableUntil: ZNullableIsoDateTimeSchema,
    reviewMode: ZReviewModeSchema.default('FULL'),
    /** SKILL sets: a completed attempt older than this many days has expired (null: never). */
    validityDays: z
      .number({ error: M.validityDaysInvalid })
      .int(M.validityDaysInvalid)
      .min(1, M.validityDaysInvalid)
      .max(L.maxDueDays, M.validityDaysInvalid)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((set, context) => {
    const seen = new Set<number>();
    set.banks.forEach((bank, index) => {
      if (seen.has(bank.bankId)) {
        context.addIssue({ code: 'custom', path: ['banks', index, 'bankId'], message: M.bankDuplicate });
      }
      seen.add(bank.bankId);
    });
    if (set.availableFrom && set.availableUntil && set.availableUntil <= set.availableFrom) {
      context.addIssue({ code: 'custom', path: ['availableUntil'], message: M.availabilityOrder });
    }
  });
export type TSaveSetRequest = z.input<typeof ZSaveSetRequestSchema>;
export type TSaveSetData = z.output<typeof ZSaveSetRequestSchema>;

export const ZSetBankSchema = z.object({
  bankId: z.number().int(),
  title: z.string(),
  drawCount: z.number().int(),
  /** Active questions in the bank now (publishing needs drawCount <= this). */
  availableQuestions: z.number().int(),
});

export const ZAssessmentSetSchema = z.object({
  setId: z.number().int(),
  title: z.object({ en: z.string(), 'fr-CA': z.string() }),
  description: z.object({ en: z.string(), 'fr-CA': z.string() }),
  kind: ZSetKindSchema,
  status: ZSetStatusSchema,
  banks: z.array(ZSetBankSchema),
  /** Questions an attempt draws (sum of drawCount). */
  questionCount: z.number().int(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  passMarkPercent: z.number().int(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  reviewMode: ZReviewModeSchema,
  validityDays: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAssessmentSet = z.infer<typeof ZAssessmentSetSchema>;
export const ZAssessmentSetResponseSchema = apiResult(ZAssessmentSetSchema);
export type TAssessmentSetResponse = z.infer<typeof ZAssessmentSetResponseSchema>;

export const ZSetListQuerySchema = z.object({
  searchText: z.string().trim().max(L.maxSearchTextLength).default(''),
  status: ZSetStatusSchema.optional(),
  kind: ZSetKindSchema.optional(),
  pageNo: idParameter('pageNo').default(PageDefaults.pageNo),
  pageSize: positiveIntegerParameter('pageSize', PageDefaults.maxPageSize).default(PageDefaults.pageSize),
  locale: ZLocaleCodeSchema.optional(),
});
export type TSetListQuery = z.output<typeof ZSetListQuerySchema>;
export const ZSetListItemSchema = z.object({
  setId: z.number().int(),
  title: z.string(),
  kind: ZSetKindSchema,
  status: ZSetStatusSchema,
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  passMarkPercent: z.number().int(),
  assignmentCount: z.number().int(),
  updatedAt: z.string(),
});
export type TSetListItem = z.infer<typeof ZSetListItemSchema>;
export const ZSetListResponseSchema = pagedResult(ZSetListItemSchema);
export type TSetListResponse = z.infer<typeof ZSetListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Assignments

export const ZSetAssignmentInputSchema = z
  .strictObject({
    targetKind: ZAssignmentTargetKindSchema,
    /** Job role code, location id (as text) or user code; '' for ALL. */
    targetCode: z.string().trim().max(L.maxCodeLength).default(''),
    /** Days after assignment the learner should be done; null for no due date. */
    dueDays: z
      .number({ error: M.dueDaysInvalid })
      .int(M.dueDaysInvalid)
      .min(1, M.dueDaysInvalid)
      .max(L.maxDueDays, M.dueDaysInvalid)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((assignment, context) => {
    if (assignment.targetKind !== 'ALL' && !assignment.targetCode) {
      context.addIssue({ code: 'custom', path: ['targetCode'], message: M.targetCodeRequired });
    }
  })
  .transform((assignment) => (assignment.targetKind === 'ALL' ? { ...assignment, targetCode: '' } : assignment));

/** `PUT /sets/{id}/assignments`: replaces the list. */
export const ZSetAssignmentsRequestSchema = z
  .strictObject({
    assignments: z.array(ZSetAssignmentInputSchema).max(L.maxAssignments, M.assignmentsTooMany),
  })
  .superRefine((request, context) => {
    const seen = new Set<string>();
    request.assignments.forEach((assignment, index) => {
      const key = `${assignment.targetKind}:${assignment.targetCode}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['assignments', index, 'targetCode'],
          message: M.assignmentDuplicate,
        });
      }
      seen.add(key);
    });
  });
export type TSetAssignmentsRequest = z.input<typeof ZSetAssignmentsRequestSchema>;

export const ZSetAssignmentSchema = z.object({
  targetKind: ZAssignmentTargetKindSchema,
  targetCode: z.string(),
  dueDays: z.number().int().nullable(),
  assignedAt: z.string(),
  assignedBy: z.string().nullable(),
});
export type TSetAssignment = z.infer<typeof ZSetAssignmentSchema>;
export const ZSetAssignmentsResponseSchema = apiResult(z.array(ZSetAssignmentSchema));
export type TSetAssignmentsResponse = z.infer<typeof ZSetAssignmentsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// A set as a learner lists it (`listSetsForLearner`, learning-path items, the attempts module)

export const ZLearnerSetSummarySchema = z.object({
  setId: z.number().int(),
  title: z.string(),
  description: z.string(),
  kind: ZSetKindSchema,
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  passMarkPercent: z.number().int(),
  reviewMode: ZReviewModeSchema,
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  /** The earliest assignment's time for the learner. */
  assignedAt: z.string(),
  /** assignedAt + the shortest dueDays of the learner's assignments; null without one. */
  dueAt: z.string().nullable(),
  url: z.string(),
});
export type TLearnerSetSummary = z.infer<typeof ZLearnerSetSummarySchema>;

/** `GET /api/assessment/setChoices`: a learning path's item picker. */
export const ZSetChoicesQuerySchema = z.object({
  searchText: z.string().trim().max(L.maxSearchTextLength).default(''),
  locale: ZLocaleCodeSchema.optional(),
});
export const ZSetChoiceSchema = z.object({ setId: z.number().int(), title: z.string(), kind: ZSetKindSchema });
export type TSetChoice = z.infer<typeof ZSetChoiceSchema>;
export const ZSetChoicesResponseSchema = apiResult(z.array(ZSetChoiceSchema));
export type TSetChoicesResponse = z.infer<typeof ZSetChoicesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Preview (admin; nothing recorded)

export const ZAssessmentLocaleQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

export const ZSetPreviewSchema = z.object({
  setId: z.number().int(),
  title: z.string(),
  description: z.string(),
  timeLimitMinutes: z.number().int().nullable(),
  passMarkPercent: z.number().int(),
  reviewMode: ZReviewModeSchema,
  /** One draw as an attempt would make it (shuffled when the set shuffles). */
  questions: z.array(ZLearnerQuestionSchema),
  /** Questions an attempt draws; `questions` is shorter when the banks hold too few. */
  questionCount: z.number().int(),
});
export type TSetPreview = z.infer<typeof ZSetPreviewSchema>;
export const ZSetPreviewResponseSchema = apiResult(ZSetPreviewSchema);
export type TSetPreviewResponse = z.infer<typeof ZSetPreviewResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Statistics (completed attempts of a set)

export const ZQuestionStatisticsSchema = z.object({
  questionId: z.number().int(),
  kind: ZQuestionKindSchema,
  stem: z.string(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** 0..100, null when nobody answered. */
  percentCorrect: z.number().nullable(),
  /** The wrong option chosen most (choice kinds), or the most common wrong short answer text. */
  mostChosenWrong: z.object({ optionId: z.string().nullable(), text: z.string(), count: z.number().int() }).nullable(),
  /**
   * Share right in the upper 27 % (at least one) of the attempts that drew the question, by attempt
   * score, minus share right in the lower 27 % (-1..1); null when fewer than 2 attempts drew it.
   */
  discriminationIndex: z.number().min(-1).max(1).nullable(),
});
export type TQuestionStatistics = z.infer<typeof ZQuestionStatisticsSchema>;
export const ZSetStatisticsSchema = z.object({
  setId: z.number().int(),
  completedAttempts: z.number().int(),
  averageScorePercent: z.number().nullable(),
  passRatePercent: z.number().nullable(),
  questions: z.array(ZQuestionStatisticsSchema),
});
export type TSetStatistics = z.infer<typeof ZSetStatisticsSchema>;
export const ZSetStatisticsResponseSchema = apiResult(ZSetStatisticsSchema);
export type TSetStatisticsResponse = z.infer<typeof ZSetStatisticsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Regrading

export const ZRegradeSchema = z.object({
  questionId: z.number().int(),
  fromVersion: z.number().int(),
  toVersion: z.number().int(),
  /** Completed attempts whose points changed (their score and pass were recalculated). */
  attemptsChanged: z.number().int(),
  regradedAt: z.string(),
  regradedBy: z.string().nullable(),
});
export type TRegrade = z.infer<typeof ZRegradeSchema>;
export const ZUpdateQuestionResultSchema = z.object({
  question: ZQuestionSchema,
  /** Null unless `?regrade=true`. */
  regrade: ZRegradeSchema.nullable(),
});
export type TUpdateQuestionResult = z.infer<typeof ZUpdateQuestionResultSchema>;
export const ZUpdateQuestionResponseSchema = apiResult(ZUpdateQuestionResultSchema);
export type TUpdateQuestionResponse = z.infer<typeof ZUpdateQuestionResponseSchema>;
export const ZRegradeHistoryResponseSchema = apiResult(z.array(ZRegradeSchema));

// ---------------------------------------------------------------------------------------------
// QTI 3.0 import

export const ZQtiImportErrorSchema = z.object({
  /** 1-based line in the uploaded document. */
  line: z.number().int(),
  column: z.number().int().nullable(),
  message: z.string(),
});
export type TQtiImportError = z.infer<typeof ZQtiImportErrorSchema>;

export const ZQtiImportResultSchema = z.object({
  imported: z.number().int(),
  questionIds: z.array(z.number().int()),
});
export type TQtiImportResult = z.infer<typeof ZQtiImportResultSchema>;
export const ZQtiImportResponseSchema = apiResult(ZQtiImportResultSchema);
export type TQtiImportResponse = z.infer<typeof ZQtiImportResponseSchema>;

/** A bad file is a 400 problem whose `errors` key each error by `qti.line.<n>` with "Line n, column c: message". */
export function qtiErrorKey(line: number): string {
  return `qti.line.${line}`;
}
export function qtiErrorText(error: TQtiImportError): string {
  return error.column === null
    ? `Line ${error.line}: ${error.message}`
    : `Line ${error.line}, column ${error.column}: ${error.message}`;
}
/** The line-numbered errors of a QTI import problem, in line order. */
export function qtiErrorsOf(errors: Record<string, string[]> | undefined): TQtiImportError[] {
  if (!errors) {
    return [];
  }
  return Object.entries(errors)
    .filter(([key]) => key.startsWith('qti.line.'))
    .flatMap(([key, messages]) => {
      const line = Number(key.slice('qti.line.'.length));
      return messages.map((text) => {
        const match = /^Line \d+(?:, column (\d+))?: (.*)$/s.exec(text);
        return { line, column: match?.[1] ? Number(match[1]) : null, message: match?.[2] ?? text };
      });
    })
    .sort((left, right) => left.line - right.line);
}

// ---------------------------------------------------------------------------------------------
// `GET /api/tenant/QuestionsConfig`

export const ZQuestionsConfigSchema = z.object({
  questionKinds: z.array(ZQuestionKindSchema),
  reviewModes: z.array(ZReviewModeSchema),
  setKinds: z.array(ZSetKindSchema),
  assignmentTargetKinds: z.array(ZAssignmentTargetKindSchema),
  locales: z.array(ZLocaleCodeSchema),
  limits: z.record(z.string(), z.number()),
});
export type TQuestionsConfig = z.infer<typeof ZQuestionsConfigSchema>;
export const ZQuestionsConfigResponseSchema = apiResult(ZQuestionsConfigSchema);
export type TQuestionsConfigResponse = z.infer<typeof ZQuestionsConfigResponseSchema>;

/** The QuestionsConfig every tenant answers (the product's kinds and limits). */
export function buildQuestionsConfig(): TQuestionsConfig {
  return {
    questionKinds: [...QUESTION_KINDS],
    reviewModes: [...REVIEW_MODES],
    setKinds: [...SET_KINDS],
    assignmentTargetKinds: [...ASSIGNMENT_TARGET_KINDS],
    locales: [...SUPPORTED_LOCALES],
    limits: { ...AssessmentLimits },
  };
}
