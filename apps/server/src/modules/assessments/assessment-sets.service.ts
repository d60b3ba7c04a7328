import {
  ASSESSMENT_MESSAGES,
  learnerQuestionView,
  type TAssessmentMessageName,
  type TAssessmentSet,
  type TLocaleCode,
  type TSaveSetData,
  type TSetAssignment,
  type TSetAssignmentsRequest,
  type TSetChoice,
  type TSetListQuery,
  type TSetListResponse,
  type TSetPreview,
  type TSetStatistics,
  ZSetAssignmentsRequestSchema,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { listGradedAnswers, type TGradedAnswer } from '../assessment-attempts/attempt-grading.ts';
import { drawSetQuestions } from './assessment-set-lookup.ts';
import { localizedRating, ratesDeletedCompetency, ratingsOf } from './question-ratings.ts';
import { removeSetSearchDocuments, syncSetSearchDocuments } from './assessment-set-search-documents.ts';
import { contentOf, presentAssignment, presentSet, presentSetListItem, setTitle } from './assessments.presenter.ts';
import {
  countActiveQuestions,
  countAssignmentsOfSets,
  deleteSet,
  findAssignments,
  findBanksByIds,
  findExistingTargets,
  findQuestionsByIds,
  findQuestionsOfBank,
  findSet,
  findSetBanks,
  findSetsPage,
  insertSet,
  replaceAssignments,
  replaceSetBanks,
  setRowValues,
  updateSetRow,
  type TSetRow,
} from './assessments.repository.ts';
import { computeSetStatistics } from './set-statistics.ts';

type TFieldErrors = Record<string, string[]>;

function addIssue(errors: TFieldErrors, field: string, name: TAssessmentMessageName): void {
  (errors[field] ??= []).push(ASSESSMENT_MESSAGES[name]);
}

function failIfAny(errors: TFieldErrors, message: string): void {
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', message, errors);
  }
}

function localeOf(actor: TActor, asked: TLocaleCode | undefined): TLocaleCode {
  return asked ?? actor.defaultLocale;
}

type TDb = Kysely<Database>;

export type TAssessmentSetsService = ReturnType<typeof createAssessmentSetsService>;

/**
 * Assessment sets (issue 16): CRUD, publishing (a set needs enough active questions in each bank
 * for its draw), assignments, the admin preview (a draw as a learner sees it, nothing recorded) and
 * per-question statistics. Every read and write is scoped by the actor's tenant; another tenant's
 * set or bank is "not found" (a 400 on the field for a bank named in a body). Writes are one
 * transaction with their search documents.
 */
export function createAssessmentSetsService(db: TDb) {
  async function setOf(conn: TDb, tenantCode: string, setId: number): Promise<TSetRow> {
    const set = await findSet(conn, tenantCode, setId);
    if (!set) {
      throw notFound('The assessment set');
    }
    return set;
  }

  async function activeCountsOf(conn: TDb, tenantCode: string, bankIds: readonly number[]) {
    const counts = new Map<number, number>();
    for (const row of await countActiveQuestions(conn, tenantCode, bankIds)) {
      counts.set(row.bank_id, (counts.get(row.bank_id) ?? 0) + row.count);
    }
    return counts;
  }

  async function presentSetOf(
    conn: TDb,
    tenantCode: string,
    set: TSetRow,
    locale: TLocaleCode,
  ): Promise<TAssessmentSet> {
    const banks = await findSetBanks(conn, tenantCode, [set.id]);
    const bankIds = banks.map((bank) => bank.bank_id);
    const [bankRows, counts] = await Promise.all([
      findBanksByIds(conn, tenantCode, bankIds),
      activeCountsOf(conn, tenantCode, bankIds),
    ]);
    return presentSet(set, banks, new Map(bankRows.map((row) => [row.id, row])), counts, locale);
  }

  /** Banks named in a body must be the tenant's; publishing also needs enough active questions. */
  async function checkBanks(
    conn: TDb,
    tenantCode: string,
    banks: readonly { bankId: number; drawCount: number }[],
    needsQuestions: boolean,
  ): Promise<void> {
    const errors: TFieldErrors = {};
    const bankIds = banks.map((bank) => bank.bankId);
    const [known, counts] = await Promise.all([
      findBanksByIds(conn, tenantCode, bankIds),
      activeCountsOf(conn, tenantCode, bankIds),
    ]);
    const knownIds = new Set(known.map((row) => row.id));
    banks.forEach((bank, index) => {
      if (!knownIds.has(bank.bankId)) {
        addIssue(errors, `banks.${index}.bankId`, 'bankUnknown');
      } else if (needsQuestions && (counts.get(bank.bankId) ?? 0) < bank.drawCount) {
        addIssue(errors, `banks.${index}.drawCount`, 'notEnoughQuestions');
      }
    });
    failIfAny(errors, 'The assessment set is not valid.');
  }

  return {
    async listSets(actor: TActor, query: TSetListQuery): Promise<TSetListResponse> {
      const locale = localeOf(actor, query.locale);
      const page = await findSetsPage(db, actor.tenantCode, {
        searchText: query.searchText,
        ...(query.status ? { status: query.status } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const setIds = page.rows.map((row) => row.id);
      const [banks, assignments] = await Promise.all([
        findSetBanks(db, actor.tenantCode, setIds),
        countAssignmentsOfSets(db, actor.tenantCode, setIds),
      ]);
      return {
        totalRecords: page.total,
        result: page.rows.map((row) =>
          presentSetListItem(
            row,
            banks.filter((bank) => bank.set_id === row.id).reduce((sum, bank) => sum + bank.draw_count, 0),
            assignments.get(row.id) ?? 0,
            locale,
          ),
        ),
      };
    },

    /** Published sets by title, for pickers of other modules (a learning path's items). */
    async listSetChoices(actor: TActor, searchText: string, asked: TLocaleCode | undefined): Promise<TSetChoice[]> {
      const locale = localeOf(actor, asked);
      const page = await findSetsPage(db, actor.tenantCode, { searchText, status: 'PUBLISHED', offset: 0, limit: 100 });
      return page.rows.map((row) => ({
        setId: row.id,
        title: setTitle(row, locale),
        kind: row.kind as TSetChoice['kind'],
      }));
    },

    async getSet(actor: TActor, setId: number, asked?: TLocaleCode): Promise<TAssessmentSet> {
      return presentSetOf(db, actor.tenantCode, await setOf(db, actor.tenantCode, setId), localeOf(actor, asked));
    },

    async createSet(actor: TActor, data: TSaveSetData): Promise<TAssessmentSet> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        await checkBanks(trx, actor.tenantCode, data.banks, false);
        const setId = await insertSet(trx, actor.tenantCode, data, actor.userCode, now);
        await replaceSetBanks(trx, actor.tenantCode, setId, data.banks);
        return presentSetOf(trx, actor.tenantCode, await setOf(trx, actor.tenantCode, setId), actor.defaultLocale);
      });
    },

    /** Replaces a set's fields and banks; a published set must still have enough questions. */
    async updateSet(actor: TActor, setId: number, data: TSaveSetData): Promise<TAssessmentSet> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const current = await setOf(trx, actor.tenantCode, setId);
        await checkBanks(trx, actor.tenantCode, data.banks, current.status === 'PUBLISHED');
        await updateSetRow(trx, actor.tenantCode, setId, setRowValues(data), actor.userCode, now);
        await replaceSetBanks(trx, actor.tenantCode, setId, data.banks);
        await syncSetSearchDocuments(trx, actor.tenantCode, setId, now);
        return presentSetOf(trx, actor.tenantCode, await setOf(trx, actor.tenantCode, setId), actor.defaultLocale);
      });
    },

    /** Deletes a set that was never published (a published one has attempts and path items: unpublish it). */
    async deleteSet(actor: TActor, setId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const set = await setOf(trx, actor.tenantCode, setId);
        if (set.published_at !== null) {
          throw new AppError('validation_failed', ASSESSMENT_MESSAGES.setHasAttempts, {
            setId: [ASSESSMENT_MESSAGES.setHasAttempts],
          });
        }
        await deleteSet(trx, actor.tenantCode, setId);
        await removeSetSearchDocuments(trx, actor.tenantCode, setId);
        return setId;
      });
    },

    async publishSet(actor: TActor, setId: number): Promise<TAssessmentSet> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const set = await setOf(trx, actor.tenantCode, setId);
        const banks = await findSetBanks(trx, actor.tenantCode, [setId]);
        if (banks.length === 0) {
          throw new AppError('validation_failed', ASSESSMENT_MESSAGES.banksRequired, {
            banks: [ASSESSMENT_MESSAGES.banksRequired],
          });
        }
        await checkBanks(
          trx,
          actor.tenantCode,
          banks.map((bank) => ({ bankId: bank.bank_id, drawCount: bank.draw_count })),
          true,
        );
        await updateSetRow(
          trx,
          actor.tenantCode,
          setId,
          { status: 'PUBLISHED', published_at: set.published_at ?? now },
          actor.userCode,
          now,
        );
        await syncSetSearchDocuments(trx, actor.tenantCode, setId, now);
        return presentSetOf(trx, actor.tenantCode, await setOf(trx, actor.tenantCode, setId), actor.defaultLocale);
      });
    },

    async unpublishSet(actor: TActor, setId: number): Promise<TAssessmentSet> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        await setOf(trx, actor.tenantCode, setId);
        await updateSetRow(trx, actor.tenantCode, setId, { status: 'UNPUBLISHED' }, actor.userCode, now);
        await syncSetSearchDocuments(trx, actor.tenantCode, setId, now);
        return presentSetOf(trx, actor.tenantCode, await setOf(trx, actor.tenantCode, setId), actor.defaultLocale);
      });
    },

    async getAssignments(actor: TActor, setId: number): Promise<TSetAssignment[]> {
      await setOf(db, actor.tenantCode, setId);
      return (await findAssignments(db, actor.tenantCode, setId)).map(presentAssignment);
    },

    /** Replaces who the set is assigned to; targets must exist in the tenant (400 per entry otherwise). */
    async saveAssignments(actor: TActor, setId: number, request: TSetAssignmentsRequest): Promise<TSetAssignment[]> {
      const { assignments } = ZSetAssignmentsRequestSchema.parse(request);
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        await setOf(trx, actor.tenantCode, setId);
        const errors: TFieldErrors = {};
        for (const kind of ['JOB_ROLE', 'LOCATION', 'USER'] as const) {
          const codes = assignments.filter((entry) => entry.targetKind === kind).map((entry) => entry.targetCode);
          const known = await findExistingTargets(trx, actor.tenantCode, kind, codes);
          assignments.forEach((entry, index) => {
            if (entry.targetKind === kind && !known.has(entry.targetCode)) {
              addIssue(errors, `assignments.${index}.targetCode`, 'targetUnknown');
            }
          });
        }
        failIfAny(errors, 'The assignments are not valid.');
        await replaceAssignments(trx, actor.tenantCode, setId, assignments, actor.userCode, now);
        return (await findAssignments(trx, actor.tenantCode, setId)).map(presentAssignment);
      });
    },

    /** One draw as a learner would get it, through the learner view; nothing is stored. */
    async previewSet(actor: TActor, setId: number, asked: TLocaleCode | undefined): Promise<TSetPreview> {
      const locale = localeOf(actor, asked);
      const set = await setOf(db, actor.tenantCode, setId);
      const banks = await findSetBanks(db, actor.tenantCode, [setId]);
      const drawn = await drawSetQuestions(db, actor.tenantCode, setId);
      const ratings = await ratingsOf(
        db,
        actor.tenantCode,
        drawn.map((question) => question.content),
      );
      return {
        setId,
        title: setTitle(set, locale),
        description:
          (locale === 'en' ? set.description_en : set.description_fr) || set.description_en || set.description_fr,
        timeLimitMinutes: set.time_limit_minutes,
        passMarkPercent: set.pass_mark_percent,
        reviewMode: set.review_mode as TSetPreview['reviewMode'],
        questionCount: banks.reduce((sum, bank) => sum + bank.draw_count, 0),
        // A rating of a deleted competency is not asked (question-ratings.ts).
        questions: drawn
          .filter((question) => !ratesDeletedCompetency(question.content, ratings))
          .map((question) => {
            const view = learnerQuestionView({ ...question.content, questionId: question.questionId }, locale, {
              optionOrder: question.optionOrder,
            });
            const rating = ratings.get(question.content);
            // A rating is worth no points: the scale is its answer.
            return rating ? { ...view, points: 0, options: [], rating: localizedRating(rating, locale) } : view;
          }),
      };
    },

    /**
     * Per-question statistics of the set's completed attempts: every question that was drawn, and
     * the active questions of its banks not drawn yet (with zero answers).
     */
    async getStatistics(actor: TActor, setId: number, asked: TLocaleCode | undefined): Promise<TSetStatistics> {
      const set = await setOf(db, actor.tenantCode, setId);
      return (await statisticsOfSet(db, actor.tenantCode, set, localeOf(actor, asked))).statistics;
    },
  };
}

/**
 * Per-question statistics of a set's completed attempts (completed within the window when given):
 * every question that was drawn, and the active questions of its banks not drawn yet (with zero
 * answers). The set statistics page and the ASSESSMENT_QUESTIONS report both read it.
 */
export async function statisticsOfSet(
  db: TDb,
  tenantCode: string,
  set: Pick<TSetRow, 'id' | 'pass_mark_percent'>,
  locale: TLocaleCode,
  window: { from?: string; to?: string } = {},
): Promise<{ statistics: TSetStatistics; answers: TGradedAnswer[] }> {
  const [answers, banks] = await Promise.all([
    listGradedAnswers(db, tenantCode, {
      setId: set.id,
      ...(window.from !== undefined ? { completedFrom: window.from } : {}),
      ...(window.to !== undefined ? { completedTo: window.to } : {}),
    }),
    findSetBanks(db, tenantCode, [set.id]),
  ]);
  const bankQuestions = (
    await Promise.all(banks.map((bank) => findQuestionsOfBank(db, tenantCode, bank.bank_id, { includeRetired: false })))
  ).flat();
  const known = new Set(bankQuestions.map((row) => row.id));
  const drawnElsewhere = [...new Set(answers.map((answer) => answer.questionId))].filter((id) => !known.has(id));
  const rows = [...bankQuestions, ...(await findQuestionsByIds(db, tenantCode, drawnElsewhere))].sort(
    (left, right) => left.id - right.id,
  );
  const statistics = computeSetStatistics({
    setId: set.id,
    passMarkPercent: set.pass_mark_percent,
    questions: rows.map((row) => ({ questionId: row.id, content: contentOf(row) })),
    answers,
    locale,
  });
  return { statistics, answers };
}
