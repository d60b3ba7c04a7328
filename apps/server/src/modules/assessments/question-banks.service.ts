import {
  ASSESSMENT_MESSAGES,
  AssessmentLimits,
  localizedText,
  qtiErrorKey,
  qtiErrorText,
  ZQuestionContentSchema,
  ZSaveBankRequestSchema,
  type TAssessmentMessageName,
  type TBank,
  type TBankListItem,
  type TBankListQuery,
  type TLocaleCode,
  type TQtiImportResult,
  type TQuestion,
  type TQuestionContent,
  type TQuestionContentInput,
  type TQuestionKind,
  type TQuestionListQuery,
  type TQuestionListResponse,
  type TRegrade,
  type TSaveBankRequest,
  type TUpdateQuestionResult,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { regradeQuestionInAttempts } from '../assessment-attempts/attempt-grading.ts';
import { competenciesOf, existingCompetencyIds, scaleOf } from '../competencies/competency-framework.service.ts';
import { findMediaByIds } from '../media/media.service.ts';
import { buildQtiDocument, parseQtiDocument } from './assessment-qti.ts';
import {
  contentOf,
  presentBank,
  presentQuestion,
  presentQuestionListItem,
  presentRegrade,
  textOf,
  type TBankCounts,
} from './assessments.presenter.ts';
import {
  countActiveQuestions,
  countSetsOfBanks,
  deleteUnusedBank,
  findBank,
  findBanksPage,
  findQuestion,
  findQuestionsOfBank,
  findQuestionsPage,
  findRegrades,
  insertBank,
  insertQuestions,
  insertRegrade,
  retireQuestion,
  updateBank,
  updateQuestionContent,
  type TBankRow,
} from './assessments.repository.ts';

function invalid(field: string, name: TAssessmentMessageName): AppError {
  return new AppError('validation_failed', ASSESSMENT_MESSAGES[name], { [field]: [ASSESSMENT_MESSAGES[name]] });
}

function localeOf(actor: TActor, asked: TLocaleCode | undefined): TLocaleCode {
  return asked ?? actor.defaultLocale;
}

export type TQuestionBanksService = ReturnType<typeof createQuestionBanksService>;

/**
 * Question banks and their questions (issue 16): CRUD, versions, retiring, regrading the attempts
 * that drew a corrected question, and QTI 3.0 import/export. Every read and write is scoped by the
 * actor's tenant; another tenant's bank or question is "not found". Callers hold ASSESSMENT_ADMIN
 * (the routes declare it).
 */
export function createQuestionBanksService(db: Kysely<Database>) {
  async function countsOf(tenantCode: string, bankIds: readonly number[]): Promise<Map<number, TBankCounts>> {
    const [active, sets] = await Promise.all([
      countActiveQuestions(db, tenantCode, bankIds),
      countSetsOfBanks(db, tenantCode, bankIds),
    ]);
    const counts = new Map<number, TBankCounts>(
      bankIds.map((bankId) => [bankId, { byKind: new Map(), setCount: sets.get(bankId) ?? 0 }]),
    );
    for (const row of active) {
      counts.get(row.bank_id)?.byKind.set(row.kind as TQuestionKind, row.count);
    }
    return counts;
  }

  async function bankOf(tenantCode: string, bankId: number): Promise<TBankRow> {
    const bank = await findBank(db, tenantCode, bankId);
    if (!bank) {
      throw notFound('The question bank');
    }
    return bank;
  }

  async function presentBankOf(tenantCode: string, bank: TBankRow): Promise<TBank> {
    const counts = await countsOf(tenantCode, [bank.id]);
    return presentBank(bank, counts.get(bank.id) ?? { byKind: new Map(), setCount: 0 });
  }

  /** The image must be one of the tenant's media (a 400 on `imageMediaId` otherwise). */
  async function checkImage(tenantCode: string, content: TQuestionContent): Promise<void> {
    if (content.imageMediaId === null) {
      return;
    }
    const found = await findMediaByIds(db, tenantCode, [content.imageMediaId]);
    if (found.length === 0) {
      throw invalid('imageMediaId', 'mediaIdInvalid');
    }
  }

  /** The competency a question rates or tests must be one of the tenant's (a 400 on `competencyId` otherwise). */
  async function checkCompetency(tenantCode: string, content: TQuestionContent): Promise<void> {
    if (content.competencyId === null) {
      return;
    }
    const known = await existingCompetencyIds(db, tenantCode, [content.competencyId]);
    if (!known.has(content.competencyId)) {
      throw invalid('competencyId', 'competencyUnknown');
    }
  }

  function bankValues(data: TSaveBankRequest) {
    const parsed = ZSaveBankRequestSchema.parse(data);
    return {
      title_en: parsed.title.en,
      title_fr: parsed.title['fr-CA'],
      description_en: parsed.description.en,
      description_fr: parsed.description['fr-CA'],
    };
  }

  return {
    async listBanks(actor: TActor, query: TBankListQuery): Promise<{ result: TBankListItem[]; totalRecords: number }> {
      const locale = localeOf(actor, query.locale);
      const page = await findBanksPage(db, actor.tenantCode, {
        searchText: query.searchText,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const counts = await countsOf(
        actor.tenantCode,
        page.rows.map((row) => row.id),
      );
      return {
        totalRecords: page.total,
        result: page.rows.map((row) => ({
          ...presentBank(row, counts.get(row.id) ?? { byKind: new Map(), setCount: 0 }),
          displayTitle: localizedText(textOf(row.title_en, row.title_fr), locale),
        })),
      };
    },

    async getBank(actor: TActor, bankId: number): Promise<TBank> {
      return presentBankOf(actor.tenantCode, await bankOf(actor.tenantCode, bankId));
    },

    async createBank(actor: TActor, data: TSaveBankRequest): Promise<TBank> {
      const now = new Date().toISOString();
      const bankId = await insertBank(db, actor.tenantCode, bankValues(data), actor.userCode, now);
      return presentBankOf(actor.tenantCode, await bankOf(actor.tenantCode, bankId));
    },

    async updateBank(actor: TActor, bankId: number, data: TSaveBankRequest): Promise<TBank> {
      const now = new Date().toISOString();
      if (!(await updateBank(db, actor.tenantCode, bankId, bankValues(data), actor.userCode, now))) {
        throw notFound('The question bank');
      }
      return presentBankOf(actor.tenantCode, await bankOf(actor.tenantCode, bankId));
    },

    /** Deletes a bank with its questions, unless a set draws from it (decided by the delete itself). */
    async deleteBank(actor: TActor, bankId: number): Promise<number> {
      await bankOf(actor.tenantCode, bankId);
      if (!(await deleteUnusedBank(db, actor.tenantCode, bankId))) {
        if (await findBank(db, actor.tenantCode, bankId)) {
          throw invalid('bankId', 'bankInUse');
        }
        throw notFound('The question bank');
      }
      return bankId;
    },

    async listQuestions(actor: TActor, bankId: number, query: TQuestionListQuery): Promise<TQuestionListResponse> {
      await bankOf(actor.tenantCode, bankId);
      const locale = localeOf(actor, query.locale);
      const page = await findQuestionsPage(db, actor.tenantCode, bankId, {
        searchText: query.searchText,
        includeRetired: query.includeRetired,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { totalRecords: page.total, result: page.rows.map((row) => presentQuestionListItem(row, locale)) };
    },

    async getQuestion(actor: TActor, questionId: number): Promise<TQuestion> {
      const row = await findQuestion(db, actor.tenantCode, questionId);
      if (!row) {
        throw notFound('The question');
      }
      return presentQuestion(row);
    },

    async createQuestion(actor: TActor, bankId: number, data: TQuestionContentInput): Promise<TQuestion> {
      const content = ZQuestionContentSchema.parse(data);
      await bankOf(actor.tenantCode, bankId);
      await checkImage(actor.tenantCode, content);
      await checkCompetency(actor.tenantCode, content);
      const now = new Date().toISOString();
      const [questionId] = await insertQuestions(
        db,
        actor.tenantCode,
        bankId,
        [content],
        actor.userCode,
        now,
        AssessmentLimits.maxQuestionsPerBank,
      );
      if (questionId === undefined) {
        throw invalid('bankId', 'bankFull');
      }
      return this.getQuestion(actor, questionId);
    },

    /**
     * Replaces a question's content (version + 1). With `regrade`, every attempt that drew the
     * question is graded again against the corrected content, in the same transaction, and the
     * regrade is recorded with how many completed attempts changed.
     */
    async updateQuestion(
      actor: TActor,
      questionId: number,
      data: TQuestionContentInput,
      options: { regrade: boolean },
    ): Promise<TUpdateQuestionResult> {
      const content = ZQuestionContentSchema.parse(data);
      const current = await findQuestion(db, actor.tenantCode, questionId);
      if (!current) {
        throw notFound('The question');
      }
      await checkImage(actor.tenantCode, content);
      await checkCompetency(actor.tenantCode, content);
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const updated = await updateQuestionContent(
          trx,
          actor.tenantCode,
          questionId,
          current.version,
          content,
          actor.userCode,
          now,
        );
        if (!updated) {
          // Another edit won the version in between: this one is not applied.
          throw new AppError('conflict', 'The question was changed meanwhile: reload it and edit again.');
        }
        let regrade: TRegrade | null = null;
        if (options.regrade) {
          const { attemptsChanged } = await regradeQuestionInAttempts(trx, actor.tenantCode, questionId, content);
          const row = await insertRegrade(trx, {
            tenant_code: actor.tenantCode,
            question_id: questionId,
            from_version: current.version,
            to_version: current.version + 1,
            attempts_changed: attemptsChanged.length,
            regraded_at: now,
            regraded_by: actor.userCode,
          });
          regrade = presentRegrade(row);
        }
        const row = await findQuestion(trx, actor.tenantCode, questionId);
        if (!row) {
          throw notFound('The question');
        }
        return { question: presentQuestion(row), regrade };
      });
    },

    /** Retires a question: never drawn again; attempts keep their snapshot of it. */
    async retireQuestion(actor: TActor, questionId: number): Promise<number> {
      const now = new Date().toISOString();
      if (!(await retireQuestion(db, actor.tenantCode, questionId, actor.userCode, now))) {
        throw notFound('The question');
      }
      return questionId;
    },

    async listRegrades(actor: TActor, questionId: number): Promise<TRegrade[]> {
      await this.getQuestion(actor, questionId);
      return (await findRegrades(db, actor.tenantCode, questionId)).map(presentRegrade);
    },

    /** The bank's active questions as one QTI 3.0 document. */
    async exportQti(actor: TActor, bankId: number): Promise<{ fileName: string; xml: string }> {
      const bank = await bankOf(actor.tenantCode, bankId);
      const [questions, competencies, scale] = await Promise.all([
        findQuestionsOfBank(db, actor.tenantCode, bankId, { includeRetired: false }),
        competenciesOf(db, actor.tenantCode),
        scaleOf(db, actor.tenantCode),
      ]);
      const xml = buildQtiDocument(
        { bankId, title: textOf(bank.title_en, bank.title_fr) },
        questions.map((row) => ({ questionId: row.id, content: contentOf(row) })),
        {
          codes: new Map(competencies.map((competency) => [competency.id, competency.code])),
          scaleLevels: scale.length,
        },
      );
      return { fileName: `question-bank-${bankId}.qti.xml`, xml };
    },

    /**
     * Imports a QTI 3.0 document into a bank: every question or none (one transaction). A bad
     * document is a 400 whose errors are keyed by line (`qti.line.<n>`).
     */
    async importQti(actor: TActor, bankId: number, document: string): Promise<TQtiImportResult> {
      await bankOf(actor.tenantCode, bankId);
      if (Buffer.byteLength(document, 'utf8') > AssessmentLimits.maxQtiBytes) {
        throw invalid('qti', 'qtiTooLarge');
      }
      const competencies = await competenciesOf(db, actor.tenantCode);
      const parsed = parseQtiDocument(document, {
        byCode: new Map(competencies.map((competency) => [competency.code, competency.id])),
        ids: new Set(competencies.map((competency) => competency.id)),
      });
      if (!parsed.isValid) {
        const errors: Record<string, string[]> = {};
        for (const error of parsed.errors) {
          (errors[qtiErrorKey(error.line)] ??= []).push(qtiErrorText(error));
        }
        throw new AppError('validation_failed', 'The QTI file is not valid.', errors);
      }
      const mediaIds = parsed.questions.flatMap((question) => (question.imageMediaId ? [question.imageMediaId] : []));
      if (mediaIds.length > 0) {
        const known = new Set((await findMediaByIds(db, actor.tenantCode, mediaIds)).map((media) => media.mediaId));
        // An image of another portal is dropped rather than refusing the file: the texts still import.
        for (const question of parsed.questions) {
          if (question.imageMediaId && !known.has(question.imageMediaId)) {
            question.imageMediaId = null;
          }
        }
      }
      const now = new Date().toISOString();
      const questionIds = await db.transaction().execute(async (trx) => {
        const ids = await insertQuestions(
          trx,
          actor.tenantCode,
          bankId,
          parsed.questions,
          actor.userCode,
          now,
          AssessmentLimits.maxQuestionsPerBank,
        );
        if (ids.length < parsed.questions.length) {
          throw invalid('qti', 'bankFull');
        }
        await updateBank(trx, actor.tenantCode, bankId, {}, actor.userCode, now);
        return ids;
      });
      return { imported: questionIds.length, questionIds };
    },
  };
}
