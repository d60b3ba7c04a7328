import {
  AssessmentLimits,
  CHOICE_KINDS,
  localizedText,
  normalizeShortAnswer,
  type TLocaleCode,
  type TQuestionContent,
  type TQuestionStatistics,
  type TSetStatistics,
} from '@portal/contracts';

/*
 * Per-question statistics of a set's completed attempts (pure): how often each question was
 * answered and answered right, the wrong answer chosen most, and the discrimination index (share
 * right among the upper 27 % of the attempts that drew the question, by attempt score, minus the
 * share right among the lower 27 %).
 */

export type TAnswerForStatistics = {
  attemptId: number;
  questionId: number;
  /** The learner's response, null when unanswered. */
  response: unknown;
  isCorrect: boolean;
  attemptScorePercent: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

function chosenIdsOf(response: unknown): string[] {
  if (!response || typeof response !== 'object') {
    return [];
  }
  const value = response as { optionId?: unknown; optionIds?: unknown };
  if (typeof value.optionId === 'string') {
    return [value.optionId];
  }
  return Array.isArray(value.optionIds) ? value.optionIds.filter((id): id is string => typeof id === 'string') : [];
}

function mostChosenWrongOf(
  question: TQuestionContent,
  answers: readonly TAnswerForStatistics[],
  locale: TLocaleCode,
): TQuestionStatistics['mostChosenWrong'] {
  const counts = new Map<string, { text: string; optionId: string | null; count: number }>();
  const wrong = answers.filter((answer) => answer.response !== null && !answer.isCorrect);
  if (CHOICE_KINDS.includes(question.kind)) {
    const incorrect = new Map(
      question.options.filter((option) => !option.isCorrect).map((option) => [option.id, option]),
    );
    for (const answer of wrong) {
      for (const id of chosenIdsOf(answer.response)) {
        const option = incorrect.get(id);
        if (option) {
          const entry = counts.get(id) ?? { optionId: id, text: localizedText(option.text, locale), count: 0 };
          entry.count += 1;
          counts.set(id, entry);
        }
      }
    }
  } else if (question.kind === 'SHORT_ANSWER') {
    for (const answer of wrong) {
      const text = (answer.response as { text?: unknown }).text;
      if (typeof text !== 'string' || text.trim() === '') {
        continue;
      }
      const key = normalizeShortAnswer(text);
      const entry = counts.get(key) ?? { optionId: null, text: text.trim(), count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  const best = [...counts.values()].sort(
    (left, right) => right.count - left.count || left.text.localeCompare(right.text),
  )[0];
  return best ?? null;
}

/** Kelley's index over the attempts that drew the question; null with fewer than two of them. */
export function discriminationIndexOf(answers: readonly TAnswerForStatistics[]): number | null {
  if (answers.length < 2) {
    return null;
  }
  const sorted = [...answers].sort(
    (left, right) => left.attemptScorePercent - right.attemptScorePercent || left.attemptId - right.attemptId,
  );
  const groupSize = Math.max(1, Math.round(sorted.length * AssessmentLimits.discriminationGroupShare));
  const shareRight = (group: readonly TAnswerForStatistics[]) =>
    group.filter((answer) => answer.isCorrect).length / group.length;
  const lower = sorted.slice(0, groupSize);
  const upper = sorted.slice(-groupSize);
  return Math.round((shareRight(upper) - shareRight(lower)) * 100) / 100;
}

export function computeSetStatistics(input: {
  setId: number;
  passMarkPercent: number;
  questions: readonly { questionId: number; content: TQuestionContent }[];
  answers: readonly TAnswerForStatistics[];
  locale: TLocaleCode;
}): TSetStatistics {
  const { answers, locale } = input;
  const scoreByAttempt = new Map(answers.map((answer) => [answer.attemptId, answer.attemptScorePercent]));
  const scores = [...scoreByAttempt.values()];
  const questions = input.questions.map((question): TQuestionStatistics => {
    const drawn = answers.filter((answer) => answer.questionId === question.questionId);
    const answered = drawn.filter((answer) => answer.response !== null);
    const correctCount = drawn.filter((answer) => answer.isCorrect).length;
    if (question.content.kind === 'RATING') {
      // A rating has no right answer: only how often it was answered means something.
      return {
        questionId: question.questionId,
        kind: question.content.kind,
        stem: localizedText(question.content.stem, locale),
        answeredCount: answered.length,
        correctCount: 0,
        percentCorrect: null,
        mostChosenWrong: null,
        discriminationIndex: null,
      };
    }
    return {
      questionId: question.questionId,
      kind: question.content.kind,
      stem: localizedText(question.content.stem, locale),
      answeredCount: answered.length,
      correctCount,
      percentCorrect: answered.length > 0 ? round1((correctCount / answered.length) * 100) : null,
      mostChosenWrong: mostChosenWrongOf(question.content, drawn, locale),
      discriminationIndex: discriminationIndexOf(drawn),
    };
  });
  return {
    setId: input.setId,
    completedAttempts: scores.length,
    averageScorePercent:
      scores.length > 0 ? round1(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
    passRatePercent:
      scores.length > 0
        ? round1((scores.filter((score) => score >= input.passMarkPercent).length / scores.length) * 100)
        : null,
    questions,
  };
}
