import type {
  TAssessmentSet,
  TAttemptResult,
  TBank,
  TQuestion,
  TRegrade,
  TSetStatistics,
  TStartAttemptResponse,
  TUpdateQuestionResult,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { setBody, singleChoice, text, trueFalse } from './assessment-test-fixtures.ts';

/*
 * Regrading and statistics over real attempts, taken through /api/userAttempt: correcting a
 * question regrades exactly the completed attempts that drew it (scores and pass recalculated in
 * the same transaction, the regrade recorded), and the set's per-question statistics follow.
 */

let server: TTestServer;
let admin: Record<string, string>;
const BASE = '/api/assessment/admin';
type TEnvelope<T> = { returnValue: T };

const body = <T>(response: { json: <U>() => U }) => response.json<TEnvelope<T>>().returnValue;

async function adminCall<T>(path: string, method = 'GET', payload?: unknown): Promise<T> {
  const response = await server.request(path, { method, headers: admin, ...(payload ? { body: payload } : {}) });
  expect(response.status, response.text).toBeLessThan(300);
  return body<T>(response);
}

/** A published set of the bank's questions, assigned to everyone. */
async function publishedSet(bankId: number, drawCount: number, title: string): Promise<TAssessmentSet> {
  const set = await adminCall<TAssessmentSet>(`${BASE}/sets`, 'POST', {
    ...setBody(bankId, { banks: [{ bankId, drawCount }], title: text(title, title), attemptsAllowed: null }),
    passMarkPercent: 60,
  });
  await adminCall(`${BASE}/sets/${set.setId}/assignments`, 'PUT', { assignments: [{ targetKind: 'ALL' }] });
  await adminCall(`${BASE}/sets/${set.setId}/publish`, 'POST');
  return set;
}

/** Takes the set as `userCode`, answering by question id, and completes it (or leaves it in progress). */
async function takeSet(
  userCode: string,
  setId: number,
  answers: Record<number, unknown>,
  complete = true,
): Promise<{ attemptId: number; result: TAttemptResult | null }> {
  const headers = await bearer(server.database, 'acme', userCode);
  const started = await server.request(`/api/userAttempt/${setId}/start`, { method: 'POST', headers, body: {} });
  expect(started.status, started.text).toBe(200);
  const attempt = started.json<TStartAttemptResponse>();
  let clientSeq = 0;
  for (const [questionId, response] of Object.entries(answers)) {
    clientSeq += 1;
    const saved = await server.request(`/api/userAttempt/${attempt.attemptId}/saveResponse`, {
      method: 'POST',
      headers,
      body: { questionId: Number(questionId), response, clientSeq },
    });
    expect(saved.status, saved.text).toBe(200);
  }
  if (!complete) {
    return { attemptId: attempt.attemptId, result: null };
  }
  const done = await server.request(`/api/userAttempt/${attempt.attemptId}/complete`, {
    method: 'POST',
    headers,
    body: {},
  });
  expect(done.status, done.text).toBe(200);
  return { attemptId: attempt.attemptId, result: done.json<TAttemptResult>() };
}

async function scoreOf(attemptId: number) {
  const row = await server.database.db
    .selectFrom('assessment_attempts')
    .select(['score_percent', 'passed', 'points_awarded'])
    .where('tenant_code', '=', 'acme')
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return { scorePercent: Number(row.score_percent), passed: Boolean(row.passed), points: Number(row.points_awarded) };
}

let q1: TQuestion;
let q2: TQuestion;
let setId: number;
let learnerAttempt: number;
let managerAttempt: number;
let otherAttempt: number;
let inProgress: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  const bank = await adminCall<TBank>(`${BASE}/banks`, 'POST', { title: text('Regrade bank', 'Banque') });
  // q1 (2 points): "a" is marked correct by mistake; "b" is the right answer. q2 (1 point): false.
  q1 = await adminCall<TQuestion>(`${BASE}/banks/${bank.bankId}/questions`, 'POST', singleChoice('Regrade me'));
  q2 = await adminCall<TQuestion>(`${BASE}/banks/${bank.bankId}/questions`, 'POST', trueFalse());
  setId = (await publishedSet(bank.bankId, 2, 'Regrade set')).setId;
  const otherBank = await adminCall<TBank>(`${BASE}/banks`, 'POST', { title: text('Other bank', 'Autre') });
  const q3 = await adminCall<TQuestion>(`${BASE}/banks/${otherBank.bankId}/questions`, 'POST', trueFalse());
  const otherSet = await publishedSet(otherBank.bankId, 1, 'Other set');

  // The learner chose "b" (wrong as first keyed: 1 of 3 points); the manager "a" (3 of 3).
  learnerAttempt = (
    await takeSet('acme-learner', setId, { [q1.questionId]: { optionId: 'b' }, [q2.questionId]: { optionId: 'false' } })
  ).attemptId;
  managerAttempt = (
    await takeSet('acme-manager', setId, { [q1.questionId]: { optionId: 'a' }, [q2.questionId]: { optionId: 'false' } })
  ).attemptId;
  otherAttempt = (await takeSet('acme-newhire', otherSet.setId, { [q3.questionId]: { optionId: 'true' } })).attemptId;
  inProgress = (await takeSet('acme-admin', setId, { [q1.questionId]: { optionId: 'b' } }, false)).attemptId;
});
afterAll(async () => {
  await server.close();
});

describe('statistics and regrading', () => {
  it('answers per-question statistics of the completed attempts', async () => {
    const statistics = await adminCall<TSetStatistics>(`${BASE}/sets/${setId}/statistics`);
    expect(statistics).toMatchObject({ setId, completedAttempts: 2, averageScorePercent: 66.7, passRatePercent: 50 });
    const first = statistics.questions.find((question) => question.questionId === q1.questionId);
    expect(first).toMatchObject({
      answeredCount: 2,
      correctCount: 1,
      percentCorrect: 50,
      mostChosenWrong: { optionId: 'b', count: 1 },
      // The attempt that scored best got it right, the other one did not.
      discriminationIndex: 1,
    });
    expect(statistics.questions.find((question) => question.questionId === q2.questionId)).toMatchObject({
      answeredCount: 2,
      percentCorrect: 100,
      mostChosenWrong: null,
      discriminationIndex: 0,
    });
  });

  it('an edit without regrade changes no attempt', async () => {
    const before = await scoreOf(learnerAttempt);
    const edited = await adminCall<TUpdateQuestionResult>(`${BASE}/questions/${q1.questionId}`, 'PUT', {
      ...singleChoice('Regrade me'),
      feedback: text('Edited feedback', 'Rétroaction modifiée'),
    });
    expect(edited).toMatchObject({ question: { version: 2 }, regrade: null });
    expect(await scoreOf(learnerAttempt)).toEqual(before);
  });

  it('regrades exactly the completed attempts that drew the corrected question, and records it', async () => {
    const corrected = singleChoice('Regrade me');
    corrected.options = corrected.options?.map((option) => ({ ...option, isCorrect: option.id === 'b' }));
    const other = await scoreOf(otherAttempt);
    const response = await server.request(`${BASE}/questions/${q1.questionId}?regrade=true`, {
      method: 'PUT',
      headers: admin,
      body: corrected,
    });
    expect(response.status, response.text).toBe(200);
    const { question, regrade } = body<TUpdateQuestionResult>(response);
    expect(question.version).toBe(3);
    expect(regrade).toMatchObject({ questionId: q1.questionId, fromVersion: 2, toVersion: 3, attemptsChanged: 2 });

    expect(await scoreOf(learnerAttempt)).toEqual({ scorePercent: 100, passed: true, points: 3 });
    expect(await scoreOf(managerAttempt)).toEqual({ scorePercent: 33.33, passed: false, points: 1 });
    expect(await scoreOf(otherAttempt)).toEqual(other);
    const learner = await bearer(server.database, 'acme', 'acme-learner');
    const latest = await server.request(`/api/userAttempt/${setId}/latestResult`, { headers: learner });
    expect(latest.json<TAttemptResult>()).toMatchObject({ scorePercent: 100, passed: true });

    // The attempt still in progress is graded against the corrected question when it completes.
    const admins = await bearer(server.database, 'acme', 'acme-admin');
    const done = await server.request(`/api/userAttempt/${inProgress}/complete`, {
      method: 'POST',
      headers: admins,
      body: {},
    });
    expect(done.json<TAttemptResult>().pointsAwarded).toBe(2);

    const history = await adminCall<TRegrade[]>(`${BASE}/questions/${q1.questionId}/regrades`);
    expect(history).toEqual([expect.objectContaining({ attemptsChanged: 2, regradedBy: 'acme-admin' })]);

    // Regrading again with nothing to change changes no attempt, and says so.
    const again = await adminCall<TUpdateQuestionResult>(
      `${BASE}/questions/${q1.questionId}?regrade=true`,
      'PUT',
      corrected,
    );
    expect(again.regrade?.attemptsChanged).toBe(0);
  });
});
