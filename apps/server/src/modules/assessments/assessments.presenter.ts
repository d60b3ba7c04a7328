import {
  localizedText,
  QUESTION_KINDS,
  ZQuestionContentSchema,
  type TAssessmentSet,
  type TBank,
  type TBilingualText,
  type TLocaleCode,
  type TQuestion,
  type TQuestionContent,
  type TQuestionKind,
  type TQuestionListItem,
  type TRegrade,
  type TReviewMode,
  type TSetAssignment,
  type TSetKind,
  type TSetListItem,
  type TSetStatus,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type {
  TAssignmentRow,
  TBankRow,
  TQuestionRow,
  TRegradeRow,
  TSetBankRow,
  TSetRow,
} from './assessments.repository.ts';

/* Rows of the content tables -> the contracts' shapes. No row leaves the module raw. */

export function textOf(en: string, fr: string): TBilingualText {
  return { en, 'fr-CA': fr };
}

/** A stored question's content, checked against the contract on the way out as on the way in. */
export function contentOf(row: Pick<TQuestionRow, 'content'>): TQuestionContent {
  return ZQuestionContentSchema.parse(JSON.parse(row.content));
}

export function presentQuestion(row: TQuestionRow): TQuestion {
  return {
    questionId: row.id,
    bankId: row.bank_id,
    version: row.version,
    isRetired: toBool(row.is_retired),
    content: contentOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentQuestionListItem(row: TQuestionRow, locale: TLocaleCode): TQuestionListItem {
  const content = contentOf(row);
  return {
    questionId: row.id,
    kind: row.kind as TQuestionKind,
    stem: localizedText(content.stem, locale),
    // A rating is worth nothing: the scale is its answer.
    points: content.kind === 'RATING' ? 0 : content.points,
    version: row.version,
    isRetired: toBool(row.is_retired),
    hasImage: content.imageMediaId !== null,
    isBilingual: content.stem.en !== '' && content.stem['fr-CA'] !== '',
    updatedAt: row.updated_at,
  };
}

export type TBankCounts = { byKind: Map<TQuestionKind, number>; setCount: number };

export function presentBank(row: TBankRow, counts: TBankCounts): TBank {
  const questionCountByKind = Object.fromEntries(
    QUESTION_KINDS.map((kind) => [kind, counts.byKind.get(kind) ?? 0]),
  ) as Record<TQuestionKind, number>;
  return {
    bankId: row.id,
    title: textOf(row.title_en, row.title_fr),
    description: textOf(row.description_en, row.description_fr),
    questionCount: Object.values(questionCountByKind).reduce((sum, count) => sum + count, 0),
    questionCountByKind,
    setCount: counts.setCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function setTitle(row: Pick<TSetRow, 'title_en' | 'title_fr'>, locale: TLocaleCode): string {
  return localizedText(textOf(row.title_en, row.title_fr), locale);
}

export function presentSet(
  row: TSetRow,
  banks: readonly TSetBankRow[],
  bankRows: ReadonlyMap<number, TBankRow>,
  activeCounts: ReadonlyMap<number, number>,
  locale: TLocaleCode,
): TAssessmentSet {
  return {
    setId: row.id,
    title: textOf(row.title_en, row.title_fr),
    description: textOf(row.description_en, row.description_fr),
    kind: row.kind as TSetKind,
    status: row.status as TSetStatus,
    banks: banks.map((bank) => {
      const bankRow = bankRows.get(bank.bank_id);
      return {
        bankId: bank.bank_id,
        title: bankRow ? localizedText(textOf(bankRow.title_en, bankRow.title_fr), locale) : '',
        drawCount: bank.draw_count,
        availableQuestions: activeCounts.get(bank.bank_id) ?? 0,
      };
    }),
    questionCount: banks.reduce((sum, bank) => sum + bank.draw_count, 0),
    shuffleQuestions: toBool(row.shuffle_questions),
    shuffleOptions: toBool(row.shuffle_options),
    timeLimitMinutes: row.time_limit_minutes,
    attemptsAllowed: row.attempts_allowed,
    passMarkPercent: row.pass_mark_percent,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    reviewMode: row.review_mode as TReviewMode,
    validityDays: row.validity_days,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentSetListItem(
  row: TSetRow,
  questionCount: number,
  assignmentCount: number,
  locale: TLocaleCode,
): TSetListItem {
  return {
    setId: row.id,
    title: setTitle(row, locale),
    kind: row.kind as TSetKind,
    status: row.status as TSetStatus,
    questionCount,
    timeLimitMinutes: row.time_limit_minutes,
    attemptsAllowed: row.attempts_allowed,
    passMarkPercent: row.pass_mark_percent,
    assignmentCount,
    updatedAt: row.updated_at,
  };
}

export function presentAssignment(row: TAssignmentRow): TSetAssignment {
  return {
    targetKind: row.target_kind as TSetAssignment['targetKind'],
    targetCode: row.target_code,
    dueDays: row.due_days,
    assignedAt: row.assigned_at,
    assignedBy: row.assigned_by,
  };
}

export function presentRegrade(row: TRegradeRow): TRegrade {
  return {
    questionId: row.question_id,
    fromVersion: row.from_version,
    toVersion: row.to_version,
    attemptsChanged: row.attempts_changed,
    regradedAt: row.regraded_at,
    regradedBy: row.regraded_by,
  };
}
