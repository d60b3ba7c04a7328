import {
  assessmentSetPath,
  eventPath,
  isModuleEnabled,
  learningPathPath,
  localizedText,
  resourceFeedPath,
  TEAM_MESSAGES,
  TeamValidation,
  ZTeamMembersResponseSchema,
  type TLocaleCode,
  type TModuleCode,
  type TMyTeamResponse,
  type TParsedTeamAssignRequest,
  type TParsedTeamMembersRequest,
  type TParsedTeamNudgeRequest,
  type TTeamAssignableKind,
  type TTeamAssignablesResponse,
  type TTeamAssignResponse,
  type TTeamLearningTogether,
  type TTeamMemberDetailResponse,
  type TTeamNudgeResponse,
} from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TKeptAnswer } from '../../lib/kept-answer.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { addUserAssignments as addSetAssignments } from '../assessments/assessments.repository.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
import type { TCompetencyGate } from '../competencies/competency-gate.ts';
import { notifyUsers } from '../events/event-notifications.ts';
import { viewerAudienceKeys } from '../events/event-audience.ts';
import { registerForSession } from '../events/event-seats.ts';
import { isInAudience } from '../events/events.repository.ts';
import { addUserAssignments as addPathAssignments } from '../learning-paths/learning-paths.repository.ts';
import { onStatementsRecorded, type TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { addRequiredAssignments } from '../resources/resource-activity.repository.ts';
import type { TTenantService } from '../tenant/tenant.service.ts';
import { pageOfMembers, type TListedMember } from './team-list.ts';
import { loadMemberAssignments, loadMemberMetrics } from './team-metrics.ts';
import { assignmentText, nudgeText } from './team-notifications.ts';
import { displayNameOf, presentMember, presentPerson } from './team.presenter.ts';
import { isWholeLine } from './team.policy.ts';
import {
  ACTIVITY_VERBS,
  CODE_CHUNK,
  countPeopleByObject,
  findAssignableItems,
  findAssignableSessions,
  findDirectReportCodes,
  findLine,
  findPeople,
  findSessionWithEvent,
  findTitles,
  isResourceVisible,
  recordNudges,
  type TLineRow,
} from './team.repository.ts';
import { objectKey, resolveTitles } from './team-titles.ts';

export type TTeamService = ReturnType<typeof createTeamService>;

type TTeamActor = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale'>;

/**
 * How long a manager's computed line (every member with their metrics) and the pages made from it
 * are kept. An assignment and any new statement of the tenant's record drop them in this process;
 * other changes (a manager changed by the people admin, another node's writes) show within this
 * time (twice that at most: a line past its time is answered once more while it is recomputed).
 * Membership checks of writes and of a member's page never use it.
 */
export const TEAM_CACHE_MS = 10_000;

/** Lines kept (a line of 500 members is about 300 KB). */
const KEPT_LINES = 200;
const ANSWER_BYTES = 32 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
// lru-cache's reasons for aborting a load in flight (its key deleted, evicted or replaced).
const DROPPED_LOADS = new Set(['deleted', 'evicted', 'replaced']);

/** The module each assignable kind belongs to: a kind of a module the tenant has off does not exist. */
const MODULE_OF_KIND: Record<TTeamAssignableKind, TModuleCode> = {
  PATH: 'LEARNINGPATH',
  RESOURCE: 'RESOURCELIBRARY',
  ASSESSMENT: 'ASSESSMENT',
  EVENT: 'EVENTS',
};

/** Learning record object kinds that "learning together" counts, and the assignable kind each is. */
const TOGETHER_KINDS: Record<string, TTeamAssignableKind> = {
  PATH: 'PATH',
  RESOURCE: 'RESOURCE',
  ASSESSMENTSET: 'ASSESSMENT',
  EVENT: 'EVENT',
};

export type TTeamServiceOptions = {
  record: Pick<
    TLearningRecordService,
    'completionsOfUsers' | 'ratingsOf' | 'activityOf' | 'completedObjectIds' | 'latestStatements'
  >;
  gate: Pick<TCompetencyGate, 'flagsOf'>;
  tenants: Pick<TTenantService, 'listEnabledModuleCodes'>;
  /** Tells the open notification streams of notifications stored (after the commit). */
  announce: (tenantCode: string, notificationIds: readonly number[]) => void;
  /** The events module drops what it kept of the tenant (registrations were added). */
  eventsChanged: (tenantCode: string) => void;
  clock?: () => Date;
};

/**
 * Teams (issue 20): a manager's line (everyone below them), one member's assignments and activity,
 * assigning items and nudging people of the line, and an employee's own team. Every read and write
 * is scoped by the actor's tenant and line; anyone else is 404.
 */
export function createTeamService(db: Kysely<Database>, options: TTeamServiceOptions) {
  const { record, gate, tenants, announce } = options;
  const clock = options.clock ?? (() => new Date());
  // A line past its time is still answered while its replacement is computed (lru-cache's stale
  // while fetching): the page of a large line never waits on the recomputation, and a write of this
  // process (or a statement of the tenant) deletes it, so the next page waits for a fresh one.
  const lines = new LRUCache<string, TListedMember[], () => Promise<TListedMember[]>>({
    max: KEPT_LINES,
    ttl: TEAM_CACHE_MS,
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const answers = createAnswerCache({ maxBytes: ANSWER_BYTES, ttl: TEAM_CACHE_MS });
  const lineKey = (tenantCode: string, userCode: string, locale: TLocaleCode) =>
    JSON.stringify([tenantCode, userCode, locale]);

  /** Drops every line and page kept for the tenant (its people learned, or were assigned something). */
  function forgetTenant(tenantCode: string): void {
    const prefix = JSON.stringify([tenantCode]).slice(0, -1);
    for (const key of [...lines.keys()]) {
      if (key.startsWith(prefix)) {
        lines.delete(key);
      }
    }
    answers.forget([tenantCode]);
  }
  const stopListening = onStatementsRecorded((tenantCode) => forgetTenant(tenantCode));

  const localeOf = (actor: TTeamActor, asked: TLocaleCode | undefined): TLocaleCode => asked ?? actor.defaultLocale;

  /** The kept line (stale while its replacement loads), or one computed afresh when it was dropped while loading. */
  async function keptLine(key: string, load: () => Promise<TListedMember[]>): Promise<TListedMember[]> {
    try {
      return (await lines.fetch(key, { context: load })) ?? (await load());
    } catch (error) {
      // lru-cache aborts a load whose key was deleted (a write or a statement meanwhile).
      if (error instanceof Error && DROPPED_LOADS.has(error.message)) {
        return load();
      }
      throw error;
    }
  }

  /** The members of the caller's line as rows are shown, with their metrics, now. */
  async function computeLine(actor: TTeamActor, locale: TLocaleCode): Promise<TListedMember[]> {
    const rows = await findLine(db, actor.tenantCode, actor.userCode);
    return presentRows(actor, rows, locale);
  }

  async function presentRows(actor: TTeamActor, rows: readonly TLineRow[], locale: TLocaleCode) {
    const modules = await tenants.listEnabledModuleCodes(actor.tenantCode);
    const metrics = await loadMemberMetrics({ db, record, gate }, actor.tenantCode, rows, {
      locale,
      now: clock(),
      modules,
    });
    const titles = await resolveTitles(
      db,
      actor.tenantCode,
      [...metrics.values()].flatMap((entry) =>
        entry.lastActivity ? [{ kind: entry.lastActivity.kind, id: entry.lastActivity.objectId }] : [],
      ),
      locale,
    );
    return rows.flatMap((row) => {
      const entry = metrics.get(row.user_code);
      return entry ? [{ member: presentMember(row, entry, titles, locale), email: row.email }] : [];
    });
  }

  /** The people of `userCodes` in the caller's line, read now (never from a kept line); else 404. */
  async function lineMembersOf(actor: TTeamActor, userCodes: readonly string[]): Promise<TLineRow[]> {
    const rows = await findLine(db, actor.tenantCode, actor.userCode, { only: userCodes });
    if (!isWholeLine(actor, userCodes, rows)) {
      throw notFound('The person');
    }
    return rows;
  }

  /** `POST /api/team/members`: a page of the caller's line as sent (kept TEAM_CACHE_MS). */
  async function membersAnswer(actor: TTeamActor, request: TParsedTeamMembersRequest): Promise<TKeptAnswer> {
    const locale = localeOf(actor, request.locale);
    const { tenantCode, userCode } = actor;
    return answers.get([tenantCode, userCode, locale, JSON.stringify(request)], async () => {
      const key = lineKey(tenantCode, userCode, locale);
      const all = await keptLine(key, () => computeLine(actor, locale));
      return { json: JSON.stringify(ZTeamMembersResponseSchema.parse(pageOfMembers(all, request, clock()))) };
    });
  }

  /** `GET /api/team/members/{userCode}`: one member, their assignments and their latest activity. */
  async function memberDetail(
    actor: TTeamActor,
    userCode: string,
    asked: TLocaleCode | undefined,
  ): Promise<TTeamMemberDetailResponse> {
    const locale = localeOf(actor, asked);
    const [row] = await lineMembersOf(actor, [userCode]);
    if (!row) {
      throw notFound('The person');
    }
    const modules = await tenants.listEnabledModuleCodes(actor.tenantCode);
    const now = clock();
    const [[listed], assignments, statements] = await Promise.all([
      presentRows(actor, [row], locale),
      loadMemberAssignments({ db, record }, actor.tenantCode, row, { locale, now, modules }),
      record.latestStatements(db, actor.tenantCode, userCode, ACTIVITY_VERBS, TeamValidation.maxRecentActivity),
    ]);
    if (!listed) {
      throw notFound('The person');
    }
    const titles = await resolveTitles(
      db,
      actor.tenantCode,
      statements.map((statement) => ({ kind: statement.objectKind, id: statement.objectId })),
      locale,
    );
    return {
      member: listed.member,
      assignments,
      recentActivity: statements.flatMap((statement) => {
        const kind = statement.objectKind;
        return kind === 'GOAL' ||
          kind === 'PATH' ||
          kind === 'LEVEL' ||
          kind === 'MODULE' ||
          kind === 'RESOURCE' ||
          kind === 'ASSESSMENTSET' ||
          kind === 'COMPETENCY' ||
          kind === 'ARTICLE' ||
          kind === 'EVENT'
          ? [
              {
                verb: statement.verb as (typeof ACTIVITY_VERBS)[number],
                kind,
                title: titles.get(objectKey(kind, statement.objectId)) ?? '',
                at: statement.at,
              },
            ]
          : [];
      }),
    };
  }

  /** `GET /api/team/assignables`: what the caller may assign of one kind (its module on), by title. */
  async function assignables(
    actor: TTeamActor,
    query: { kind: TTeamAssignableKind; term?: string | undefined; locale?: TLocaleCode | undefined },
  ): Promise<TTeamAssignablesResponse> {
    const locale = localeOf(actor, query.locale);
    const modules = await tenants.listEnabledModuleCodes(actor.tenantCode);
    if (!isModuleEnabled(modules, MODULE_OF_KIND[query.kind])) {
      return { result: [] };
    }
    const now = clock().toISOString();
    if (query.kind === 'EVENT') {
      const sessions = await findAssignableSessions(
        db,
        actor.tenantCode,
        query.term,
        now,
        TeamValidation.maxAssignables,
      );
      return {
        result: sessions.map((row) => ({
          kind: 'EVENT',
          itemId: row.id,
          title: localizedText({ en: row.title_en, 'fr-CA': row.title_fr }, locale),
          detail: row.starts_at,
        })),
      };
    }
    const rows = await findAssignableItems(
      db,
      actor.tenantCode,
      query.kind,
      query.term,
      now,
      TeamValidation.maxAssignables,
    );
    return {
      result: rows.map((row) => ({
        kind: query.kind,
        itemId: row.id,
        title: localizedText({ en: row.title_en ?? '', 'fr-CA': row.title_fr ?? '' }, locale),
        detail: null,
      })),
    };
  }

  /** The item an assignment names, if the tenant has it and it may be assigned now; 404 / 409 otherwise. */
  async function assignedItem(actor: TTeamActor, kind: TTeamAssignableKind, itemId: number, now: string) {
    const modules = await tenants.listEnabledModuleCodes(actor.tenantCode);
    if (!isModuleEnabled(modules, MODULE_OF_KIND[kind])) {
      throw notFound('The item');
    }
    if (kind === 'EVENT') {
      const session = await findSessionWithEvent(db, actor.tenantCode, itemId);
      if (!session) {
        throw notFound('The session');
      }
      return {
        titleEn: session.title_en,
        titleFr: session.title_fr,
        path: eventPath(session.event_id),
        startsAt: session.starts_at,
      };
    }
    const [row] = await findTitles(db, actor.tenantCode, kind === 'ASSESSMENT' ? 'ASSESSMENTSET' : kind, [itemId]);
    if (!row) {
      throw notFound('The item');
    }
    if (row.status !== 'PUBLISHED') {
      throw new AppError('conflict', TEAM_MESSAGES.itemUnavailable);
    }
    if (kind === 'RESOURCE' && !(await isResourceVisible(db, actor.tenantCode, itemId, now))) {
      throw new AppError('conflict', TEAM_MESSAGES.itemUnavailable);
    }
    const path =
      kind === 'PATH'
        ? learningPathPath(itemId)
        : kind === 'RESOURCE'
          ? resourceFeedPath(itemId)
          : assessmentSetPath(itemId);
    return { titleEn: row.title_en ?? '', titleFr: row.title_fr ?? '', path, startsAt: null };
  }

  /** Registers each person for the session by the events module's seat rules (seat, else waiting list). */
  async function registerPeople(
    trx: Transaction<Database>,
    tenantCode: string,
    sessionId: number,
    userCodes: readonly string[],
    now: string,
  ) {
    const session = await findSessionWithEvent(trx, tenantCode, sessionId);
    if (
      !session ||
      session.status !== 'SCHEDULED' ||
      session.event_status !== 'PUBLISHED' ||
      now >= session.starts_at ||
      now > session.registration_deadline
    ) {
      throw new AppError('conflict', TEAM_MESSAGES.itemUnavailable);
    }
    // An event is for its audience: someone outside it could not open the session they were given.
    for (const userCode of userCodes) {
      const keys = await viewerAudienceKeys(trx, tenantCode, userCode);
      if (!(await isInAudience(trx, tenantCode, session.event_id, keys))) {
        throw new AppError('conflict', TEAM_MESSAGES.notInEventAudience);
      }
    }
    const seated: string[] = [];
    const waiting: string[] = [];
    // One person after the other: each seat is the events module's conditional update.
    for (const userCode of userCodes) {
      const outcome = await registerForSession(trx, tenantCode, sessionId, userCode, now);
      if (outcome.kind === 'SEATED') {
        seated.push(userCode);
      } else if (outcome.kind === 'WAITING') {
        waiting.push(userCode);
      }
    }
    return { seated, waiting };
  }

  /**
   * `POST /api/team/assignments`: assigns one item to people of the caller's line, in one
   * transaction: the module's own assignment rows, a notification for each person newly assigned
   * (in their language) and an audit entry for each. Someone outside the line: 404, nothing written.
   */
  async function assign(
    actor: TTeamActor,
    body: TParsedTeamAssignRequest,
    origin: string,
  ): Promise<TTeamAssignResponse> {
    const now = clock();
    const nowIso = now.toISOString();
    const item = await assignedItem(actor, body.kind, body.itemId, nowIso);
    await lineMembersOf(actor, body.userCodes);
    const [manager] = await findPeople(db, actor.tenantCode, [actor.userCode]);
    const managerName = manager ? displayNameOf(manager) : actor.userCode;
    const dueDate = body.dueDate ?? null;
    const { assigned, notificationIds } = await db.transaction().execute(async (trx) => {
      let newly: string[];
      const notices: { codes: string[]; seat?: 'SEATED' | 'WAITING' }[] = [];
      switch (body.kind) {
        case 'PATH':
          newly = await addPathAssignments(trx, actor.tenantCode, body.itemId, body.userCodes, actor.userCode, nowIso);
          notices.push({ codes: newly });
          break;
        case 'RESOURCE':
          newly = await addRequiredAssignments(trx, actor.tenantCode, body.itemId, body.userCodes, {
            // As the resource library stores an admin's due date: the day's start (UTC).
            dueDate: dueDate ? new Date(dueDate).toISOString() : null,
            assignedBy: actor.userCode,
            assignedAt: nowIso,
          });
          notices.push({ codes: newly });
          break;
        case 'ASSESSMENT':
          newly = await addSetAssignments(trx, actor.tenantCode, body.itemId, body.userCodes, {
            // Sets count due days from the assignment: the whole due day is included.
            dueDays: dueDate
              ? Math.max(1, Math.ceil((Date.parse(`${dueDate}T23:59:59.999Z`) - now.getTime()) / DAY_MS))
              : null,
            assignedBy: actor.userCode,
            now: nowIso,
          });
          notices.push({ codes: newly });
          break;
        case 'EVENT': {
          const { seated, waiting } = await registerPeople(trx, actor.tenantCode, body.itemId, body.userCodes, nowIso);
          newly = [...seated, ...waiting];
          notices.push({ codes: seated, seat: 'SEATED' }, { codes: waiting, seat: 'WAITING' });
          break;
        }
      }
      const ids: number[] = [];
      for (const notice of notices) {
        ids.push(
          ...(await notifyUsers(
            trx,
            actor.tenantCode,
            notice.codes,
            (locale) =>
              assignmentText(
                {
                  kind: body.kind,
                  title: localizedText({ en: item.titleEn, 'fr-CA': item.titleFr }, locale),
                  managerName,
                  dueDate: body.kind === 'EVENT' ? item.startsAt : dueDate,
                  message: body.message,
                  href: `${origin}${item.path}`,
                  ...(notice.seat ? { seat: notice.seat } : {}),
                },
                locale,
              ),
            { defaultLocale: actor.defaultLocale, now: nowIso, createdBy: actor.userCode },
          )),
        );
      }
      for (const userCode of newly) {
        await recordAdminChange(trx, actor, {
          area: 'team',
          action: 'assign',
          targetKind: 'user',
          targetId: userCode,
          before: null,
          after: { kind: body.kind, itemId: body.itemId, title: item.titleEn, dueDate, message: body.message ?? null },
        });
      }
      return { assigned: new Set(newly), notificationIds: ids };
    });
    announce(actor.tenantCode, notificationIds);
    forgetTenant(actor.tenantCode);
    if (body.kind === 'EVENT') {
      options.eventsChanged(actor.tenantCode);
    }
    return {
      assigned: body.userCodes.filter((code) => assigned.has(code)),
      alreadyAssigned: body.userCodes.filter((code) => !assigned.has(code)),
    };
  }

  /**
   * `POST /api/team/nudges`: reminds people of the caller's line; a person this manager nudged
   * less than 24 hours ago is skipped (the database decides, one statement).
   */
  async function nudge(actor: TTeamActor, body: TParsedTeamNudgeRequest, origin: string): Promise<TTeamNudgeResponse> {
    await lineMembersOf(actor, body.userCodes);
    const now = clock();
    const nowIso = now.toISOString();
    const cutoff = new Date(now.getTime() - TeamValidation.nudgeHours * 60 * 60 * 1000).toISOString();
    const [manager] = await findPeople(db, actor.tenantCode, [actor.userCode]);
    const managerName = manager ? displayNameOf(manager) : actor.userCode;
    const { sent, notificationIds } = await db.transaction().execute(async (trx) => {
      const nudged = await recordNudges(trx, actor.tenantCode, actor.userCode, body.userCodes, nowIso, cutoff);
      const ids = await notifyUsers(
        trx,
        actor.tenantCode,
        nudged,
        (locale) => nudgeText({ managerName, message: body.message, href: `${origin}/` }, locale),
        { defaultLocale: actor.defaultLocale, now: nowIso, createdBy: actor.userCode },
      );
      return { sent: new Set(nudged), notificationIds: ids };
    });
    announce(actor.tenantCode, notificationIds);
    return {
      sent: body.userCodes.filter((code) => sent.has(code)),
      skipped: body.userCodes.filter((code) => !sent.has(code)),
    };
  }

  /** What the team (these people) learned in the last 30 days, most people first (published items of enabled modules). */
  async function learningTogether(
    actor: TTeamActor,
    userCodes: readonly string[],
    locale: TLocaleCode,
  ): Promise<TTeamLearningTogether[]> {
    const modules = await tenants.listEnabledModuleCodes(actor.tenantCode);
    const kinds = Object.entries(TOGETHER_KINDS)
      .filter(([, kind]) => isModuleEnabled(modules, MODULE_OF_KIND[kind]))
      .map(([objectKind]) => objectKind);
    const since = new Date(clock().getTime() - TeamValidation.learningTogetherDays * DAY_MS).toISOString();
    const rows = await countPeopleByObject(
      db,
      actor.tenantCode,
      userCodes.slice(0, CODE_CHUNK),
      kinds,
      since,
      TeamValidation.maxLearningTogether * 4,
    );
    const published = new Map<string, { en: string; 'fr-CA': string }>();
    await Promise.all(
      kinds.map(async (objectKind) => {
        const ids = rows.filter((row) => row.object_kind === objectKind).map((row) => Number(row.object_id));
        const titled = await findTitles(
          db,
          actor.tenantCode,
          objectKind as 'PATH' | 'RESOURCE' | 'ASSESSMENTSET' | 'EVENT',
          ids.filter((id) => Number.isSafeInteger(id) && id > 0),
        );
        for (const row of titled) {
          if (row.status === 'PUBLISHED') {
            published.set(objectKey(objectKind, row.id), { en: row.title_en ?? '', 'fr-CA': row.title_fr ?? '' });
          }
        }
      }),
    );
    return rows
      .flatMap((row) => {
        const text = published.get(objectKey(row.object_kind, row.object_id));
        const kind = TOGETHER_KINDS[row.object_kind];
        return text && kind
          ? [
              {
                kind,
                itemId: Number(row.object_id),
                title: localizedText(text, locale),
                peopleCount: Number(row.people),
              },
            ]
          : [];
      })
      .slice(0, TeamValidation.maxLearningTogether);
  }

  /** `GET /api/team/mine`: my manager, my teammates (same manager) and what we learn together. */
  async function mine(actor: TTeamActor, asked: TLocaleCode | undefined): Promise<TMyTeamResponse> {
    const locale = localeOf(actor, asked);
    const [me] = await findPeople(db, actor.tenantCode, [actor.userCode]);
    const managerCode = me?.manager_user_code ?? null;
    const [managerRow] = managerCode ? await findPeople(db, actor.tenantCode, [managerCode]) : [];
    const teammateCodes = managerRow
      ? (await findDirectReportCodes(db, actor.tenantCode, managerRow.user_code)).filter(
          (code) => code !== actor.userCode,
        )
      : [];
    const collator = new Intl.Collator(locale);
    const teammates = (await findPeople(db, actor.tenantCode, teammateCodes))
      .map((row) => presentPerson(row, locale))
      .toSorted((left, right) => collator.compare(left.displayName, right.displayName));
    // Without a manager, "my team" is the people I lead.
    const team = managerRow
      ? [actor.userCode, ...teammateCodes]
      : [actor.userCode, ...(await findDirectReportCodes(db, actor.tenantCode, actor.userCode))];
    return {
      manager: managerRow ? presentPerson(managerRow, locale) : null,
      teammates,
      learningTogether: await learningTogether(actor, team, locale),
    };
  }

  return { membersAnswer, memberDetail, assignables, assign, nudge, mine, forgetTenant, close: stopListening };
}
