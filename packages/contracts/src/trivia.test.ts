import { describe, expect, it } from 'vitest';
import {
  TRIVIA_MESSAGES,
  TriviaRules,
  triviaMessageKeyOf,
  triviaPoints,
  ZSaveTriviaQuizRequestSchema,
  ZTriviaAnswerRequestSchema,
  ZTriviaLeaderboardQuerySchema,
} from './trivia.ts';

describe('trivia points', () => {
  const served = 1_000_000;
  const deadline = served + 20_000;

  it('gives nothing for a wrong answer, however fast', () => {
    expect(triviaPoints(false, served, deadline, served)).toBe(0);
  });

  it('gives the base plus a speed bonus proportional to the time left', () => {
    expect(triviaPoints(true, served, deadline, served)).toBe(TriviaRules.basePoints + TriviaRules.maxSpeedBonus);
    expect(triviaPoints(true, served, deadline, served + 5_000)).toBe(175);
    expect(triviaPoints(true, served, deadline, deadline)).toBe(TriviaRules.basePoints);
  });

  it('gives no bonus in the grace period after the deadline', () => {
    expect(triviaPoints(true, served, deadline, deadline + 1_500)).toBe(TriviaRules.basePoints);
  });
});

describe('trivia requests', () => {
  it('names each broken field of a quiz', () => {
    const result = ZSaveTriviaQuizRequestSchema.safeParse({
      titleEn: '',
      titleFr: 'Quiz',
      bankId: 0,
      questionCount: 51,
      secondsPerQuestion: 2,
      availableFrom: '2026-12-01T00:00:00Z',
      availableUntil: '2026-11-01T00:00:00Z',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(fields).toMatchObject({
      titleEn: TRIVIA_MESSAGES.titleRequired,
      bankId: TRIVIA_MESSAGES.bankRequired,
      questionCount: TRIVIA_MESSAGES.questionCountInvalid,
      secondsPerQuestion: TRIVIA_MESSAGES.secondsInvalid,
    });
  });

  it('defaults a quiz to ten questions of twenty seconds and reads empty dates as none', () => {
    const quiz = ZSaveTriviaQuizRequestSchema.parse({ titleEn: 'Quiz', titleFr: 'Quiz', bankId: 3, availableFrom: '' });
    expect(quiz).toMatchObject({
      questionCount: 10,
      secondsPerQuestion: 20,
      availableFrom: null,
      availableUntil: null,
    });
  });

  it('refuses an answer without an option, and unknown properties', () => {
    expect(ZTriviaAnswerRequestSchema.safeParse({ position: 1, optionId: ' ' }).success).toBe(false);
    expect(ZTriviaAnswerRequestSchema.safeParse({ position: 1, optionId: 'a', points: 200 }).success).toBe(false);
  });

  it('reads leaderboard queries with defaults and checks the month', () => {
    expect(ZTriviaLeaderboardQuerySchema.parse({})).toEqual({ period: 'month', scope: 'tenant' });
    expect(ZTriviaLeaderboardQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
  });

  it('maps message texts to catalogue keys', () => {
    expect(triviaMessageKeyOf(TRIVIA_MESSAGES.bankUnknown)).toBe('triviaAdmin.validation.bankUnknown');
  });
});
