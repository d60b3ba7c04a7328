import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { pendingAnswers, queueAnswer, settleAnswer } from '../utils/answer-queue';
import type { TQueueStorage, TQueuedAnswer } from '../utils/answer-queue';

/** The server's receipt of one answer. */
export type TAnswerAck = {
  questionId: number;
  clientSeq: number;
  /** The server's time the answer was stored (ISO). */
  savedAt: string;
  /** False when the server already held a newer answer to the question (this one was older). */
  accepted: boolean;
};

type TAnswerSyncOptions<TResponse> = {
  attemptId: number;
  /** The highest sequence the server holds for the attempt (another device's answers included). */
  minSeq: number;
  /** When each question's answer the server holds was saved (server time, ISO). */
  initialReceipts: Readonly<Record<number, string>>;
  /** Sends one answer (POST saveResponse); rejects with ApiError. */
  send: (answer: TQueuedAnswer<TResponse>) => Promise<TAnswerAck>;
  /** Whether answers may still be sent (before the deadline); when false the queue waits. */
  isOpen: boolean;
  /** The server refused an answer because the attempt no longer takes any (deadline, completed). */
  onClosed: () => void;
  storage?: TQueueStorage;
};

// While online, a send that failed (server error, dropped connection) is tried again this often.
const RETRY_MS = 5000;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** How a failed send is handled: try later (connection, server), stop (closed), or drop the answer. */
function classifySendError(error: unknown): 'retry' | 'closed' | 'drop' {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return 'retry';
  }
  if (error.status === 409 || error.status === 410) {
    return 'closed';
  }
  // Any other refusal will not change by sending it again; the newer answers behind it still go.
  return 'drop';
}

/**
 * The learner's answers on their way to the server. Every answer is queued in localStorage first
 * (with its sequence), then sent, one at a time in sequence order, while the browser is online and
 * the attempt open; the queue is sent again when the browser comes back online, after a reload, or
 * on a timer after a failure. Each acknowledgement records the server's "saved at" time.
 */
export function useAnswerSync<TResponse>({
  attemptId,
  minSeq,
  initialReceipts,
  send,
  isOpen,
  onClosed,
  storage = window.localStorage,
}: TAnswerSyncOptions<TResponse>) {
  const [pending, setPending] = useState<TQueuedAnswer<TResponse>[]>(() =>
    pendingAnswers<TResponse>(storage, attemptId),
  );
  const [receipts, setReceipts] = useState<Record<number, string>>(() => ({ ...initialReceipts }));
  const [failedQuestionIds, setFailedQuestionIds] = useState<ReadonlySet<number>>(() => new Set());
  const [isOnline, setIsOnline] = useState(() => !isOffline());
  // The sending loop under way, if any: a second caller (submit) waits for it rather than racing it.
  const flushing = useRef<Promise<void> | null>(null);
  // The latest props for the sending loop, which outlives the render that started it.
  const latest = useRef({ send, isOpen, onClosed, minSeq });
  useLayoutEffect(() => {
    latest.current = { send, isOpen, onClosed, minSeq };
  });

  const refresh = useCallback(() => setPending(pendingAnswers<TResponse>(storage, attemptId)), [storage, attemptId]);

  const sendQueued = useCallback(async () => {
    // Read again after every send: answers given meanwhile join the end of the line.
    for (;;) {
      const next = pendingAnswers<TResponse>(storage, attemptId)[0];
      if (!next || !latest.current.isOpen || isOffline()) {
        return;
      }
      try {
        const ack = await latest.current.send(next);
        settleAnswer(storage, attemptId, next.questionId, next.clientSeq);
        if (ack.accepted) {
          setReceipts((current) => ({ ...current, [ack.questionId]: ack.savedAt }));
        }
        setFailedQuestionIds((current) => {
          if (!current.has(next.questionId)) {
            return current;
          }
          const rest = new Set(current);
          rest.delete(next.questionId);
          return rest;
        });
      } catch (error) {
        const outcome = classifySendError(error);
        if (outcome === 'retry') {
          return;
        }
        if (outcome === 'closed') {
          latest.current.onClosed();
          return;
        }
        settleAnswer(storage, attemptId, next.questionId, next.clientSeq);
        setFailedQuestionIds((current) => new Set(current).add(next.questionId));
      } finally {
        refresh();
      }
    }
  }, [storage, attemptId, refresh]);

  /** Sends what waits, in order; resolves when the queue is empty or sending has to wait. */
  const flush = useCallback((): Promise<void> => {
    if (!flushing.current) {
      // Cleared after it settles (a `.finally` callback always runs later than this assignment).
      const run: Promise<void> = sendQueued().finally(() => {
        if (flushing.current === run) {
          flushing.current = null;
        }
      });
      flushing.current = run;
    }
    return flushing.current;
  }, [sendQueued]);

  const saveAnswer = useCallback(
    (questionId: number, response: TResponse) => {
      queueAnswer(storage, attemptId, { questionId, response }, latest.current.minSeq);
      refresh();
      void flush();
    },
    [storage, attemptId, refresh, flush],
  );

  useEffect(() => {
    const goOnline = () => {
      setIsOnline(true);
      void flush();
    };
    const goOffline = () => setIsOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    // Answers left from before a reload go as soon as the page is back.
    void flush();
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush]);

  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!hasPending || !isOnline || !isOpen) {
      return undefined;
    }
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [hasPending, isOnline, isOpen, flush]);

  return { saveAnswer, pending, receipts, failedQuestionIds, isOnline, flush };
}
