import {
  localizedText,
  scaledToSkillLevel,
  skillLevelToScaled,
  SKILL_MESSAGES,
  type TEvidenceItem,
  type TLocaleCode,
  type TRecommendationsResponse,
  type TReporteeSkills,
  type TSkillHistoryPoint,
  type TSkillProfile,
  type TSkillRecommendation,
  type TStatementInput,
  type TTeamMember,
  type TTeamResponse,
  type TUserSummary,
  SUPPORTED_LOCALES,
  ZRecommendationsResponseSchema,
  ZSkillProfileResponseSchema,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { findLatestSkillScore, skillAssessmentsOfUsers } from '../assessment-attempts/skill-assessment-status.ts';
import { findAssessmentSetSummaries } from '../assessments/assessment-set-lookup.ts';
import { existingCompetencyIds } from '../competencies/competency-framework.service.ts';
import { findPaths } from '../learning-paths/learning-paths.repository.ts';
import {
  announceStatements,
  onStatementsRecorded,
  type TLearningRecordService,
} from '../learning-record/learning-record.service.ts';
import { keptAnswer, keptAnswerSize, type TKeptAnswer } from '../../lib/kept-answer.ts';
import { findJobRoleNames, findQuotientOfScore } from '../tenant-reference/tenant-reference.repository.ts';
import type { TUsersService } from '../users/users.service.ts';
import {
  loadEvidence,
  loadFramework,
  loadTargets,
  personSkillStateOf,
  rowsFor,
  type TFramework,
} from './skill-evidence.ts';
import {
  calibrationRowsOf,
  competencyName,
  latestPerSource,
  type TCoreRow,
  type TRawEvidence,
} from './skill-profile.ts';
import { recommendationCandidates } from './skill-recommendations.ts';

export type TSkillsService = ReturnType<typeof createSkillsService>;

/**
 * A learner's own profile and recommendations, computed from the record, kept briefly: the
 * learner's new statements (any module, through the learning record's announcements) drop them at
 * once in this process; `ttl` bounds how long framework administration, another node's changes
 * and resources going out of sight take to show. Bounded by size as well as count: a large
 * framework's profile is a few hundred kilobytes.
 */
export const SKILL_VIEW_CACHE = { max: 10_000, maxSize: 64 * 1024 * 1024, ttl: 10_000 } as const;

// lru-cache's reasons for aborting a load in flight (its key deleted, evicted or replaced).
const DROPPED_LOADS = new Set(['deleted', 'evicted', 'replaced']);

/** Pages of one learner's recommendations kept as answers (a page is asked again and again). */
const KEPT_PAGES = 20;

type TCachedView =
  { answer: TKeptAnswer } | { recommendations: TSkillRecommendation[]; pages: Map<string, TKeptAnswer> };

function viewSize(view: TCachedView): number {
  // Recommendations are small next to profiles: a rough estimate (their pages included) is enough.
  return 'answer' in view ? keptAnswerSize(view.answer) + 1 : view.recommendations.length * 800 + 1;
}

type TUsers = Pick<TUsersService, 'getUsersByCodes' | 'listMyReportees' | 'verifyMyReportee'>;

function displayNameOf(user: Pick<TUserSummary, 'firstName' | 'lastName' | 'userCode'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.userCode;
}

/**
 * Skill profiles (issue 17): a learner's own profile, history and recommendations; a manager's
 * team and the calibration of one reportee (the users table's manager: anyone else is a 404).
 * Every profile is computed from the learning record when read (skill-evidence.ts).
 */
export function createSkillsService(
  db: Kysely<Database>,
  deps: { record: Pick<TLearningRecordService, 'record' | 'ratingsOf' | 'completionsOfUsers'>; users: TUsers },
) {
  const { record, users } = deps;
  const views = new LRUCache<string, TCachedView, () => Promise<TCachedView>>({
    ...SKILL_VIEW_CACHE,
    sizeCalculation: viewSize,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const viewKey = (kind: 'profile' | 'recommendations', tenantCode: string, userCode: string, locale: TLocaleCode) =>
    JSON.stringify([kind, tenantCode, userCode, locale]);
  const stopListening = onStatementsRecorded((tenantCode, userCodes) => {
    for (const userCode of userCodes) {
      for (const locale of SUPPORTED_LOCALES) {
        views.delete(viewKey('profile', tenantCode, userCode, locale));
        views.delete(viewKey('recommendations', tenantCode, userCode, locale));
      }
    }
  });

  /** A cached view, or one loaded afresh when it was dropped while loading (a new statement arrived). */
  async function cached<V extends TCachedView>(key: string, load: () => Promise<V>): Promise<V> {
    try {
      return (await views.forceFetch(key, { context: load })) as V;
    } catch (error) {
      if (error instanceof Error && DROPPED_LOADS.has(error.message)) {
        return load();
      }
      throw error;
    }
  }

  async function userOf(actor: TActor, userCode: string): Promise<TUserSummary> {
    const [user] = await users.getUsersByCodes(actor, [userCode]);
    if (!user) {
      throw notFound('The user');
    }
    return user;
  }

  /** A reportee of the caller (active, the caller is their manager), else 404. */
  async function reporteeOf(actor: TActor, userCode: string): Promise<TUserSummary> {
    if (userCode === actor.userCode || !(await users.verifyMyReportee(actor, userCode))) {
      throw notFound('The employee');
    }
    return userOf(actor, userCode);
  }

  /** Rater names, set titles and path titles of some evidence, in a locale. */
  async function evidenceLabels(actor: TActor, evidence: readonly TRawEvidence[], locale: TLocaleCode) {
    const raterCodes = [...new Set(evidence.flatMap((item) => item.raterUserCode ?? []))];
    const setIds = [...new Set(evidence.flatMap((item) => item.setId ?? []))];
    const pathIds = [...new Set(evidence.flatMap((item) => item.pathId ?? []))];
    const [raters, sets, paths] = await Promise.all([
      raterCodes.length > 0 ? users.getUsersByCodes(actor, raterCodes) : [],
      findAssessmentSetSummaries(db, actor.tenantCode, setIds, locale),
      pathIds.length > 0 ? findPaths(db, actor.tenantCode, { ids: pathIds }) : [],
    ]);
    return {
      raterName: new Map(raters.map((rater) => [rater.userCode, displayNameOf(rater)])),
      setTitle: new Map([...sets].map(([setId, set]) => [setId, set.title])),
      pathTitle: new Map(
        paths.map((path) => [path.id, localizedText({ en: path.title_en, 'fr-CA': path.title_fr }, locale)]),
      ),
    };
  }

  /** A person's profile as the contract presents it. */
  async function presentProfile(
    actor: TActor,
    user: TUserSummary,
    framework: TFramework,
    rows: readonly TCoreRow[],
    locale: TLocaleCode,
  ): Promise<TSkillProfile> {
    const levelCount = framework.scale.length;
    const [labels, jobRoles, score] = await Promise.all([
      evidenceLabels(
        actor,
        rows.flatMap((row) => row.evidence),
        locale,
      ),
      findJobRoleNames(db, actor.tenantCode, user.jobRoleCode ? [user.jobRoleCode] : []),
      findLatestSkillScore(db, actor.tenantCode, user.userCode),
    ]);
    const quotient = score === null ? undefined : await findQuotientOfScore(db, actor.tenantCode, score);
    const jobRole = user.jobRoleCode ? jobRoles.get(user.jobRoleCode) : undefined;
    const presentEvidence = (item: TRawEvidence): TEvidenceItem => ({
      source: item.source,
      scaled: item.scaled,
      level: scaledToSkillLevel(item.scaled, levelCount),
      at: item.at,
      raterName: item.raterUserCode ? (labels.raterName.get(item.raterUserCode) ?? null) : null,
      fromTitle:
        item.setId !== null
          ? (labels.setTitle.get(item.setId) ?? null)
          : item.pathId !== null
            ? (labels.pathTitle.get(item.pathId) ?? null)
            : null,
      reason: item.reason,
    });
    return {
      userCode: user.userCode,
      displayName: displayNameOf(user),
      jobRoleCode: user.jobRoleCode,
      jobRoleName: jobRole ? localizedText(jobRole, locale) : null,
      scale: framework.scale.map((level) => ({
        level: level.level,
        name: localizedText(level.name, locale),
        description: localizedText(level.description, locale),
      })),
      rows: rows.map((row) => ({
        competencyId: row.competency.id,
        code: row.competency.code,
        name: competencyName(row.competency, locale),
        parentId: row.competency.parentId,
        parentName: row.parent ? competencyName(row.parent, locale) : null,
        currentScaled: row.currentScaled,
        currentLevel: row.currentLevel,
        targetLevel: row.targetLevel,
        gap: row.gap,
        evidence: latestPerSource(row.evidence).map(presentEvidence),
      })),
      quotient: quotient
        ? { code: quotient.code, name: localizedText({ en: quotient.name_en, 'fr-CA': quotient.name_fr }, locale) }
        : null,
    };
  }

  /** The framework, evidence and rows of one person, now. */
  const stateOf = (tenantCode: string, user: Pick<TUserSummary, 'userCode' | 'jobRoleCode'>) =>
    personSkillStateOf(db, record, tenantCode, user);

  /**
   * `GET /profile`: the caller's skill profile, serialised, checked and (on first ask per encoding)
   * compressed once: a large framework's profile is then neither encoded nor compressed again on
   * every call (`lib/kept-answer.ts`).
   */
  async function getProfileAnswer(actor: TActor, asked: TLocaleCode | undefined): Promise<TKeptAnswer> {
    const locale = asked ?? actor.defaultLocale;
    const view = await cached(viewKey('profile', actor.tenantCode, actor.userCode, locale), async () => {
      const user = await userOf(actor, actor.userCode);
      const { framework, rows } = await stateOf(actor.tenantCode, user);
      const profile = await presentProfile(actor, user, framework, rows, locale);
      const answer = ZSkillProfileResponseSchema.parse({ success: true, returnValue: profile, message: null });
      return { answer: keptAnswer(JSON.stringify(answer)) };
    });
    return view.answer;
  }

  /** `GET /history`: the caller's dated evidence, oldest first (one competency of the tenant's, else 404). */
  async function getHistory(actor: TActor, competencyId: number | undefined): Promise<TSkillHistoryPoint[]> {
    if (competencyId !== undefined && (await existingCompetencyIds(db, actor.tenantCode, [competencyId])).size === 0) {
      throw notFound('The competency');
    }
    const user = await userOf(actor, actor.userCode);
    const { framework, evidence } = await stateOf(actor.tenantCode, user);
    const levelCount = framework.scale.length;
    return evidence
      .filter((item) => competencyId === undefined || item.competencyId === competencyId)
      .toSorted((left, right) => left.at.localeCompare(right.at))
      .map((item) => ({
        competencyId: item.competencyId,
        source: item.source,
        scaled: item.scaled,
        level: scaledToSkillLevel(item.scaled, levelCount),
        at: item.at,
      }));
  }

  /** `GET /recommendations`: resources and paths for the caller's gaps, ranked, paged, with their reason (serialised). */
  async function getRecommendationsAnswer(
    actor: TActor,
    query: { locale?: TLocaleCode | undefined; pageNo: number; pageSize: number },
  ): Promise<TKeptAnswer> {
    const locale = query.locale ?? actor.defaultLocale;
    const { recommendations, pages } = await cached(
      viewKey('recommendations', actor.tenantCode, actor.userCode, locale),
      async () => {
        const ranked = await rankedRecommendations(actor, locale);
        // Checked once against the contract when kept: a page is then a slice of checked items.
        ZRecommendationsResponseSchema.parse({ result: ranked, totalRecords: ranked.length });
        return { recommendations: ranked, pages: new Map<string, TKeptAnswer>() };
      },
    );
    const pageKey = `${query.pageNo}:${query.pageSize}`;
    let answer = pages.get(pageKey);
    if (!answer) {
      const start = (query.pageNo - 1) * query.pageSize;
      const page: TRecommendationsResponse = {
        result: recommendations.slice(start, start + query.pageSize),
        totalRecords: recommendations.length,
      };
      answer = keptAnswer(JSON.stringify(page));
      if (pages.size < KEPT_PAGES) {
        pages.set(pageKey, answer);
      }
    }
    return answer;
  }

  /** Every recommendation of the caller's gaps, ranked, with its reason. */
  async function rankedRecommendations(actor: TActor, locale: TLocaleCode): Promise<TSkillRecommendation[]> {
    const user = await userOf(actor, actor.userCode);
    const { framework, rows, evidence } = await stateOf(actor.tenantCode, user);
    const completedPathIds = new Set(evidence.flatMap((item) => item.pathId ?? []));
    const candidates = await recommendationCandidates(db, actor.tenantCode, rows, framework.tags, locale, {
      kinds: ['RESOURCE', 'PATH'],
      completedPathIds,
      isOnePerObject: true,
    });
    const levelName = (level: number | null) => {
      const entry = level === null ? undefined : framework.scale[level - 1];
      return entry ? localizedText(entry.name, locale) : null;
    };
    return candidates.map((candidate) => ({
      objectKind: candidate.objectKind,
      objectId: candidate.objectId,
      title: candidate.title,
      url: candidate.url,
      competencyId: candidate.competency.id,
      competencyName: competencyName(candidate.competency, locale),
      tagLevel: candidate.tagLevel,
      targetLevel: candidate.targetLevel,
      targetLevelName: levelName(candidate.targetLevel) ?? String(candidate.targetLevel),
      currentLevel: candidate.currentLevel,
      currentLevelName: levelName(candidate.currentLevel),
      gap: candidate.gap,
    }));
  }

  /** `GET /team`: the caller's active reportees, paged by name, each with their skill summary. */
  async function getTeam(
    actor: TActor,
    query: { locale?: TLocaleCode | undefined; pageNo: number; pageSize: number },
  ): Promise<TTeamResponse> {
    const locale = query.locale ?? actor.defaultLocale;
    const page = await users.listMyReportees(actor, {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      displayAll: false,
      sortColumns: [
        { colId: 'lastName', sort: 'asc' },
        { colId: 'firstName', sort: 'asc' },
      ],
    });
    const codes = page.result.map((user) => user.userCode);
    const framework = await loadFramework(db, actor.tenantCode);
    const [evidence, targets, assessments, jobRoles] = await Promise.all([
      loadEvidence(db, record, actor.tenantCode, codes, framework),
      loadTargets(
        db,
        actor.tenantCode,
        page.result.map((user) => user.jobRoleCode),
      ),
      skillAssessmentsOfUsers(db, actor.tenantCode, codes, locale),
      findJobRoleNames(
        db,
        actor.tenantCode,
        page.result.flatMap((user) => user.jobRoleCode ?? []),
      ),
    ]);
    const now = new Date().toISOString();
    const levelCount = framework.scale.length;
    const result = page.result.map((user): TTeamMember => {
      const rows = rowsFor(
        framework,
        user.jobRoleCode ? targets.get(user.jobRoleCode) : undefined,
        evidence.get(user.userCode) ?? [],
        now,
      );
      const jobRole = user.jobRoleCode ? jobRoles.get(user.jobRoleCode) : undefined;
      return {
        userCode: user.userCode,
        displayName: displayNameOf(user),
        jobRoleName: jobRole ? localizedText(jobRole, locale) : null,
        assessments: assessments.get(user.userCode) ?? [],
        ratedCount: rows.filter((row) => row.currentLevel !== null).length,
        gapCount: rows.filter((row) => row.gap > 0).length,
        disagreementCount: calibrationRowsOf(rows, levelCount, locale).filter((row) => row.isDisagreement).length,
      };
    });
    return { result, totalRecords: page.totalRecords };
  }

  /** `GET /team/{userCode}`: a reportee's profile, calibration rows and SKILL sets. */
  async function getReportee(
    actor: TActor,
    userCode: string,
    asked: TLocaleCode | undefined,
  ): Promise<TReporteeSkills> {
    const locale = asked ?? actor.defaultLocale;
    const user = await reporteeOf(actor, userCode);
    const { framework, rows } = await stateOf(actor.tenantCode, user);
    const [profile, assessments] = await Promise.all([
      presentProfile(actor, user, framework, rows, locale),
      skillAssessmentsOfUsers(db, actor.tenantCode, [user.userCode], locale),
    ]);
    return {
      profile,
      calibration: calibrationRowsOf(rows, framework.scale.length, locale),
      assessments: assessments.get(user.userCode) ?? [],
    };
  }

  /**
   * `POST /team/{userCode}/confirm`: the manager confirms levels of a reportee, each one MANAGER
   * rating carrying the reason, all in one transaction. Unknown competencies and levels outside the
   * tenant's scale are a 400 naming `items.<index>.competencyId` / `.level`.
   */
  async function confirmLevels(
    actor: TActor,
    userCode: string,
    body: { items: readonly { competencyId: number; level: number }[]; reason: string },
  ): Promise<{ confirmed: number }> {
    const user = await reporteeOf(actor, userCode);
    const framework = await loadFramework(db, actor.tenantCode);
    const levelCount = framework.scale.length;
    const known = await existingCompetencyIds(
      db,
      actor.tenantCode,
      body.items.map((item) => item.competencyId),
    );
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      if (!known.has(item.competencyId)) {
        errors[`items.${index}.competencyId`] = [SKILL_MESSAGES.competencyUnknown];
      } else if (seen.has(item.competencyId)) {
        errors[`items.${index}.competencyId`] = [SKILL_MESSAGES.targetDuplicate];
      }
      seen.add(item.competencyId);
      if (item.level > levelCount) {
        errors[`items.${index}.level`] = [SKILL_MESSAGES.levelInvalid];
      }
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'Some levels cannot be confirmed.', errors);
    }
    const now = new Date().toISOString();
    const statements: TStatementInput[] = body.items.map((item) => ({
      actorUserCode: user.userCode,
      verb: 'rated',
      objectKind: 'COMPETENCY',
      objectId: String(item.competencyId),
      result: { scoreScaled: skillLevelToScaled(item.level, levelCount), scoreRaw: item.level },
      context: { source: 'MANAGER', raterUserCode: actor.userCode, reason: body.reason },
      idempotencyKey: `confirmed:${actor.userCode}:${user.userCode}:${item.competencyId}:${now}`,
    }));
    const confirmed = await db.transaction().execute((trx) => record.record(trx, actor.tenantCode, statements, now));
    // Committed: cached views of the reportee (loaded meanwhile from the old state) go.
    announceStatements(actor.tenantCode, [user.userCode]);
    return { confirmed };
  }

  /** Stops hearing the learning record (the app's onClose). */
  function close(): void {
    stopListening();
    views.clear();
  }

  return { getProfileAnswer, getHistory, getRecommendationsAnswer, getTeam, getReportee, confirmLevels, close };
}
