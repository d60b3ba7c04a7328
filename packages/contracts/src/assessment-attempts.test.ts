import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_MESSAGES,
  attemptMessageKeyOf,
  AttemptRules,
  responseFitsKind,
  ZAttemptIdParamsSchema,
  ZManagerAttemptParamsSchema,
  ZPendingSkillAssessmentsQuerySchema,
  ZSaveResponseRequestSchema,
  ZUpdateTotalTimeTakenRequestSchema,
} from './assessment-attempts.ts';

describe('attempt contracts', () => {
  it('takes a save of each response shape with a sequence number, and nothing more', () => {
    for (const response of [{ optionId: 'a' }, { optionIds: ['a', 'b'] }, { text: 'Classe C' }]) {
      expect(ZSaveResponseRequestSchema.safeParse({ questionId: 1, response, clientSeq: 0 }).success).toBe(true);
    }
    const bad = [
      { questionId: 1, response: { optionId: 'a' } },
      { questionId: 1, response: { optionId: 'a' }, clientSeq: -1 },
      { questionId: 1, response: { optionId: 'a' }, clientSeq: 1.5 },
      { questionId: 0, response: { optionId: 'a' }, clientSeq: 1 },
      { questionId: 1, response: { optionId: 'a', text: 'x' }, clientSeq: 1 },
      { questionId: 1, response: { text: 'x'.repeat(AttemptRules.maxShortAnswerLength + 1) }, clientSeq: 1 },
      { questionId: 1, response: { optionId: 'a' }, clientSeq: 1, userCode: 'someone' },
    ];
    for (const body of bad) {
      expect(ZSaveResponseRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('matches a response to the kinds that take its shape', () => {
    expect(responseFitsKind('SINGLE_CHOICE', { optionId: 'a' })).toBe(true);
    expect(responseFitsKind('TRUE_FALSE', { optionIds: ['a'] })).toBe(false);
    expect(responseFitsKind('ORDERING', { optionIds: ['a', 'b'] })).toBe(true);
    expect(responseFitsKind('SHORT_ANSWER', { optionId: 'a' })).toBe(false);
  });

  it('reads ids and user codes from the path, and the onboarding flag from the query', () => {
    expect(ZAttemptIdParamsSchema.safeParse({ id: '12' }).data).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1e3', '0x10', ' 7', 'abc']) {
      expect(ZAttemptIdParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
    expect(ZManagerAttemptParamsSchema.safeParse({ id: '3', employee: 'acme-learner' }).success).toBe(true);
    expect(ZManagerAttemptParamsSchema.safeParse({ id: '3', employee: 'bad code' }).success).toBe(false);
    expect(ZPendingSkillAssessmentsQuerySchema.parse({}).isOnBoarding).toBe(false);
    expect(ZPendingSkillAssessmentsQuerySchema.parse({ isOnBoarding: 'true' }).isOnBoarding).toBe(true);
    expect(ZPendingSkillAssessmentsQuerySchema.safeParse({ isOnBoarding: 'maybe' }).success).toBe(false);
  });

  it('bounds the time counter', () => {
    expect(ZUpdateTotalTimeTakenRequestSchema.safeParse({ counter: 60, userAssessmentAttemptId: 4 }).success).toBe(
      true,
    );
    expect(
      ZUpdateTotalTimeTakenRequestSchema.safeParse({
        counter: AttemptRules.maxCounterSeconds + 1,
        userAssessmentAttemptId: 4,
      }).success,
    ).toBe(false);
  });

  it('keys every refusal message for the catalogues', () => {
    expect(attemptMessageKeyOf(ATTEMPT_MESSAGES.deadlinePassed)).toBe('assessment.validation.deadlinePassed');
    expect(attemptMessageKeyOf('something else')).toBeUndefined();
  });
});
