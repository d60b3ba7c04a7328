import type { TAttemptResponseValue } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { saveResponse } from '../api/attempts';
import type { TLoadedAttempt } from '../api/attempts';
import { pendingAnswers } from '../utils/answer-queue';
import type { TQueueStorage } from '../utils/answer-queue';
import { useAnswerSync } from './use-answer-sync';
import { useCountdown } from './use-countdown';

/**
 * The answers shown when the page opens: the server's, overlaid with this browser's answers still
 * waiting to be sent that are newer than the server's (a reload while offline, another device).
 */
export function initialAnswers(
  attempt: Pick<TLoadedAttempt, 'attemptId' | 'responses'>,
  storage: TQueueStorage,
): Record<number, TAttemptResponseValue> {
  const answers: Record<number, TAttemptResponseValue> = {};
  const serverSeq = new Map<number, number>();
  for (const saved of attempt.responses) {
    answers[saved.questionId] = saved.response;
    serverSeq.set(saved.questionId, saved.clientSeq);
  }
  for (const waiting of pendingAnswers<TAttemptResponseValue>(storage, attempt.attemptId)) {
    if (waiting.clientSeq > (serverSeq.get(waiting.questionId) ?? -1)) {
      answers[waiting.questionId] = waiting.response;
    }
  }
  return answers;
}

type TAttemptSessionOptions = {
  serviceUrl: string;
  attempt: TLoadedAttempt;
  /** The server no longer takes answers (deadline passed, completed elsewhere). */
  onClosed: () => void;
  storage?: TQueueStorage;
};

/** An attempt being taken: the answers, their way to the server, and the server's clock. */
export function useAttemptSession({
  serviceUrl,
  attempt,
  onClosed,
  storage = window.localStorage,
}: TAttemptSessionOptions) {
  const [answers, setAnswers] = useState(() => initialAnswers(attempt, storage));
  const remaining = useCountdown(attempt.deadlineAt, attempt.clockOffsetMs);
  // Saves still count for a short grace after the deadline (AttemptRules.saveGraceSeconds).
  const savesLeft = useCountdown(attempt.acceptsSavesUntil, attempt.clockOffsetMs);
  const isOpen = attempt.status === 'IN_PROGRESS' && (savesLeft === null || savesLeft > 0);
  const minSeq = useMemo(() => Math.max(0, ...attempt.responses.map((saved) => saved.clientSeq)), [attempt.responses]);
  const initialReceipts = useMemo(
    () => Object.fromEntries(attempt.responses.map((saved) => [saved.questionId, saved.savedAt])),
    [attempt.responses],
  );
  const { attemptId } = attempt;
  const send = useCallback(
    (answer: { questionId: number; response: TAttemptResponseValue; clientSeq: number }) =>
      saveResponse(serviceUrl, attemptId, answer),
    [serviceUrl, attemptId],
  );
  const sync = useAnswerSync<TAttemptResponseValue>({
    attemptId,
    minSeq,
    initialReceipts,
    send,
    isOpen,
    onClosed,
    storage,
  });
  const { saveAnswer } = sync;
  const answer = useCallback(
    (questionId: number, response: TAttemptResponseValue) => {
      setAnswers((current) => ({ ...current, [questionId]: response }));
      saveAnswer(questionId, response);
    },
    [saveAnswer],
  );
  const isTimeUp = remaining === 0;
  return { answers, answer, remaining, isTimeUp, isOpen, ...sync };
}
