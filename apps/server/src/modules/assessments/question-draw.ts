import type { TQuestionContent } from '@portal/contracts';

/*
 * Drawing an attempt's questions from a set's banks: N at random from each bank (in the set's bank
 * order), then the questions and each question's options shuffled when the set says so. Pure; the
 * random source is a parameter so tests can fix it.
 */

export type TRandom = () => number;

export type TBankPool = {
  bankId: number;
  drawCount: number;
  questions: readonly { questionId: number; version: number; content: TQuestionContent }[];
};

export type TDrawnQuestion = {
  questionId: number;
  bankId: number;
  version: number;
  content: TQuestionContent;
  /** The option ids in the order this draw shows them (empty for SHORT_ANSWER). */
  optionOrder: string[];
};

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: TRandom): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * One draw. A bank with fewer questions than its draw count gives what it has (publishing refuses
 * such a set; a question retired later must not make the set unusable). ORDERING options are
 * always shuffled: their stored order is the answer.
 */
export function drawQuestions(
  pools: readonly TBankPool[],
  settings: { shuffleQuestions: boolean; shuffleOptions: boolean },
  random: TRandom = Math.random,
): TDrawnQuestion[] {
  const seen = new Set<number>();
  const drawn: TDrawnQuestion[] = [];
  for (const pool of pools) {
    const candidates = pool.questions.filter((question) => !seen.has(question.questionId));
    const picked = shuffled(candidates, random).slice(0, pool.drawCount);
    // Without question shuffling, a bank's questions keep the bank's order.
    const ordered = settings.shuffleQuestions
      ? picked
      : [...picked].sort((left, right) => left.questionId - right.questionId);
    for (const question of ordered) {
      seen.add(question.questionId);
      const ids = question.content.options.map((option) => option.id);
      const shuffleOptions = settings.shuffleOptions || question.content.kind === 'ORDERING';
      drawn.push({
        questionId: question.questionId,
        bankId: pool.bankId,
        version: question.version,
        content: question.content,
        optionOrder: shuffleOptions ? shuffledAwayFrom(ids, random, question.content.kind === 'ORDERING') : ids,
      });
    }
  }
  return settings.shuffleQuestions ? shuffled(drawn, random) : drawn;
}

/** A shuffle that, when `avoidIdentity`, never answers the given order itself (an ordering question shown solved). */
function shuffledAwayFrom(ids: readonly string[], random: TRandom, avoidIdentity: boolean): string[] {
  const result = shuffled(ids, random);
  if (avoidIdentity && ids.length > 1 && result.every((id, index) => id === ids[index])) {
    // Rotating by one is never the identity for two or more items.
    return [...result.slice(1), result[0] as string];
  }
  return result;
}
