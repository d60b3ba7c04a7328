import { describe, expect, it } from 'vitest';
import { clearAnswerQueue, lastQueuedSeq, pendingAnswers, queueAnswer, settleAnswer } from './answer-queue';
import type { TQueueStorage } from './answer-queue';

function memoryStorage(): TQueueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('the offline answer queue', () => {
  it('numbers answers in the order they were given and hands them back in that order', () => {
    const storage = memoryStorage();
    queueAnswer(storage, 41, { questionId: 3, response: { optionId: 'a' } });
    queueAnswer(storage, 41, { questionId: 1, response: { text: 'receipt' } });
    queueAnswer(storage, 41, { questionId: 2, response: { optionIds: ['b', 'a'] } });
    expect(pendingAnswers(storage, 41)).toEqual([
      { questionId: 3, response: { optionId: 'a' }, clientSeq: 1 },
      { questionId: 1, response: { text: 'receipt' }, clientSeq: 2 },
      { questionId: 2, response: { optionIds: ['b', 'a'] }, clientSeq: 3 },
    ]);
  });

  it('keeps only the newest answer to a question, with a sequence above every earlier one', () => {
    const storage = memoryStorage();
    queueAnswer(storage, 41, { questionId: 1, response: { optionId: 'a' } });
    queueAnswer(storage, 41, { questionId: 2, response: { optionId: 'c' } });
    queueAnswer(storage, 41, { questionId: 1, response: { optionId: 'b' } });
    expect(pendingAnswers(storage, 41)).toEqual([
      { questionId: 2, response: { optionId: 'c' }, clientSeq: 2 },
      { questionId: 1, response: { optionId: 'b' }, clientSeq: 3 },
    ]);
  });

  it('starts above the highest sequence the server holds (answers given on another device)', () => {
    const storage = memoryStorage();
    expect(queueAnswer(storage, 41, { questionId: 1, response: { optionId: 'a' } }, 17).clientSeq).toBe(18);
    expect(queueAnswer(storage, 41, { questionId: 2, response: { optionId: 'a' } }, 5).clientSeq).toBe(19);
    expect(lastQueuedSeq(storage, 41)).toBe(19);
  });

  it('lets an acknowledged answer go, but not a newer answer to the same question queued meanwhile', () => {
    const storage = memoryStorage();
    const first = queueAnswer(storage, 41, { questionId: 1, response: { optionId: 'a' } });
    const newer = queueAnswer(storage, 41, { questionId: 1, response: { optionId: 'b' } });
    settleAnswer(storage, 41, 1, first.clientSeq);
    expect(pendingAnswers(storage, 41)).toEqual([newer]);
    settleAnswer(storage, 41, 1, newer.clientSeq);
    expect(pendingAnswers(storage, 41)).toEqual([]);
    // The sequence keeps counting after the queue empties.
    expect(queueAnswer(storage, 41, { questionId: 1, response: { optionId: 'a' } }).clientSeq).toBe(3);
  });

  it('keeps each attempt apart, survives a damaged entry, and forgets an attempt once it is over', () => {
    const storage = memoryStorage();
    queueAnswer(storage, 41, { questionId: 1, response: { optionId: 'a' } });
    queueAnswer(storage, 42, { questionId: 1, response: { optionId: 'b' } });
    expect(pendingAnswers(storage, 42)).toEqual([{ questionId: 1, response: { optionId: 'b' }, clientSeq: 1 }]);
    storage.setItem('portal.assessment.answers.43', '{not json');
    expect(pendingAnswers(storage, 43)).toEqual([]);
    clearAnswerQueue(storage, 41);
    expect(pendingAnswers(storage, 41)).toEqual([]);
    expect(storage.entries.has('portal.assessment.answers.41')).toBe(false);
  });
});
