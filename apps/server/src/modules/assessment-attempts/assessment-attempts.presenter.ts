import {
  AttemptRules,
  correctResponseOf,
  type TAttempt,
  type TAttemptQuestion,
  type TAttemptResponseValue,
  type TAttemptResult,
  type TAttemptSummary,
  type TReviewItem,
  type TReviewMode,
  type TSavedResponse,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TQuestionSnapshot } from './attempt-grading.ts';
import type {
  TAttemptQuestionRow,
  TAttemptResponseRow,
  TAttemptRow,
  TSetRules,
} from './assessment-attempts.repository.ts';

/* Rows -> the attempt contracts. What a learner may see is decided here and nowhere else. */

function parse<T>(text: string): T {
  return JSON.parse(text) as T;
}

function hasText(text: { en: string; 'fr-CA': string } | undefined): text is { en: string; 'fr-CA': string } {
  return Boolean(text && (text.en || text['fr-CA']));
}

/** The time saves stop being accepted: the deadline plus the grace. */
export function acceptsSavesUntil(deadlineAt: string | null): string | null {
  return deadlineAt === null
    ? null
    : new Date(new Date(deadlineAt).getTime() + AttemptRules.saveGraceSeconds * 1000).toISOString();
}

/** A drawn question as the learner sees it: no correctness, no accepted answers, no feedback. */
export function presentAttemptQuestion(row: TAttemptQuestionRow): TAttemptQuestion {
  const snapshot = parse<TQuestionSnapshot>(row.question_snapshot);
  const order = parse<string[]>(row.option_order);
  const byId = new Map(snapshot.options.map((option) => [option.id, option]));
  const ordered = [
    ...order.flatMap((id) => {
      const option = byId.get(id);
      return option ? [option] : [];
    }),
    ...snapshot.options.filter((option) => !order.includes(option.id)),
  ];
  return {
    questionId: row.question_id,
    position: row.position,
    kind: snapshot.kind,
    stem: { en: snapshot.stem.en, 'fr-CA': snapshot.stem['fr-CA'] },
    imageMediaId: snapshot.imageMediaId ?? null,
    points: Number(row.points_possible),
    options:
      snapshot.kind === 'SHORT_ANSWER' || snapshot.kind === 'RATING'
        ? []
        : ordered.map((option) => ({ id: option.id, text: { en: option.text.en, 'fr-CA': option.text['fr-CA'] } })),
    ...(snapshot.rating
      ? {
          rating: {
            competencyId: snapshot.rating.competencyId,
            competencyName: { ...snapshot.rating.competencyName },
            scale: snapshot.rating.scale.map((level) => ({
              level: level.level,
              name: { ...level.name },
              description: { ...level.description },
            })),
          },
        }
      : {}),
  };
}

export function presentSavedResponse(row: TAttemptResponseRow): TSavedResponse {
  return {
    questionId: row.question_id,
    response: parse<TAttemptResponseValue>(row.response),
    clientSeq: row.client_seq,
    savedAt: row.saved_at,
  };
}

function showsScore(mode: TReviewMode): boolean {
  return mode !== 'NONE';
}

function showsResponses(mode: TReviewMode): boolean {
  return mode === 'RESPONSES' || mode === 'FULL';
}

function reviewItemOf(
  row: TAttemptQuestionRow,
  response: TAttemptResponseRow | undefined,
  isFull: boolean,
): TReviewItem {
  const snapshot = parse<TQuestionSnapshot>(row.question_snapshot);
  const correct = correctResponseOf(snapshot);
  const isOptionKind = snapshot.kind !== 'SHORT_ANSWER' && snapshot.kind !== 'RATING';
  return {
    question: presentAttemptQuestion(row),
    response: response ? parse<TAttemptResponseValue>(response.response) : null,
    isCorrect: row.is_correct === null ? false : toBool(row.is_correct),
    pointsAwarded: Number(row.points_awarded ?? 0),
    correctOptionIds:
      isFull && isOptionKind
        ? 'optionIds' in correct
          ? correct.optionIds
          : 'optionId' in correct
            ? [correct.optionId]
            : []
        : null,
    acceptedAnswers: isFull && snapshot.kind === 'SHORT_ANSWER' ? [...snapshot.acceptedAnswers] : null,
    feedback: isFull
      ? snapshot.options
          .filter((option) => hasText(option.feedback))
          .map((option) => ({
            optionId: option.id,
            text: { en: option.feedback.en, 'fr-CA': option.feedback['fr-CA'] },
          }))
      : null,
    generalFeedback:
      isFull && hasText(snapshot.feedback) ? { en: snapshot.feedback.en, 'fr-CA': snapshot.feedback['fr-CA'] } : null,
  };
}

/** A completed attempt's result as the set's review mode allows the learner to see it. */
export function presentResult(
  attempt: TAttemptRow,
  reviewMode: TReviewMode,
  questions: readonly TAttemptQuestionRow[],
  responses: readonly TAttemptResponseRow[],
): TAttemptResult {
  const withScore = showsScore(reviewMode);
  const responseOf = new Map(responses.map((row) => [row.question_id, row]));
  return {
    attemptId: attempt.id,
    setId: attempt.set_id,
    attemptNo: attempt.attempt_no,
    reviewMode,
    scorePercent: withScore ? Number(attempt.score_percent ?? 0) : null,
    passed: withScore ? toBool(attempt.passed ?? false) : null,
    pointsAwarded: withScore ? Number(attempt.points_awarded ?? 0) : null,
    maxPoints: withScore ? Number(attempt.max_points) : null,
    passMarkPercent: withScore ? Number(attempt.pass_mark_percent) : null,
    completedAt: attempt.completed_at ?? attempt.last_activity_at,
    completedBy: attempt.completed_by === 'SWEEP' ? 'SWEEP' : 'USER',
    review: showsResponses(reviewMode)
      ? questions.map((row) => reviewItemOf(row, responseOf.get(row.question_id), reviewMode === 'FULL'))
      : null,
  };
}

export function presentSetSummary(rules: TSetRules): TAttempt['set'] {
  return {
    setId: rules.id,
    title: { en: rules.title_en, 'fr-CA': rules.title_fr },
    timeLimitMinutes: rules.time_limit_minutes,
    passMarkPercent: Number(rules.pass_mark_percent),
    reviewMode: rules.review_mode as TReviewMode,
  };
}

/**
 * The attempt for its taker. In progress: the questions and saved responses (resume). Completed:
 * questions and responses only when the review mode shows responses; `result` when asked.
 */
export function presentAttempt(
  attempt: TAttemptRow,
  rules: TSetRules,
  questions: readonly TAttemptQuestionRow[],
  responses: readonly TAttemptResponseRow[],
  options: { withResult: boolean; now: Date },
): TAttempt {
  const reviewMode = rules.review_mode as TReviewMode;
  const isOpen = attempt.status === 'IN_PROGRESS';
  const showsContent = isOpen || showsResponses(reviewMode);
  return {
    attemptId: attempt.id,
    setId: attempt.set_id,
    attemptNo: attempt.attempt_no,
    set: presentSetSummary(rules),
    status: isOpen ? 'IN_PROGRESS' : 'COMPLETED',
    startedAt: attempt.started_at,
    deadlineAt: attempt.deadline_at,
    acceptsSavesUntil: acceptsSavesUntil(attempt.deadline_at),
    serverNow: options.now.toISOString(),
    totalTimeSeconds: attempt.total_time_seconds,
    subjectUserCode: attempt.subject_user_code === attempt.user_code ? null : attempt.subject_user_code,
    questions: showsContent ? questions.map(presentAttemptQuestion) : [],
    responses: showsContent ? responses.map(presentSavedResponse) : [],
    result: !isOpen && options.withResult ? presentResult(attempt, reviewMode, questions, responses) : null,
  };
}

/** One line of "my attempts": the score only when the review mode shows it. */
export function presentAttemptSummary(attempt: TAttemptRow, reviewMode: TReviewMode): TAttemptSummary {
  const isCompleted = attempt.status === 'COMPLETED';
  const withScore = isCompleted && showsScore(reviewMode);
  return {
    attemptId: attempt.id,
    attemptNo: attempt.attempt_no,
    status: isCompleted ? 'COMPLETED' : 'IN_PROGRESS',
    startedAt: attempt.started_at,
    deadlineAt: attempt.deadline_at,
    completedAt: attempt.completed_at,
    scorePercent: withScore ? Number(attempt.score_percent ?? 0) : null,
    passed: withScore ? toBool(attempt.passed ?? false) : null,
  };
}
