import {
  ATTEMPT_MESSAGES,
  type TAttempt,
  type TAttemptPreview,
  type TAttemptResult,
  type TMyAssessmentsResponse,
  type TProblem,
  type TSaveResponseAck,
  type TSaveSetRequest,
  type TStartAttemptResponse,
  type TUserAssessmentStatus,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { seedDemoAssessmentAttempts } from '../../db/seed/seed-assessment-attempts.ts';
import { bearer } from '../../test/access-tokens.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { ALL_KINDS, setBody, text } from '../assessments/assessment-test-fixtures.ts';

/*
 * /api/userAttempt on a real server, once on SQLite and once on PostgreSQL. The database is this
 * file's own, so a server can be closed and another started on it (a restart).
 */

let database: TDatabase;
let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let newhire: Record<string, string>;
let manager: Record<string, string>;
let boreal: Record<string, string>;
let bankId: number;

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

async function adminCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await server.request(path, { method, headers: admin, ...(body === undefined ? {} : { body }) });
  if (response.status >= 300) {
    throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  }
  return response.json<TEnvelope<T>>().returnValue;
}

/** A published set of the bank, assigned to everyone unless told otherwise. */
async function createSet(overrides: Partial<TSaveSetRequest> = {}, assignedToAll = true): Promise<number> {
  const set = await adminCall<{ setId: number }>('POST', '/api/assessment/admin/sets', setBody(bankId, overrides));
  if (assignedToAll) {
    await adminCall('PUT', `/api/assessment/admin/sets/${set.setId}/assignments`, {
      assignments: [{ targetKind: 'ALL', targetCode: '' }],
    });
  }
  await adminCall('POST', `/api/assessment/admin/sets/${set.setId}/publish`);
  return set.setId;
}

function start(setId: number, headers = learner) {
  return server.request(`/api/userAttempt/${setId}/start`, { method: 'POST', headers });
}

async function started(setId: number, headers = learner): Promise<TStartAttemptResponse> {
  const response = await start(setId, headers);
  expect(response.status, response.text).toBe(200);
  return response.json<TStartAttemptResponse>();
}

function save(attemptId: number, body: unknown, headers = learner) {
  return server.request(`/api/userAttempt/${attemptId}/saveResponse`, { method: 'POST', headers, body });
}

function complete(attemptId: number, headers = learner) {
  return server.request(`/api/userAttempt/${attemptId}/complete`, { method: 'POST', headers });
}

/** The right answer to each drawn question of the fixtures (every kind). */
function rightAnswer(question: TAttempt['questions'][number]): unknown {
  switch (question.kind) {
    case 'SINGLE_CHOICE':
      return { optionId: 'a' };
    case 'MULTIPLE_CHOICE':
      return { optionIds: ['email', 'name'] };
    case 'TRUE_FALSE':
      return { optionId: 'false' };
    case 'SHORT_ANSWER':
      return { text: '  CLASSE   c ' };
    case 'ORDERING':
      return { optionIds: ['warn', 'sign', 'clean'] };
  }
}

async function answerAll(attempt: TAttempt, headers = learner): Promise<void> {
  let seq = 1;
  for (const question of attempt.questions) {
    const response = rightAnswer(question);
    const saved = await save(attempt.attemptId, { questionId: question.questionId, response, clientSeq: seq }, headers);
    expect(saved.status, saved.text).toBe(200);
    seq += 1;
  }
}

async function setDeadline(attemptId: number, secondsFromNow: number): Promise<void> {
  await database.db
    .updateTable('assessment_attempts')
    .set({ deadline_at: new Date(Date.now() + secondsFromNow * 1000).toISOString() })
    .where('id', '=', attemptId)
    .execute();
}

async function statusOf(attemptId: number) {
  return database.db
    .selectFrom('assessment_attempts')
    .select(['status', 'completed_by', 'score_percent'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
}

async function waitForCompletion(attemptId: number, timeoutMs = 20_000): Promise<string | null> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < timeoutMs) {
    const row = await statusOf(attemptId);
    if (row.status === 'COMPLETED') {
      return row.completed_by;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`attempt ${attemptId} was not completed in time`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database, { seedDemo: true, log: { info: () => {}, warn: () => {} } });
  server = await startTestServer({ database });
  admin = await bearer(database, 'acme', 'acme-admin');
  learner = await bearer(database, 'acme', 'acme-learner');
  newhire = await bearer(database, 'acme', 'acme-newhire');
  manager = await bearer(database, 'acme', 'acme-manager');
  boreal = await bearer(database, 'boreal', 'boreal-apprenant');
  const bank = await adminCall<{ bankId: number }>('POST', '/api/assessment/admin/banks', {
    title: text('Safety', 'Sécurité'),
  });
  bankId = bank.bankId;
  for (const make of ALL_KINDS) {
    await adminCall('POST', `/api/assessment/admin/banks/${bankId}/questions`, make());
  }
}, 60_000);

afterAll(async () => {
  await server.close();
  await database.destroy();
});

describe('the demo', () => {
  it('gives each demo learner one completed attempt, once', async () => {
    const attempts = await database.db
      .selectFrom('assessment_attempts')
      .select(['tenant_code', 'user_code', 'status', 'completed_by', 'score_percent'])
      .orderBy('tenant_code')
      .execute();
    expect(attempts).toHaveLength(2);
    expect(attempts.map((row) => [row.tenant_code, row.user_code, row.status])).toEqual([
      ['acme', 'acme-learner', 'COMPLETED'],
      ['boreal', 'boreal-apprenant', 'COMPLETED'],
    ]);
    expect(attempts.every((row) => Number(row.score_percent) > 0 && Number(row.score_percent) < 100)).toBe(true);
    expect(await seedDemoAssessmentAttempts(database.db)).toBe(0);
  });
});

describe('starting and resuming', () => {
  it('draws the set, stores the deadline, shows no answer key, and resumes the same attempt', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }], timeLimitMinutes: 10 });
    const before = Date.now();
    const response = await start(setId);
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/isCorrect|acceptedAnswers|feedback/);
    const attempt = response.json<TStartAttemptResponse>();
    expect(attempt).toMatchObject({ setId, status: 'IN_PROGRESS', isResumed: false, attemptNo: 1, result: null });
    expect(attempt.questions).toHaveLength(5);
    expect(new Set(attempt.questions.map((question) => question.kind)).size).toBe(5);
    const deadline = new Date(attempt.deadlineAt ?? '').getTime();
    expect(deadline - before).toBeGreaterThanOrEqual(10 * 60_000 - 2000);
    expect(deadline - before).toBeLessThanOrEqual(10 * 60_000 + 2000);
    expect(new Date(attempt.acceptsSavesUntil ?? '').getTime() - deadline).toBe(10_000);

    const again = await started(setId);
    expect(again).toMatchObject({ attemptId: attempt.attemptId, isResumed: true });
    expect(again.questions).toEqual(attempt.questions);
  });

  it('makes one attempt of 20 starts at once', async () => {
    const setId = await createSet({ timeLimitMinutes: null });
    const responses = await Promise.all(Array.from({ length: 20 }, () => start(setId, newhire)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((response) => response.json<TStartAttemptResponse>().attemptId));
    expect(ids.size).toBe(1);
    const rows = await database.db.selectFrom('assessment_attempts').select('id').where('set_id', '=', setId).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps to the attempts allowed, also when starts come at once', async () => {
    const setId = await createSet({ attemptsAllowed: 2, timeLimitMinutes: null });
    for (let round = 0; round < 2; round += 1) {
      const responses = await Promise.all(Array.from({ length: 10 }, () => start(setId, newhire)));
      const ids = new Set(responses.map((response) => response.json<TStartAttemptResponse>().attemptId));
      expect(ids.size).toBe(1);
      expect((await complete([...ids][0] ?? 0, newhire)).status).toBe(200);
    }
    const refused = await Promise.all(Array.from({ length: 10 }, () => start(setId, newhire)));
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(fieldsOf(response).attempt).toEqual([ATTEMPT_MESSAGES.attemptsUsed]);
    }
    const rows = await database.db.selectFrom('assessment_attempts').select('id').where('set_id', '=', setId).execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses a set outside its availability, a set not assigned, and answers 404 for an unpublished one', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const notYet = await createSet({ availableFrom: later });
    expect(fieldsOf(await start(notYet)).attempt).toEqual([ATTEMPT_MESSAGES.notAvailable]);
    const unassigned = await createSet({}, false);
    const refused = await start(unassigned);
    expect(refused.status).toBe(409);
    expect(fieldsOf(refused).attempt).toEqual([ATTEMPT_MESSAGES.notAssigned]);
    const draft = await adminCall<{ setId: number }>('POST', '/api/assessment/admin/sets', setBody(bankId));
    expect((await start(draft.setId)).status).toBe(404);
  });
});

describe('saving answers', () => {
  it('acknowledges each save with its sequence and the server time; older or replayed saves change nothing', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }], shuffleQuestions: false });
    const attempt = await started(setId);
    const question = attempt.questions.find((item) => item.kind === 'SINGLE_CHOICE');
    const questionId = question?.questionId ?? 0;
    const first = await save(attempt.attemptId, { questionId, response: { optionId: 'b' }, clientSeq: 5 });
    const ack = first.json<TSaveResponseAck>();
    expect(ack).toMatchObject({ questionId, clientSeq: 5, accepted: true });
    expect(Math.abs(new Date(ack.savedAt).getTime() - Date.now())).toBeLessThan(5000);

    const older = await save(attempt.attemptId, { questionId, response: { optionId: 'c' }, clientSeq: 3 });
    expect(older.json<TSaveResponseAck>()).toMatchObject({ clientSeq: 3, accepted: false, savedAt: ack.savedAt });
    const replay = await save(attempt.attemptId, { questionId, response: { optionId: 'a' }, clientSeq: 5 });
    expect(replay.json<TSaveResponseAck>().accepted).toBe(false);

    const resumed = await server.request(`/api/userAttempt/${attempt.attemptId}`, { headers: learner });
    expect(resumed.json<TAttempt>().responses).toEqual([
      { questionId, response: { optionId: 'b' }, clientSeq: 5, savedAt: ack.savedAt },
    ]);
  });

  it('keeps the newest of saves arriving at once in any order', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }] });
    const attempt = await started(setId, newhire);
    const questionId = attempt.questions.find((item) => item.kind === 'SHORT_ANSWER')?.questionId ?? 0;
    const sequences = Array.from({ length: 20 }, (_, index) => index + 1).sort(() => Math.random() - 0.5);
    const acks = await Promise.all(
      sequences.map((clientSeq) =>
        save(attempt.attemptId, { questionId, response: { text: `answer ${clientSeq}` }, clientSeq }, newhire),
      ),
    );
    expect(acks.every((response) => response.status === 200)).toBe(true);
    const resumed = (
      await server.request(`/api/userAttempt/${attempt.attemptId}`, { headers: newhire })
    ).json<TAttempt>();
    expect(resumed.responses).toMatchObject([{ questionId, response: { text: 'answer 20' }, clientSeq: 20 }]);
  });

  it('refuses answers after the deadline plus the grace, and takes them within the grace', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }] });
    const attempt = await started(setId);
    const questionId = attempt.questions.find((item) => item.kind === 'TRUE_FALSE')?.questionId ?? 0;
    await setDeadline(attempt.attemptId, -5);
    const withinGrace = await save(attempt.attemptId, { questionId, response: { optionId: 'false' }, clientSeq: 1 });
    expect(withinGrace.json<TSaveResponseAck>().accepted).toBe(true);
    await setDeadline(attempt.attemptId, -11);
    const late = await save(attempt.attemptId, { questionId, response: { optionId: 'true' }, clientSeq: 2 });
    expect(late.status).toBe(409);
    expect(fieldsOf(late).attempt).toEqual([ATTEMPT_MESSAGES.deadlinePassed]);
  });

  it('answers 400 with field errors for bad input', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }] });
    const attempt = await started(setId);
    const single = attempt.questions.find((item) => item.kind === 'SINGLE_CHOICE')?.questionId ?? 0;
    const ordering = attempt.questions.find((item) => item.kind === 'ORDERING')?.questionId ?? 0;
    const bad: [unknown, string][] = [
      [{ questionId: single, response: { optionId: 'a' } }, 'clientSeq'],
      [{ questionId: single, response: { optionId: 'a' }, clientSeq: -1 }, 'clientSeq'],
      [{ questionId: 'x', response: { optionId: 'a' }, clientSeq: 1 }, 'questionId'],
      [{ questionId: single, response: { optionId: 'a' }, clientSeq: 1, userCode: 'acme-admin' }, ''],
      [{ questionId: single, response: { optionIds: ['a'] }, clientSeq: 1 }, 'response'],
      [{ questionId: single, response: { optionId: 'zzz' }, clientSeq: 1 }, 'response'],
      [{ questionId: ordering, response: { optionIds: ['warn', 'warn'] }, clientSeq: 1 }, 'response'],
      [{ questionId: 999_999, response: { optionId: 'a' }, clientSeq: 1 }, 'questionId'],
    ];
    for (const [body, field] of bad) {
      const response = await save(attempt.attemptId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) {
        expect(
          Object.keys(fieldsOf(response)).some((key) => key.startsWith(field)),
          JSON.stringify(body),
        ).toBe(true);
      }
    }
    for (const path of [
      '/api/userAttempt/abc',
      '/api/userAttempt/0/true',
      '/api/userAttempt/userAssessmentStatus/-1',
    ]) {
      expect((await server.request(path, { headers: learner })).status, path).toBe(400);
    }
    expect((await server.request('/api/userAttempt/0x1/start', { method: 'POST', headers: learner })).status).toBe(400);
    const time = (body: unknown) =>
      server.request(`/api/userAttempt/${attempt.attemptId}/updateTotalTimeTaken`, {
        method: 'PUT',
        headers: learner,
        body,
      });
    expect((await time({ counter: -1, userAssessmentAttemptId: attempt.attemptId })).status).toBe(400);
    const mismatch = await time({ counter: 5, userAssessmentAttemptId: attempt.attemptId + 1000 });
    expect(mismatch.status).toBe(400);
    expect(fieldsOf(mismatch).userAssessmentAttemptId).toEqual([ATTEMPT_MESSAGES.attemptIdMismatch]);
    const ok = await time({ counter: 3, userAssessmentAttemptId: attempt.attemptId });
    expect(ok.json<TEnvelope<{ totalTimeSeconds: number }>>().success).toBe(true);
    expect(
      (await server.request('/api/userAttempt/pendingskillassessments?isOnBoarding=maybe', { headers: learner }))
        .status,
    ).toBe(400);
    expect(
      (await server.request(`/api/userAttempt/${setId}/bad%20code/skillAssessmentForManager`, { headers: manager }))
        .status,
    ).toBe(400);
  });
});

describe('completing', () => {
  it('grades every kind, is idempotent (also at once), and records attempted, passed and completed', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }], reviewMode: 'FULL' });
    const attempt = await started(setId);
    await answerAll(attempt);
    const results = await Promise.all(Array.from({ length: 10 }, () => complete(attempt.attemptId)));
    const bodies = results.map((response) => response.json<TAttemptResult>());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const result = bodies[0] as TAttemptResult;
    expect(result).toMatchObject({
      scorePercent: 100,
      passed: true,
      pointsAwarded: 6,
      maxPoints: 6,
      completedBy: 'USER',
    });
    expect(result.review).toHaveLength(5);
    expect(result.review?.find((item) => item.question.kind === 'ORDERING')?.correctOptionIds).toEqual([
      'warn',
      'sign',
      'clean',
    ]);
    expect(result.review?.find((item) => item.question.kind === 'SINGLE_CHOICE')?.generalFeedback).toEqual(
      text('Exits are marked in green.', 'Les sorties sont indiquées en vert.'),
    );

    const statements = await database.db
      .selectFrom('learning_statements')
      .select(['verb', 'object_kind', 'object_id', 'result'])
      .where('actor_user_code', '=', 'acme-learner')
      .where('object_id', '=', String(setId))
      .orderBy('id')
      .execute();
    expect(statements.map((row) => row.verb)).toEqual(['attempted', 'passed', 'completed']);
    expect(statements.every((row) => row.object_kind === 'ASSESSMENTSET')).toBe(true);
    expect(JSON.parse(statements[1]?.result ?? '{}')).toEqual({
      scoreScaled: 1,
      scoreRaw: 6,
      success: true,
      completion: true,
    });

    const latest = await server.request(`/api/userAttempt/${setId}/latestResult`, { headers: learner });
    expect(latest.json<TAttemptResult>()).toEqual(result);
    const withResult = await server.request(`/api/userAttempt/${attempt.attemptId}/true`, { headers: learner });
    expect(withResult.json<TAttempt>().result).toEqual(result);
    const late = await save(attempt.attemptId, {
      questionId: attempt.questions[0]?.questionId,
      response: { text: 'x' },
      clientSeq: 99,
    });
    expect([400, 409]).toContain(late.status);
  });

  it('never stores an answer in an attempt already graded, when saves race the completion', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }], timeLimitMinutes: null });
    const attempt = await started(setId, newhire);
    const questionId = attempt.questions.find((item) => item.kind === 'SINGLE_CHOICE')?.questionId ?? 0;
    const saves = Array.from({ length: 30 }, (_, index) =>
      save(
        attempt.attemptId,
        { questionId, response: { optionId: index % 2 ? 'a' : 'b' }, clientSeq: index + 1 },
        newhire,
      ),
    );
    const [completion, ...answers] = await Promise.all([complete(attempt.attemptId, newhire), ...saves]);
    expect(completion?.status).toBe(200);
    expect(answers.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const graded = await database.db
      .selectFrom('assessment_attempt_questions as q')
      .leftJoin('assessment_attempt_responses as r', (join) =>
        join.onRef('r.attempt_id', '=', 'q.attempt_id').onRef('r.question_id', '=', 'q.question_id'),
      )
      .select(['q.is_correct', 'r.response'])
      .where('q.attempt_id', '=', attempt.attemptId)
      .where('q.question_id', '=', questionId)
      .executeTakeFirstOrThrow();
    const stored = graded.response === null ? null : (JSON.parse(graded.response) as { optionId: string }).optionId;
    expect(Boolean(graded.is_correct)).toBe(stored === 'a');
  });

  it('records a fail without a completion, and hides what the review mode hides', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }], reviewMode: 'NONE' });
    const attempt = await started(setId);
    const result = (await complete(attempt.attemptId)).json<TAttemptResult>();
    expect(result).toMatchObject({ scorePercent: null, passed: null, review: null, reviewMode: 'NONE' });
    const completed = (
      await server.request(`/api/userAttempt/${attempt.attemptId}/true`, { headers: learner })
    ).json<TAttempt>();
    expect(completed.questions).toEqual([]);
    const verbs = await database.db
      .selectFrom('learning_statements')
      .select('verb')
      .where('actor_user_code', '=', 'acme-learner')
      .where('object_id', '=', String(setId))
      .orderBy('id')
      .execute();
    expect(verbs.map((row) => row.verb)).toEqual(['attempted', 'failed']);
    const score = await createSet({ banks: [{ bankId, drawCount: 5 }], reviewMode: 'SCORE' });
    const scored = (await complete((await started(score)).attemptId)).json<TAttemptResult>();
    expect(scored).toMatchObject({ scorePercent: 0, passed: false, review: null });
  });

  it('completes a learning-path item of the set when the learner passes', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }], timeLimitMinutes: null });
    const path = await adminCall<{ pathId: number }>('POST', '/api/path/admin', {
      titleEn: 'Safety path',
      titleFr: 'Parcours sécurité',
      isCore: false,
      levels: [
        {
          titleEn: 'One',
          titleFr: 'Un',
          modules: [
            { titleEn: 'A', titleFr: 'A', items: [{ kind: 'ASSESSMENTSET', objectId: setId, isRequired: true }] },
          ],
        },
      ],
    });
    await adminCall('PUT', `/api/path/admin/${path.pathId}/assignments`, { userCodes: ['acme-newhire'] });
    await adminCall('POST', `/api/path/admin/${path.pathId}/publish`);
    const completedItems = async () => {
      const info = await server.request(`/api/pathinfo?pathId=${path.pathId}`, { headers: newhire });
      expect(info.status, info.text).toBe(200);
      return info.json<TEnvelope<{ progress: { completedItems: number } }>>().returnValue.progress.completedItems;
    };
    expect(await completedItems()).toBe(0);
    const attempt = await started(setId, newhire);
    await answerAll(attempt, newhire);
    expect((await complete(attempt.attemptId, newhire)).json<TAttemptResult>().passed).toBe(true);
    expect(await completedItems()).toBe(1);
  });
});

describe('the server clock', () => {
  it('the sweep completes and grades an abandoned attempt, also after a restart', async () => {
    const setId = await createSet({ banks: [{ bankId, drawCount: 5 }] });
    const abandoned = await started(setId, newhire);
    await answerAll(abandoned, newhire);
    await setDeadline(abandoned.attemptId, -11);
    expect(await waitForCompletion(abandoned.attemptId)).toBe('SWEEP');
    expect((await statusOf(abandoned.attemptId)).score_percent).toBe(100);

    // Restart: the server goes away with an attempt in progress; the next one finds it past its deadline.
    const other = await createSet({ banks: [{ bankId, drawCount: 5 }] });
    const left = await started(other, newhire);
    await server.close();
    await setDeadline(left.attemptId, -60);
    server = await startTestServer({ database });
    expect(await waitForCompletion(left.attemptId)).toBe('SWEEP');
    const result = await server.request(`/api/userAttempt/${left.attemptId}/true`, { headers: newhire });
    expect(result.json<TAttempt>().result).toMatchObject({ completedBy: 'SWEEP', scorePercent: 0 });
  }, 60_000);
});

describe('lists and status', () => {
  it('lists my assessments to do, in progress and done, and one set with its attempts', async () => {
    const todo = await createSet();
    const doing = await createSet();
    const done = await createSet();
    await started(doing, manager);
    await complete((await started(done, manager)).attemptId, manager);
    const mine = (await server.request('/api/userAttempt/mine', { headers: manager })).json<TMyAssessmentsResponse>();
    expect(mine.toDo.map((set) => set.setId)).toContain(todo);
    expect(mine.inProgress.map((set) => set.setId)).toContain(doing);
    expect(mine.done.find((set) => set.setId === done)).toMatchObject({
      latestCompleted: { scorePercent: 0 },
      attemptsUsed: 1,
    });
    const status = (
      await server.request(`/api/userAttempt/userAssessmentStatus/${done}`, { headers: manager })
    ).json<TUserAssessmentStatus>();
    expect(status).toMatchObject({ status: 'COMPLETED', attemptsAllowed: 3, startBlocker: null });
    expect(status.attempts).toHaveLength(1);
    expect((await server.request(`/api/userAttempt/${todo}/latestResult`, { headers: manager })).status).toBe(404);
  });
});

describe('who may see what', () => {
  it("answers 404 for another user's attempt and another tenant's", async () => {
    const setId = await createSet();
    const attempt = await started(setId);
    const id = attempt.attemptId;
    const questionId = attempt.questions[0]?.questionId ?? 0;
    for (const [headers, host] of [
      [newhire, 'acme.localhost'],
      [boreal, 'boreal.localhost'],
    ] as const) {
      expect((await server.request(`/api/userAttempt/${id}`, { headers, host })).status).toBe(404);
      expect((await server.request(`/api/userAttempt/${id}/true`, { headers, host })).status).toBe(404);
      const saved = await server.request(`/api/userAttempt/${id}/saveResponse`, {
        method: 'POST',
        headers,
        host,
        body: { questionId, response: { optionId: 'a' }, clientSeq: 1 },
      });
      expect(saved.status).toBe(404);
      expect((await server.request(`/api/userAttempt/${id}/complete`, { method: 'POST', headers, host })).status).toBe(
        404,
      );
      const time = await server.request(`/api/userAttempt/${id}/updateTotalTimeTaken`, {
        method: 'PUT',
        headers,
        host,
        body: { counter: 1, userAssessmentAttemptId: id },
      });
      expect(time.status).toBe(404);
    }
    expect(
      (
        await server.request(`/api/userAttempt/${setId}/start`, {
          method: 'POST',
          headers: boreal,
          host: 'boreal.localhost',
        })
      ).status,
    ).toBe(404);
    expect((await statusOf(id)).status).toBe('IN_PROGRESS');
  });

  it('previews a draw for admins only and stores nothing', async () => {
    const draft = await adminCall<{ setId: number }>('POST', '/api/assessment/admin/sets', setBody(bankId));
    const count = async () => (await database.db.selectFrom('assessment_attempts').select('id').execute()).length;
    const before = await count();
    const preview = await server.request(`/api/userAttempt/${draft.setId}/preview`, { headers: admin });
    expect(preview.status).toBe(200);
    expect(preview.json<TAttemptPreview>().questions).toHaveLength(3);
    expect(preview.text).not.toMatch(/isCorrect|acceptedAnswers/);
    expect(await count()).toBe(before);
    expect((await server.request(`/api/userAttempt/${draft.setId}/preview`, { headers: learner })).status).toBe(403);
  });

  it("lets a manager assess a reportee on a SKILL set, and no one else's", async () => {
    const skill = await createSet({ kind: 'SKILL' });
    const pending = await server.request('/api/userAttempt/pendingskillassessments?isOnBoarding=true', {
      headers: learner,
    });
    expect(pending.json<TEnvelope<unknown[]>>().returnValue).toContainEqual({
      assessmentSetId: skill,
      hasSkillAssessmentAssigned: true,
      isComplete: false,
      skillAssessmentExpired: false,
    });
    const view = await server.request(`/api/userAttempt/${skill}/acme-learner/skillAssessmentForManager`, {
      headers: manager,
    });
    expect(view.json<TEnvelope<unknown>>().returnValue).toMatchObject({
      status: 'NOT_STARTED',
      employeeUserCode: 'acme-learner',
    });
    const startedByManager = await server.request(
      `/api/userAttempt/${skill}/acme-learner/startManagerAssessmentForEmployee`,
      { method: 'POST', headers: manager },
    );
    expect(startedByManager.json<TStartAttemptResponse>()).toMatchObject({
      subjectUserCode: 'acme-learner',
      isResumed: false,
    });
    const notReportee = await server.request(`/api/userAttempt/${skill}/acme-admin/skillAssessmentForManager`, {
      headers: manager,
    });
    expect(notReportee.status).toBe(404);
    const notManager = await server.request(`/api/userAttempt/${skill}/acme-newhire/skillAssessmentForManager`, {
      headers: learner,
    });
    expect(notManager.status).toBe(403);
    const notSkill = await createSet();
    expect(
      (
        await server.request(`/api/userAttempt/${notSkill}/acme-learner/skillAssessmentForManager`, {
          headers: manager,
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 to a tenant without the module', async () => {
    const setId = await createSet();
    await database.db
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', 'acme')
      .where('module_code', '=', 'ASSESSMENT')
      .execute();
    // A second node reads the tenant's modules afresh (the first keeps them cached a while).
    const node = await startTestServer({ database });
    try {
      for (const path of ['/api/userAttempt/mine', `/api/userAttempt/userAssessmentStatus/${setId}`]) {
        const response = await node.request(path, { headers: learner });
        expect(response.status, path).toBe(404);
      }
      expect((await node.request(`/api/userAttempt/${setId}/start`, { method: 'POST', headers: learner })).status).toBe(
        404,
      );
    } finally {
      await node.close();
    }
  });
});
