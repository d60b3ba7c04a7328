import type { TTriviaLeaderboard, TTriviaQuizSummary } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { seedDemoTrivia } from './seed-trivia.ts';

let server: TTestServer;

type TEnvelope<T> = { returnValue: T };

/** A bank of single choice questions, as the assessment content seed would leave it. */
async function insertBank(tenantCode: string, count: number): Promise<void> {
  const now = new Date().toISOString();
  const audit = { created_at: now, created_by: 'test', updated_at: now, updated_by: 'test' };
  const db = server.database.db;
  const bank = await db
    .insertInto('question_banks')
    .values({ tenant_code: tenantCode, title_en: 'B', title_fr: 'B', description_en: '', description_fr: '', ...audit })
    .returning('id')
    .executeTakeFirstOrThrow();
  const text = (en: string) => ({ en, 'fr-CA': en });
  await db
    .insertInto('questions')
    .values(
      Array.from({ length: count }, (_, index) => ({
        tenant_code: tenantCode,
        bank_id: bank.id,
        kind: 'SINGLE_CHOICE',
        content: JSON.stringify({
          kind: 'SINGLE_CHOICE',
          stem: text(`Q${index}`),
          options: [
            { id: 'a', text: text('A'), isCorrect: true, feedback: text('') },
            { id: 'b', text: text('B'), isCorrect: false, feedback: text('') },
          ],
          acceptedAnswers: [],
          imageMediaId: null,
          points: 1,
          feedback: text(''),
        }),
        stem_en: `Q${index}`,
        stem_fr: `Q${index}`,
        version: 1,
        is_retired: false,
        ...audit,
      })),
    )
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('demo trivia', () => {
  it('gives each tenant with questions a published ten-question quiz and plays on this month’s leaderboard, once', async () => {
    // Whatever the content seed left, a tenant that has no quiz yet gets one from its biggest bank.
    await server.database.db.deleteFrom('trivia_quizzes').execute();
    await insertBank('acme', 12);
    await insertBank('boreal', 11);
    expect(await seedDemoTrivia(server.database.db)).toBe(2);
    expect(await seedDemoTrivia(server.database.db)).toBe(0);

    const learner = await bearer(server.database, 'acme', 'acme-learner');
    const quizzes = await server.request('/api/trivia/quizzes', { headers: learner });
    const list = quizzes.json<TEnvelope<TTriviaQuizSummary[]>>().returnValue;
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Friday store smarts',
        questionCount: 10,
        secondsPerQuestion: 20,
        myPlay: null,
      }),
    ]);
    const board = await server.request('/api/trivia/leaderboard?period=month&scope=location', { headers: learner });
    const entries = board.json<TEnvelope<TTriviaLeaderboard>>().returnValue.entries;
    // The manager and the new hire work at the learner's store; the admin at head office.
    expect(entries.map((entry) => entry.userCode)).toEqual(['acme-manager', 'acme-newhire']);
    expect(entries.every((entry) => entry.points > 0)).toBe(true);
  });
});
