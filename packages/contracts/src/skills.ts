import { z } from 'zod';
import {
  ASSESSMENT_MESSAGES,
  ZBilingualTextSchema,
  ZRequiredBilingualTextSchema,
  type TBilingualText,
} from './assessments.ts';
import { apiResult, pagedResult, positiveIntegerParameter, PageDefaults, MAX_ROW_ID } from './common.ts';
import type { TRatingSource } from './learning-record.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { normalizePath, startsWithSegment } from './module-gate.ts';

/*
 * Skills (issue 17; spec sections 1-4, 6, 7): competency frameworks, the tenant's proficiency scale,
 * targets per job role, competency tags, one skill profile combined from evidence, a manager's team
 * view and calibration, and recommendations that explain themselves.
 *
 * Skills belong to the ASSESSMENT module (MODULE_API_PREFIXES gates `/api/skills`), and the whole
 * of `/api/skills` answers 404 unless the tenant's `competenciesEnabled` is on. The learner's own
 * views (profile, recommendations, the banner) also need `competencyUserViewEnabled`.
 *
 * Evidence is the learning record (learning-record.ts): a rating is a statement "<person> rated
 * COMPETENCY <id>" whose result holds `scoreScaled` (the common 0..1 scale) and `scoreRaw` (the level
 * on the tenant's scale when rated), and whose context holds the source (SELF, MANAGER, TEST), the
 * rater, the attempt and set, and a calibration reason. Completed learning paths tagged with a
 * competency are PATH evidence, read from their completion statements. Nothing keeps a copy.
 *
 * Learner (signed in; competencyUserViewEnabled):
 *   GET  /api/skills/profile?locale                 my skill profile (`TSkillProfile`)
 *   GET  /api/skills/history?competencyId&locale    my dated evidence, oldest first (chart)
 *   GET  /api/skills/recommendations?locale&pageNo&pageSize   ranked by gap, each with its reason
 * Manager (ASSESSMENT_MANAGER; the employee must be the caller's reportee, else 404):
 *   GET  /api/skills/team?pageNo&pageSize&locale    my reportees' skill summaries
 *   GET  /api/skills/team/{userCode}?locale         one reportee's profile and calibration rows
 *   POST /api/skills/team/{userCode}/confirm        bulk confirm levels with a reason (MANAGER evidence)
 * Admin (ASSESSMENT_ADMIN), base /api/skills/admin:
 *   GET|PUT /scale                                  the proficiency scale (PUT replaces it)
 *   GET  /competencies?locale                       the framework, parents before their children
 *   POST /competencies -> 201   PUT|DELETE /competencies/{id}   (DELETE: 400 `competencyHasChildren`)
 *   GET|PUT /targets/{jobRoleCode}                  target levels of a job role (PUT replaces them)
 *   GET  /competencies/{id}/tags?locale             what is tagged with a competency
 *   PUT  /competencies/{id}/tags                    replaces them: [{ objectKind, objectId, level }]
 *   GET  /tagChoices?searchText&locale              resources and learning paths to tag, by title (50 at most)
 *   GET  /export                                    text/csv, ESCO's column layout (SKILL_CSV_COLUMNS)
 *   POST /import                                    text/csv: all or nothing; a bad file is a 400
 *                                                   whose errors are line-numbered (`csvErrorsOf`)
 * Elsewhere: GET /api/userAttempt/pendingskillassessments (assessment-attempts.ts),
 * GET /api/tenant/competencies and /refquotients (tenant-reference.ts), the two skill-score calls
 * and `choosenrecommendations` of /api/assets (resource-assets.ts).
 */

export const SkillLimits = {
  minScaleLevels: 2,
  maxScaleLevels: 10,
  maxCompetencies: 2000,
  maxCodeLength: 64,
  maxNameLength: 200,
  maxDescriptionLength: 4000,
  /** Alternative labels, newline-separated, per language. */
  maxAltLabelsLength: 4000,
  maxTargetsPerRole: 2000,
  maxTagsPerCompetency: 500,
  maxConfirmItems: 500,
  maxReasonLength: 1000,
  maxSearchTextLength: 200,
  maxTagChoices: 50,
  /** An imported CSV file, in bytes. */
  maxCsvBytes: 2_000_000,
  /** A bad CSV file answers at most this many errors. */
  maxCsvErrors: 50,
  maxId: MAX_ROW_ID,
} as const;
const L = SkillLimits;

/**
 * How evidence combines into one level (`combineEvidence`). Within a source only its latest
 * rating counts (recent over old); across sources each latest rating weighs its source's weight
 * times a recency factor 0.5^(age in days / half-life) (manager over self, fresh over stale).
 */
export const SkillRules = {
  sourceWeights: { MANAGER: 4, TEST: 2, PATH: 1.5, SELF: 1 } as Record<TEvidenceSource, number>,
  halfLifeDays: 365,
  /** Self and manager ratings further apart than this many levels are a disagreement (calibration). */
  disagreementLevels: 1,
} as const;

export const SKILL_MESSAGES = {
  ...ASSESSMENT_MESSAGES,
  scaleTooShort: `A scale has at least ${L.minScaleLevels} levels`,
  scaleTooLong: `A scale has at most ${L.maxScaleLevels} levels`,
  nameRequired: 'A name is required in at least one language',
  codeInvalid: 'Codes are letters, digits, - _ . and :',
  codeDuplicate: 'Another competency has this code',
  parentUnknown: 'This parent competency does not exist',
  parentNested: 'A parent competency cannot itself have a parent',
  competencyHasChildren: 'This competency has child competencies: delete or move them first',
  jobRoleUnknown: 'This job role does not exist',
  levelInvalid: 'Choose a level of the scale',
  targetDuplicate: 'This competency is listed twice',
  tagDuplicate: 'This item is tagged twice',
  tagTargetUnknown: 'This resource or learning path does not exist',
  reasonRequired: 'Give a reason for the confirmation',
  confirmItemsRequired: 'Choose at least one competency',
  csvEmpty: 'The file is empty',
  csvTooLarge: 'The file is too large',
  csvHeader: 'The first line must name the columns',
  csvMalformed: 'This line is not valid CSV: check its quotes and separators',
  csvBroaderUnknown: 'The broader skill is not in the file or the framework',
} as const;
export type TSkillMessageName = keyof typeof SKILL_MESSAGES;
const M = SKILL_MESSAGES;

/** The catalogue key of an English message text of a 400 problem, or undefined. */
export function skillMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(SKILL_MESSAGES).find(([, message]) => message === text);
  return entry ? `skills.validation.${entry[0]}` : undefined;
}

const idParameter = (name: string) => positiveIntegerParameter(name, L.maxId);
const ZIdSchema = z.number().int().positive().max(L.maxId);
const ZBilingualOutputSchema = z.object({ en: z.string(), 'fr-CA': z.string() });
const ZLevelSchema = z.number({ error: M.levelInvalid }).int(M.levelInvalid).min(1, M.levelInvalid);

// ---------------------------------------------------------------------------------------------
// The common scale (pure: server, web and tests share it)

/** A level 1..n of an n-level scale on the common 0..1 scale. */
export function skillLevelToScaled(level: number, levelCount: number): number {
  if (levelCount <= 1) {
    return 1;
  }
  const clamped = Math.min(Math.max(level, 1), levelCount);
  return (clamped - 1) / (levelCount - 1);
}

/** The nearest level 1..n of a 0..1 value. */
export function scaledToSkillLevel(scaled: number, levelCount: number): number {
  const clamped = Math.min(Math.max(scaled, 0), 1);
  return Math.round(clamped * (levelCount - 1)) + 1;
}

/** SELF, MANAGER and TEST ratings are statements; PATH is a completed, tagged learning path. */
export const EVIDENCE_SOURCES = ['SELF', 'MANAGER', 'TEST', 'PATH'] as const;
export type TEvidenceSource = TRatingSource | 'PATH';
export const ZEvidenceSourceSchema = z.enum(EVIDENCE_SOURCES);

export type TEvidence = { source: TEvidenceSource; scaled: number; at: string };

/**
 * One 0..1 level from a competency's evidence (SkillRules), or null without evidence. `now` is an
 * ISO time; evidence from the future counts as fresh.
 */
export function combineEvidence(evidence: readonly TEvidence[], now: string): number | null {
  const latest = new Map<TEvidenceSource, TEvidence>();
  for (const item of evidence) {
    const current = latest.get(item.source);
    if (!current || item.at > current.at) {
      latest.set(item.source, item);
    }
  }
  const nowMs = Date.parse(now);
  let weighted = 0;
  let weights = 0;
  for (const item of latest.values()) {
    const ageDays = Math.max(0, (nowMs - Date.parse(item.at)) / 86_400_000);
    const weight = SkillRules.sourceWeights[item.source] * 0.5 ** (ageDays / SkillRules.halfLifeDays);
    weighted += weight * item.scaled;
    weights += weight;
  }
  return weights > 0 ? weighted / weights : null;
}

// ---------------------------------------------------------------------------------------------
// The proficiency scale

/** The scale of a tenant that has not set its own (admin: "restore the default"). */
export const DEFAULT_PROFICIENCY_SCALE: readonly { name: TBilingualText; description: TBilingualText }[] = [
  {
    name: { en: 'Novice', 'fr-CA': 'Débutant' },
    description: { en: 'Knows the basics with guidance', 'fr-CA': 'Connaît les bases avec de l’aide' },
  },
  {
    name: { en: 'Developing', 'fr-CA': 'En développement' },
    description: { en: 'Applies it in simple cases', 'fr-CA': 'L’applique dans les cas simples' },
  },
  {
    name: { en: 'Proficient', 'fr-CA': 'Compétent' },
    description: { en: 'Applies it on their own', 'fr-CA': 'L’applique de façon autonome' },
  },
  {
    name: { en: 'Advanced', 'fr-CA': 'Avancé' },
    description: { en: 'Handles complex cases and helps others', 'fr-CA': 'Gère les cas complexes et aide les autres' },
  },
  {
    name: { en: 'Expert', 'fr-CA': 'Expert' },
    description: { en: 'Sets the standard and teaches it', 'fr-CA': 'Établit la norme et l’enseigne' },
  },
];

export const ZScaleLevelInputSchema = z.strictObject({
  name: ZRequiredBilingualTextSchema(L.maxNameLength, M.nameRequired),
  description: ZBilingualTextSchema(L.maxDescriptionLength),
});
/** `PUT /admin/scale`: the levels lowest first (their place is their level, 1..n). */
export const ZSaveScaleRequestSchema = z.strictObject({
  levels: z.array(ZScaleLevelInputSchema).min(L.minScaleLevels, M.scaleTooShort).max(L.maxScaleLevels, M.scaleTooLong),
});
export type TSaveScaleRequest = z.input<typeof ZSaveScaleRequestSchema>;

export const ZScaleLevelSchema = z.object({
  level: z.number().int(),
  name: ZBilingualOutputSchema,
  description: ZBilingualOutputSchema,
});
export type TScaleLevel = z.infer<typeof ZScaleLevelSchema>;
export const ZScaleResponseSchema = apiResult(z.object({ levels: z.array(ZScaleLevelSchema) }));
export type TScaleResponse = z.infer<typeof ZScaleResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The framework

export const ZCompetencyCodeSchema = z
  .string()
  .trim()
  .min(1, M.codeInvalid)
  .max(L.maxCodeLength, M.codeInvalid)
  .regex(/^[A-Za-z0-9_.:-]+$/, M.codeInvalid);

export const ZSaveCompetencyRequestSchema = z.strictObject({
  code: ZCompetencyCodeSchema,
  name: ZRequiredBilingualTextSchema(L.maxNameLength, M.nameRequired),
  description: ZBilingualTextSchema(L.maxDescriptionLength),
  /** Newline-separated, per language. */
  altLabels: ZBilingualTextSchema(L.maxAltLabelsLength),
  /** Null: a parent competency. Two levels only: a parent's parent must be null. */
  parentId: ZIdSchema.nullish().transform((value) => value ?? null),
  position: z.number().int().min(0).max(L.maxCompetencies).default(0),
});
export type TSaveCompetencyRequest = z.input<typeof ZSaveCompetencyRequestSchema>;
export type TSaveCompetencyData = z.output<typeof ZSaveCompetencyRequestSchema>;

export const ZAdminCompetencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: ZBilingualOutputSchema,
  description: ZBilingualOutputSchema,
  altLabels: ZBilingualOutputSchema,
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  /** Resources and paths tagged with it. */
  tagCount: z.number().int(),
});
export type TAdminCompetency = z.infer<typeof ZAdminCompetencySchema>;
export const ZAdminCompetencyResponseSchema = apiResult(ZAdminCompetencySchema);
export const ZAdminCompetenciesResponseSchema = apiResult(z.array(ZAdminCompetencySchema));
export type TAdminCompetenciesResponse = z.infer<typeof ZAdminCompetenciesResponseSchema>;
export const ZCompetencyParamsSchema = z.object({ id: idParameter('id') });
/** `DELETE /admin/competencies/{id}`: the deleted competency's id. */
export const ZDeleteCompetencyResponseSchema = apiResult(z.number().int());
export const ZSkillLocaleQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

// ---------------------------------------------------------------------------------------------
// Targets per job role

export const ZJobRoleParamsSchema = z.object({ jobRoleCode: z.string().min(1).max(64) });
export const ZTargetInputSchema = z.strictObject({ competencyId: ZIdSchema, targetLevel: ZLevelSchema });
export const ZSaveTargetsRequestSchema = z
  .strictObject({ targets: z.array(ZTargetInputSchema).max(L.maxTargetsPerRole) })
  .superRefine((body, context) => {
    const seen = new Set<number>();
    body.targets.forEach((target, index) => {
      if (seen.has(target.competencyId)) {
        context.addIssue({ code: 'custom', path: ['targets', index, 'competencyId'], message: M.targetDuplicate });
      }
      seen.add(target.competencyId);
    });
  });
export type TSaveTargetsRequest = z.input<typeof ZSaveTargetsRequestSchema>;
export const ZTargetSchema = z.object({ competencyId: z.number().int(), targetLevel: z.number().int() });
export const ZTargetsResponseSchema = apiResult(z.object({ jobRoleCode: z.string(), targets: z.array(ZTargetSchema) }));
export type TTargetsResponse = z.infer<typeof ZTargetsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Tags: a resource or a learning path teaches a competency up to a level

export const TAG_OBJECT_KINDS = ['RESOURCE', 'PATH'] as const;
export type TTagObjectKind = (typeof TAG_OBJECT_KINDS)[number];
export const ZTagObjectKindSchema = z.enum(TAG_OBJECT_KINDS);

export const ZTagInputSchema = z.strictObject({
  objectKind: ZTagObjectKindSchema,
  objectId: ZIdSchema,
  level: ZLevelSchema,
});
export const ZSaveTagsRequestSchema = z
  .strictObject({ tags: z.array(ZTagInputSchema).max(L.maxTagsPerCompetency) })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.tags.forEach((tag, index) => {
      const key = `${tag.objectKind}:${tag.objectId}`;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: ['tags', index, 'objectId'], message: M.tagDuplicate });
      }
      seen.add(key);
    });
  });
export type TSaveTagsRequest = z.input<typeof ZSaveTagsRequestSchema>;
export const ZTagSchema = z.object({
  objectKind: ZTagObjectKindSchema,
  objectId: z.number().int(),
  title: z.string(),
  level: z.number().int(),
});
export type TTag = z.infer<typeof ZTagSchema>;
export const ZTagsResponseSchema = apiResult(z.array(ZTagSchema));
export const ZTagChoicesQuerySchema = z.object({
  searchText: z.string().trim().max(L.maxSearchTextLength).default(''),
  locale: ZLocaleCodeSchema.optional(),
});
export const ZTagChoiceSchema = z.object({
  objectKind: ZTagObjectKindSchema,
  objectId: z.number().int(),
  title: z.string(),
});
export const ZTagChoicesResponseSchema = apiResult(z.array(ZTagChoiceSchema));
export type TTagChoice = z.infer<typeof ZTagChoiceSchema>;

// ---------------------------------------------------------------------------------------------
// CSV import/export in ESCO's column layout (one file holds both languages)

/**
 * The columns of an exported file, in order. ESCO's skills CSV names `conceptUri`, `preferredLabel`,
 * `altLabels` (newline-separated in one cell), `description`; its broader relations become
 * `broaderConceptUri` (the parent's `conceptUri`, empty for a parent). French columns carry `@fr`.
 * `conceptUri` holds the competency's code. An import matches competencies by it: known codes are
 * updated, new ones created; a competency missing from the file is left alone.
 */
export const SKILL_CSV_COLUMNS = [
  'conceptUri',
  'preferredLabel',
  'preferredLabel@fr',
  'altLabels',
  'altLabels@fr',
  'description',
  'description@fr',
  'broaderConceptUri',
] as const;

export const ZCsvErrorSchema = z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() });
export type TCsvError = z.infer<typeof ZCsvErrorSchema>;
export const ZImportCompetenciesResponseSchema = apiResult(
  z.object({ created: z.number().int(), updated: z.number().int() }),
);
export type TImportCompetenciesResponse = z.infer<typeof ZImportCompetenciesResponseSchema>;

/**
 * The line-numbered errors of a refused import: a `400 validation_failed` problem's `errors` are
 * keyed `line.<n>.<column>` (or `line.<n>` / `file`) with the message; this reads them back in order.
 */
export function csvErrorsOf(errors: Record<string, string[] | string> | undefined): TCsvError[] {
  if (!errors) {
    return [];
  }
  return Object.entries(errors)
    .map(([key, messages]) => {
      const match = /^line\.(\d+)(?:\.(.+))?$/.exec(key);
      const message = Array.isArray(messages) ? messages.join(' ') : messages;
      return { line: match ? Number(match[1]) : 0, column: match?.[2] ?? null, message };
    })
    .sort((left, right) => left.line - right.line);
}

// ---------------------------------------------------------------------------------------------
// The skill profile

export const ZEvidenceItemSchema = z.object({
  source: ZEvidenceSourceSchema,
  /** On the common 0..1 scale, and as the tenant's level today. */
  scaled: z.number(),
  level: z.number().int(),
  at: z.string(),
  /** Who rated (SELF, MANAGER), else null. */
  raterName: z.string().nullable(),
  /** The set (SELF, MANAGER, TEST) or path (PATH) it came from, in the asked locale; null when gone. */
  fromTitle: z.string().nullable(),
  /** A manager's calibration reason. */
  reason: z.string().nullable(),
});
export type TEvidenceItem = z.infer<typeof ZEvidenceItemSchema>;

export const ZSkillProfileRowSchema = z.object({
  competencyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  /** Combined (combineEvidence); null without evidence. */
  currentScaled: z.number().nullable(),
  currentLevel: z.number().int().nullable(),
  /** The job role's target, or null. */
  targetLevel: z.number().int().nullable(),
  /** targetLevel - currentLevel when both exist and it is positive (no evidence: the whole target); else 0. */
  gap: z.number().int(),
  /**
   * The latest evidence of every source (what the combined level weighs), newest first; `/history`
   * has all of it, dated.
   */
  evidence: z.array(ZEvidenceItemSchema),
});
export type TSkillProfileRow = z.infer<typeof ZSkillProfileRowSchema>;

export const ZSkillProfileSchema = z.object({
  userCode: z.string(),
  displayName: z.string(),
  jobRoleCode: z.string().nullable(),
  jobRoleName: z.string().nullable(),
  scale: z.array(z.object({ level: z.number().int(), name: z.string(), description: z.string() })),
  /** Child competencies (and parents without children), framework order; rows with a target or evidence. */
  rows: z.array(ZSkillProfileRowSchema),
  /** The latest completed SKILL attempt's score band (`/refquotients`), or null. */
  quotient: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type TSkillProfile = z.infer<typeof ZSkillProfileSchema>;
export const ZSkillProfileResponseSchema = apiResult(ZSkillProfileSchema);
export type TSkillProfileResponse = z.infer<typeof ZSkillProfileResponseSchema>;

export const ZSkillHistoryQuerySchema = z.object({
  competencyId: idParameter('competencyId').optional(),
  locale: ZLocaleCodeSchema.optional(),
});
export const ZSkillHistoryPointSchema = z.object({
  competencyId: z.number().int(),
  source: ZEvidenceSourceSchema,
  scaled: z.number(),
  level: z.number().int(),
  at: z.string(),
});
export type TSkillHistoryPoint = z.infer<typeof ZSkillHistoryPointSchema>;
export const ZSkillHistoryResponseSchema = apiResult(z.array(ZSkillHistoryPointSchema));
export type TSkillHistoryResponse = z.infer<typeof ZSkillHistoryResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Recommendations that explain themselves

export const ZRecommendationsQuerySchema = z.object({
  locale: ZLocaleCodeSchema.optional(),
  pageNo: idParameter('pageNo').default(PageDefaults.pageNo),
  pageSize: positiveIntegerParameter('pageSize', PageDefaults.maxPageSize).default(PageDefaults.pageSize),
});
/**
 * One recommended resource or path. The reason is data, the page words it: "Your role needs
 * {competencyName} at level {targetLevelName}; you are at {currentLevelName}" (no evidence: "you
 * have no rating yet"). Ranked by gap (largest first), then by how closely the tag's level fits
 * the next step up, then newest modified.
 */
export const ZSkillRecommendationSchema = z.object({
  objectKind: ZTagObjectKindSchema,
  objectId: z.number().int(),
  title: z.string(),
  /** Where the web app opens it. */
  url: z.string(),
  competencyId: z.number().int(),
  competencyName: z.string(),
  tagLevel: z.number().int(),
  targetLevel: z.number().int(),
  targetLevelName: z.string(),
  currentLevel: z.number().int().nullable(),
  currentLevelName: z.string().nullable(),
  gap: z.number().int(),
});
export type TSkillRecommendation = z.infer<typeof ZSkillRecommendationSchema>;
export const ZRecommendationsResponseSchema = pagedResult(ZSkillRecommendationSchema);
export type TRecommendationsResponse = z.infer<typeof ZRecommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Managers: the team and calibration

export const ZTeamQuerySchema = z.object({
  locale: ZLocaleCodeSchema.optional(),
  pageNo: idParameter('pageNo').default(PageDefaults.pageNo),
  pageSize: positiveIntegerParameter('pageSize', PageDefaults.maxPageSize).default(15),
});
export const ZTeamMemberSchema = z.object({
  userCode: z.string(),
  displayName: z.string(),
  jobRoleName: z.string().nullable(),
  /** The member's SKILL sets and whether each is done (self assessment). */
  assessments: z.array(
    z.object({
      assessmentSetId: z.number().int(),
      title: z.string(),
      isComplete: z.boolean(),
      isExpired: z.boolean(),
    }),
  ),
  ratedCount: z.number().int(),
  gapCount: z.number().int(),
  disagreementCount: z.number().int(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;
export const ZTeamResponseSchema = pagedResult(ZTeamMemberSchema);
export type TTeamResponse = z.infer<typeof ZTeamResponseSchema>;

export const ZReporteeParamsSchema = z.object({
  userCode: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._@-]+$/),
});

const ZLatestRatingSchema = z.object({ level: z.number().int(), scaled: z.number(), at: z.string() }).nullable();
/** Self, manager and test evidence side by side for one competency. */
export const ZCalibrationRowSchema = z.object({
  competencyId: z.number().int(),
  name: z.string(),
  parentName: z.string().nullable(),
  self: ZLatestRatingSchema,
  manager: ZLatestRatingSchema,
  test: ZLatestRatingSchema,
  currentLevel: z.number().int().nullable(),
  targetLevel: z.number().int().nullable(),
  /** Self and manager (or, without a manager rating, self and test) differ by more than SkillRules.disagreementLevels. */
  isDisagreement: z.boolean(),
});
export type TCalibrationRow = z.infer<typeof ZCalibrationRowSchema>;
export const ZReporteeSkillsSchema = z.object({
  profile: ZSkillProfileSchema,
  calibration: z.array(ZCalibrationRowSchema),
  /** SKILL sets assigned to the reportee, for "rate on this set" (startManagerAssessmentForEmployee). */
  assessments: ZTeamMemberSchema.shape.assessments,
});
export type TReporteeSkills = z.infer<typeof ZReporteeSkillsSchema>;
export const ZReporteeSkillsResponseSchema = apiResult(ZReporteeSkillsSchema);
export type TReporteeSkillsResponse = z.infer<typeof ZReporteeSkillsResponseSchema>;

/** `POST /team/{userCode}/confirm`: the manager confirms these levels (one MANAGER rating each). */
export const ZConfirmLevelsRequestSchema = z.strictObject({
  items: z
    .array(z.strictObject({ competencyId: ZIdSchema, level: ZLevelSchema }))
    .min(1, M.confirmItemsRequired)
    .max(L.maxConfirmItems),
  reason: z.string().trim().min(1, M.reasonRequired).max(L.maxReasonLength, M.textTooLong),
});
export type TConfirmLevelsRequest = z.input<typeof ZConfirmLevelsRequestSchema>;
export const ZConfirmLevelsResponseSchema = apiResult(z.object({ confirmed: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Web paths

/** The learner's skill page, a manager's team view and one reportee's calibration. */
export const SKILL_PATHS = {
  profile: '/skill',
  team: '/skill/team',
  admin: '/skill/admin',
} as const;
/**
 * Whether a web route is on for a tenant's competency flags: every `/skill` page needs
 * competenciesEnabled, and the learner's own `/skill` competencyUserViewEnabled too (the menu hides
 * the others; their routes answer 404 anyway). Routes outside `/skill` are not skills'.
 */
export function isSkillRouteShown(
  route: string,
  flags: { competenciesEnabled: boolean; competencyUserViewEnabled: boolean },
): boolean {
  const path = normalizePath(route);
  if (!startsWithSegment(path, SKILL_PATHS.profile)) {
    return true;
  }
  if (!flags.competenciesEnabled) {
    return false;
  }
  return path !== SKILL_PATHS.profile || flags.competencyUserViewEnabled;
}

export function reporteeSkillsPath(userCode: string): string {
  return `/skill/team/${encodeURIComponent(userCode)}`;
}
/** Where a manager rates a reportee on a SKILL set (the attempt player, features/assessments). */
export function managerAssessmentPath(setId: number, userCode: string): string {
  return `/assessment/${setId}/rate/${encodeURIComponent(userCode)}`;
}
