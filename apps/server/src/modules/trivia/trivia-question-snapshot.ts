import {
  correctResponseOf,
  gradeResponse,
  learnerQuestionView,
  ZQuestionContentSchema,
  type TLearnerQuestion,
  type TLocaleCode,
  type TQuestionContent,
} from '@portal/contracts';

/*
 * A question as a play drew it: its id and content at that moment, stored with the play so that
 * an edit of the bank afterwards changes no play. Graded with the contracts' `gradeResponse`.
 */

export type TQuestionSnapshot = { questionId: number; content: TQuestionContent };

export function serializeSnapshot(snapshot: TQuestionSnapshot): string {
  return JSON.stringify(snapshot);
}

export function parseSnapshot(json: string): TQuestionSnapshot {
  const value = JSON.parse(json) as { questionId: number; content: unknown };
  return { questionId: value.questionId, content: ZQuestionContentSchema.parse(value.content) };
}

/** The stored content of a bank question, or null when it no longer satisfies the contract. */
export function readQuestionContent(json: string): TQuestionContent | null {
  try {
    const parsed = ZQuestionContentSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function playerView(snapshot: TQuestionSnapshot, locale: TLocaleCode): TLearnerQuestion {
  return learnerQuestionView({ ...snapshot.content, questionId: snapshot.questionId }, locale);
}

export function hasOption(snapshot: TQuestionSnapshot, optionId: string): boolean {
  return snapshot.content.options.some((option) => option.id === optionId);
}

export function isCorrectOption(snapshot: TQuestionSnapshot, optionId: string): boolean {
  return gradeResponse(snapshot.content, { optionId }).isCorrect;
}

export function correctOptionOf(snapshot: TQuestionSnapshot): string {
  const correct = correctResponseOf(snapshot.content);
  return 'optionId' in correct ? correct.optionId : '';
}
