/*
 * The answers of an attempt not yet acknowledged by the server, kept in localStorage so that an
 * answer given offline, or just before a reload, is not lost. Each answer gets a `clientSeq`
 * higher than any before it for the attempt: the server keeps, per question, the answer with the
 * highest sequence, so replaying the queue in order (or twice) can never overwrite a newer answer.
 */

export type TQueuedAnswer<TResponse> = {
  questionId: number;
  response: TResponse;
  clientSeq: number;
};

type TStoredQueue<TResponse> = {
  /** The highest sequence handed out for the attempt on this browser. */
  lastSeq: number;
  pending: TQueuedAnswer<TResponse>[];
};

/** The part of `Storage` the queue uses (localStorage in the app, a map in tests). */
export type TQueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'portal.assessment.answers.';

export function answerQueueKey(attemptId: number): string {
  return `${KEY_PREFIX}${attemptId}`;
}

function isQueuedAnswer(value: unknown): value is TQueuedAnswer<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'questionId' in value &&
    typeof value.questionId === 'number' &&
    'clientSeq' in value &&
    typeof value.clientSeq === 'number' &&
    'response' in value
  );
}

function readQueue<TResponse>(storage: TQueueStorage, attemptId: number): TStoredQueue<TResponse> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(answerQueueKey(attemptId)) ?? 'null');
  } catch {
    // A damaged entry (edited by hand, cut short) is dropped rather than stopping the attempt.
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('pending' in parsed) || !Array.isArray(parsed.pending)) {
    return { lastSeq: 0, pending: [] };
  }
  const lastSeq = 'lastSeq' in parsed && typeof parsed.lastSeq === 'number' ? parsed.lastSeq : 0;
  // Written by this module only; the shape is checked, the response is the caller's.
  const pending = parsed.pending.filter(isQueuedAnswer) as TQueuedAnswer<TResponse>[];
  return { lastSeq, pending };
}

function writeQueue<TResponse>(storage: TQueueStorage, attemptId: number, queue: TStoredQueue<TResponse>): void {
  try {
    storage.setItem(answerQueueKey(attemptId), JSON.stringify(queue));
  } catch {
    // Storage full or refused (private mode): the answer is still sent while online.
  }
}

/**
 * Queues the learner's answer to a question and hands back its sequence number: one above both
 * this browser's last and `minSeq` (the highest the server holds, e.g. from another device). An
 * older answer to the same question still waiting is replaced: only the newest counts.
 */
export function queueAnswer<TResponse>(
  storage: TQueueStorage,
  attemptId: number,
  answer: { questionId: number; response: TResponse },
  minSeq = 0,
): TQueuedAnswer<TResponse> {
  const queue = readQueue<TResponse>(storage, attemptId);
  const clientSeq = Math.max(queue.lastSeq, minSeq) + 1;
  const entry = { questionId: answer.questionId, response: answer.response, clientSeq };
  writeQueue(storage, attemptId, {
    lastSeq: clientSeq,
    pending: [...queue.pending.filter((item) => item.questionId !== answer.questionId), entry],
  });
  return entry;
}

/** The answers waiting, oldest first: the order they are sent in. */
export function pendingAnswers<TResponse>(storage: TQueueStorage, attemptId: number): TQueuedAnswer<TResponse>[] {
  return readQueue<TResponse>(storage, attemptId).pending.sort((a, b) => a.clientSeq - b.clientSeq);
}

/** The highest sequence this browser handed out for the attempt. */
export function lastQueuedSeq(storage: TQueueStorage, attemptId: number): number {
  return readQueue(storage, attemptId).lastSeq;
}

/**
 * The server acknowledged (or refused as older) the answer with `clientSeq`: it leaves the queue,
 * unless a newer answer to the question was queued meanwhile.
 */
export function settleAnswer(storage: TQueueStorage, attemptId: number, questionId: number, clientSeq: number): void {
  const queue = readQueue(storage, attemptId);
  writeQueue(storage, attemptId, {
    lastSeq: queue.lastSeq,
    pending: queue.pending.filter((item) => item.questionId !== questionId || item.clientSeq > clientSeq),
  });
}

/** The attempt is over: nothing of it stays in the browser. */
export function clearAnswerQueue(storage: TQueueStorage, attemptId: number): void {
  try {
    storage.removeItem(answerQueueKey(attemptId));
  } catch {
    // Nothing to do: a storage that refuses holds nothing of ours either.
  }
}
