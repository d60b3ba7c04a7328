import {
  localizedText,
  TRIVIA_MESSAGES,
  type TLocaleCode,
  type TSaveTriviaQuizData,
  type TTriviaAdminQuiz,
  type TTriviaBank,
  type TTriviaQuizStatus,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { countUsableQuestions, findBanks, type TBankRow } from './trivia-bank-questions.repository.ts';
import {
  countPlaysByQuiz,
  deleteQuiz,
  findQuiz,
  findQuizzes,
  insertQuiz,
  updateQuiz,
  type TQuizRow,
} from './trivia.repository.ts';

type TAdmin = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale'>;

export type TTriviaAdminService = ReturnType<typeof createTriviaAdminService>;

function bankName(bank: TBankRow | undefined, locale: TLocaleCode): string {
  return bank ? localizedText({ en: bank.titleEn, 'fr-CA': bank.titleFr }, locale) : '';
}

function presentQuiz(
  quiz: TQuizRow,
  bank: TBankRow | undefined,
  playCount: number,
  locale: TLocaleCode,
): TTriviaAdminQuiz {
  return {
    quizId: quiz.id,
    titleEn: quiz.title_en,
    titleFr: quiz.title_fr,
    bankId: quiz.bank_id,
    bankName: bankName(bank, locale),
    questionCount: quiz.question_count,
    secondsPerQuestion: quiz.seconds_per_question,
    status: quiz.status as TTriviaQuizStatus,
    availableFrom: quiz.available_from,
    availableUntil: quiz.available_until,
    publishedAt: quiz.published_at,
    playCount,
    updatedAt: quiz.updated_at,
  };
}

function fieldError(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: [message] });
}

/** Trivia quiz administration (TRIVIA_ADMIN or ASSESSMENT_ADMIN): quizzes over the tenant's question banks. */
export function createTriviaAdminService(db: Kysely<Database>) {
  async function present(admin: TAdmin, quiz: TQuizRow, locale?: TLocaleCode): Promise<TTriviaAdminQuiz> {
    const [banks, plays] = await Promise.all([
      findBanks(db, admin.tenantCode, [quiz.bank_id]),
      countPlaysByQuiz(db, admin.tenantCode),
    ]);
    return presentQuiz(quiz, banks[0], plays.get(quiz.id) ?? 0, locale ?? admin.defaultLocale);
  }

  async function existingQuiz(admin: TAdmin, quizId: number): Promise<TQuizRow> {
    const quiz = await findQuiz(db, admin.tenantCode, quizId);
    if (!quiz) {
      throw notFound('Quiz');
    }
    return quiz;
  }

  async function checkBank(admin: TAdmin, bankId: number): Promise<void> {
    const banks = await findBanks(db, admin.tenantCode, [bankId]);
    if (banks.length === 0) {
      throw fieldError('bankId', TRIVIA_MESSAGES.bankUnknown);
    }
  }

  async function listQuizzes(admin: TAdmin, locale?: TLocaleCode): Promise<TTriviaAdminQuiz[]> {
    const [quizzes, banks, plays] = await Promise.all([
      findQuizzes(db, admin.tenantCode),
      findBanks(db, admin.tenantCode),
      countPlaysByQuiz(db, admin.tenantCode),
    ]);
    const bankOf = new Map(banks.map((bank) => [bank.bankId, bank]));
    return quizzes.map((quiz) =>
      presentQuiz(quiz, bankOf.get(quiz.bank_id), plays.get(quiz.id) ?? 0, locale ?? admin.defaultLocale),
    );
  }

  async function getQuiz(admin: TAdmin, quizId: number, locale?: TLocaleCode): Promise<TTriviaAdminQuiz> {
    return present(admin, await existingQuiz(admin, quizId), locale);
  }

  function valuesOf(data: TSaveTriviaQuizData) {
    return {
      title_en: data.titleEn,
      title_fr: data.titleFr,
      bank_id: data.bankId,
      question_count: data.questionCount,
      seconds_per_question: data.secondsPerQuestion,
      available_from: data.availableFrom,
      available_until: data.availableUntil,
    };
  }

  async function createQuiz(admin: TAdmin, data: TSaveTriviaQuizData, locale?: TLocaleCode): Promise<TTriviaAdminQuiz> {
    await checkBank(admin, data.bankId);
    const quizId = await insertQuiz(db, admin.tenantCode, {
      ...valuesOf(data),
      created_by: admin.userCode,
      now: new Date().toISOString(),
    });
    return getQuiz(admin, quizId, locale);
  }

  async function updateQuizOf(
    admin: TAdmin,
    quizId: number,
    data: TSaveTriviaQuizData,
    locale?: TLocaleCode,
  ): Promise<TTriviaAdminQuiz> {
    const quiz = await existingQuiz(admin, quizId);
    await checkBank(admin, data.bankId);
    if (quiz.status === 'PUBLISHED') {
      await checkEnoughQuestions(admin, data.bankId, data.questionCount);
    }
    await updateQuiz(db, admin.tenantCode, quizId, {
      ...valuesOf(data),
      updated_by: admin.userCode,
      updated_at: new Date().toISOString(),
    });
    return getQuiz(admin, quizId, locale);
  }

  async function checkEnoughQuestions(admin: TAdmin, bankId: number, questionCount: number): Promise<void> {
    const usable = (await countUsableQuestions(db, admin.tenantCode)).get(bankId) ?? 0;
    if (usable < questionCount) {
      throw fieldError('questionCount', TRIVIA_MESSAGES.notEnoughQuestions);
    }
  }

  async function setStatus(
    admin: TAdmin,
    quizId: number,
    status: 'PUBLISHED' | 'UNPUBLISHED',
    locale?: TLocaleCode,
  ): Promise<TTriviaAdminQuiz> {
    const quiz = await existingQuiz(admin, quizId);
    const now = new Date().toISOString();
    if (status === 'PUBLISHED') {
      await checkEnoughQuestions(admin, quiz.bank_id, quiz.question_count);
    }
    await updateQuiz(db, admin.tenantCode, quizId, {
      status,
      ...(status === 'PUBLISHED' ? { published_at: now } : {}),
      updated_by: admin.userCode,
      updated_at: now,
    });
    return getQuiz(admin, quizId, locale);
  }

  async function removeQuiz(admin: TAdmin, quizId: number): Promise<boolean> {
    if (!(await deleteQuiz(db, admin.tenantCode, quizId))) {
      throw notFound('Quiz');
    }
    return true;
  }

  async function listBanks(admin: TAdmin, locale?: TLocaleCode): Promise<TTriviaBank[]> {
    const [banks, counts] = await Promise.all([
      findBanks(db, admin.tenantCode),
      countUsableQuestions(db, admin.tenantCode),
    ]);
    return banks.map((bank) => ({
      bankId: bank.bankId,
      name: bankName(bank, locale ?? admin.defaultLocale),
      usableQuestionCount: counts.get(bank.bankId) ?? 0,
    }));
  }

  return {
    listQuizzes,
    getQuiz,
    createQuiz,
    updateQuiz: updateQuizOf,
    publish: (admin: TAdmin, quizId: number, locale?: TLocaleCode) => setStatus(admin, quizId, 'PUBLISHED', locale),
    unpublish: (admin: TAdmin, quizId: number, locale?: TLocaleCode) => setStatus(admin, quizId, 'UNPUBLISHED', locale),
    deleteQuiz: removeQuiz,
    listBanks,
  };
}
