import {
  TRIVIA_MESSAGES,
  TriviaRules,
  type TProblem,
  type TTriviaAdminQuiz,
  type TTriviaAnswerResult,
  type TTriviaBank,
  type TTriviaCurrentQuestion,
  type TTriviaLeaderboard,
  type TTriviaPlay,
  type TTriviaQuizSummary,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let manager: Record<string, string>;
let newhire: Record<string, string>;
let boreal: Record<string, string>;
let bankId: number;
let borealQuizId: number;

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

/** A bank of `count` questions (single choice, each with option `right` correct) plus one short answer trivia never asks. */
async function createBank(tenantCode: string, count: number): Promise<number> {
  const now = new Date().toISOString();
  const audit = { created_at: now, created_by: 'test', updated_at: now, updated_by: 'test' };
  const bank = await server.database.db
    .insertInto('question_banks')
    .values({
      tenant_code: tenantCode,
      title_en: 'Store trivia',
      title_fr: 'Quiz du magasin',
      description_en: '',
      description_fr: '',
      ...audit,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const text = (en: string) => ({ en, 'fr-CA': `${en} (fr)` });
  const rows: { kind: string; content: Record<string, unknown>; stem: string }[] = Array.from(
    { length: count },
    (_, index) => {
      const content = {
        kind: index % 2 === 0 ? 'SINGLE_CHOICE' : 'TRUE_FALSE',
        stem: text(`Question ${index + 1}?`),
        options: [
          { id: 'right', text: text('Right'), isCorrect: true, feedback: text('') },
          { id: 'wrong', text: text('Wrong'), isCorrect: false, feedback: text('') },
        ],
        acceptedAnswers: [],
        imageMediaId: null,
        points: 1,
        feedback: text(''),
      };
      return { kind: content.kind, content, stem: content.stem.en };
    },
  );
  rows.push({
    kind: 'SHORT_ANSWER',
    content: {
      kind: 'SHORT_ANSWER',
      stem: text('Name the store'),
      options: [],
      acceptedAnswers: ['Acme'],
      imageMediaId: null,
      points: 1,
      feedback: text(''),
    },
    stem: 'Name the store',
  });
  await server.database.db
    .insertInto('questions')
    .values(
      rows.map((row) => ({
        tenant_code: tenantCode,
        bank_id: bank.id,
        kind: row.kind,
        content: JSON.stringify(row.content),
        stem_en: row.stem,
        stem_fr: row.stem,
        version: 1,
        is_retired: false,
        ...audit,
      })),
    )
    .execute();
  return bank.id;
}

async function createQuiz(
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
  host?: string,
): Promise<TTriviaAdminQuiz> {
  const response = await server.request('/api/trivia/admin/quizzes', {
    method: 'POST',
    headers,
    ...(host ? { host } : {}),
    body: { titleEn: 'Friday quiz', titleFr: 'Quiz du vendredi', bankId, questionCount: 3, ...overrides },
  });
  expect(response.status, response.text).toBe(201);
  return body<TTriviaAdminQuiz>(response);
}

async function publishedQuiz(overrides: Record<string, unknown> = {}): Promise<TTriviaAdminQuiz> {
  const quiz = await createQuiz(admin, overrides);
  const published = await server.request(`/api/trivia/admin/quizzes/${quiz.quizId}/publish`, {
    method: 'POST',
    headers: admin,
  });
  expect(published.status, published.text).toBe(200);
  return body<TTriviaAdminQuiz>(published);
}

async function start(headers: Record<string, string>, quizId: number): Promise<TTriviaPlay> {
  const response = await server.request(`/api/trivia/${quizId}/play`, { method: 'POST', headers });
  expect(response.status, response.text).toBe(200);
  return body<TTriviaPlay>(response);
}

async function current(headers: Record<string, string>, playId: number): Promise<TTriviaCurrentQuestion> {
  const response = await server.request(`/api/trivia/plays/${playId}/question`, { headers });
  expect(response.status, response.text).toBe(200);
  return body<TTriviaCurrentQuestion>(response);
}

async function answer(headers: Record<string, string>, playId: number, position: number, optionId: string) {
  return server.request(`/api/trivia/plays/${playId}/answer`, {
    method: 'POST',
    headers,
    body: { position, optionId },
  });
}

/** Moves a served question's clock back, as if it had been shown `seconds` ago. */
async function ageQuestion(playId: number, position: number, seconds: number, secondsPerQuestion: number) {
  const servedAt = new Date(Date.now() - seconds * 1000);
  await server.database.db
    .updateTable('trivia_play_answers')
    .set({
      served_at: servedAt.toISOString(),
      deadline_at: new Date(servedAt.getTime() + secondsPerQuestion * 1000).toISOString(),
    })
    .where('tenant_code', '=', 'acme')
    .where('play_id', '=', playId)
    .where('position', '=', position)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  newhire = await bearer(server.database, 'acme', 'acme-newhire');
  boreal = await bearer(server.database, 'boreal', 'boreal-admin');
  bankId = await createBank('acme', 6);
  const borealBank = await createBank('boreal', 4);
  const borealQuiz = await createQuiz(boreal, { bankId: borealBank }, 'boreal.localhost');
  await server.request(`/api/trivia/admin/quizzes/${borealQuiz.quizId}/publish`, {
    method: 'POST',
    headers: boreal,
    host: 'boreal.localhost',
  });
  borealQuizId = borealQuiz.quizId;
});
afterAll(async () => {
  await server.close();
});

describe('quiz administration', () => {
  it('answers 400 with field errors for bad quizzes, and checks the bank and its questions', async () => {
    const bad = await server.request('/api/trivia/admin/quizzes', {
      method: 'POST',
      headers: admin,
      body: { titleEn: '', titleFr: 'x', bankId: 'one', questionCount: 0, secondsPerQuestion: 500, extra: true },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(
      expect.arrayContaining(['titleEn', 'bankId', 'questionCount', 'secondsPerQuestion']),
    );

    const otherTenantsBank = await server.request('/api/trivia/admin/quizzes', {
      method: 'POST',
      headers: admin,
      body: { titleEn: 'Quiz', titleFr: 'Quiz', bankId: 999_999 },
    });
    expect(otherTenantsBank.status).toBe(400);
    expect(fieldsOf(otherTenantsBank)).toEqual({ bankId: [TRIVIA_MESSAGES.bankUnknown] });

    // Six usable questions (the short answer does not count): ten cannot be published.
    const tooMany = await createQuiz(admin, { questionCount: 10 });
    const publish = await server.request(`/api/trivia/admin/quizzes/${tooMany.quizId}/publish`, {
      method: 'POST',
      headers: admin,
    });
    expect(publish.status).toBe(400);
    expect(fieldsOf(publish)).toEqual({ questionCount: [TRIVIA_MESSAGES.notEnoughQuestions] });

    const banks = body<TTriviaBank[]>(await server.request('/api/trivia/admin/banks', { headers: admin }));
    expect(banks.find((bank) => bank.bankId === bankId)).toMatchObject({
      usableQuestionCount: 6,
      name: 'Store trivia',
    });
  });

  it('lets only trivia or assessment admins manage quizzes, and keeps tenants apart', async () => {
    expect((await server.request('/api/trivia/admin/quizzes', { headers: learner })).status).toBe(403);
    const quiz = await createQuiz(admin);
    const fromBoreal = await server.request(`/api/trivia/admin/quizzes/${quiz.quizId}`, {
      headers: boreal,
      host: 'boreal.localhost',
    });
    expect(fromBoreal.status).toBe(404);
    const list = body<TTriviaAdminQuiz[]>(await server.request('/api/trivia/admin/quizzes', { headers: admin }));
    expect(list.some((candidate) => candidate.quizId === borealQuizId)).toBe(false);
  });

  it('shows a published quiz to players, and no longer once unpublished', async () => {
    const quiz = await publishedQuiz({ titleEn: 'Listed quiz' });
    const listed = body<TTriviaQuizSummary[]>(await server.request('/api/trivia/quizzes', { headers: learner }));
    expect(listed.find((candidate) => candidate.quizId === quiz.quizId)).toMatchObject({
      title: 'Listed quiz',
      questionCount: 3,
      secondsPerQuestion: 20,
      myPlay: null,
    });
    await server.request(`/api/trivia/admin/quizzes/${quiz.quizId}/unpublish`, { method: 'POST', headers: admin });
    const after = body<TTriviaQuizSummary[]>(await server.request('/api/trivia/quizzes', { headers: learner }));
    expect(after.some((candidate) => candidate.quizId === quiz.quizId)).toBe(false);
    expect((await server.request(`/api/trivia/${quiz.quizId}/play`, { method: 'POST', headers: learner })).status).toBe(
      404,
    );
  });
});

describe('playing', () => {
  it('makes one play of many concurrent starts, and a second start resumes it', async () => {
    const quiz = await publishedQuiz();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.request(`/api/trivia/${quiz.quizId}/play`, { method: 'POST', headers: learner }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    const ids = new Set(responses.map((response) => body<TTriviaPlay>(response).playId));
    expect(ids.size).toBe(1);
    const rows = await server.database.db
      .selectFrom('trivia_plays')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('quiz_id', '=', quiz.quizId)
      .execute();
    expect(rows).toHaveLength(1);
    const questions = await server.database.db
      .selectFrom('trivia_play_answers')
      .select('position')
      .where('tenant_code', '=', 'acme')
      .where('play_id', '=', rows[0]?.id ?? 0)
      .execute();
    expect(questions.map((row) => row.position).sort()).toEqual([1, 2, 3]);
  });

  it('serves a question with the server deadline, keeps it on reload, and scores a quick right answer', async () => {
    const quiz = await publishedQuiz({ secondsPerQuestion: 30 });
    const play = await start(learner, quiz.quizId);
    const first = await current(learner, play.playId);
    const question = first.question;
    expect(question).toMatchObject({ position: 1, secondsPerQuestion: 30 });
    expect(question?.options.map((option) => option.optionId).sort()).toEqual(['right', 'wrong']);
    expect(JSON.stringify(first)).not.toContain('isCorrect');
    expect(Date.parse(question?.deadlineAt ?? '') - Date.parse(question?.servedAt ?? '')).toBe(30_000);

    const again = await current(learner, play.playId);
    expect(again.question?.deadlineAt).toBe(question?.deadlineAt);
    expect(again.question?.position).toBe(1);

    const scored = await answer(learner, play.playId, 1, 'right');
    expect(scored.status, scored.text).toBe(200);
    const result = body<TTriviaAnswerResult>(scored);
    expect(result).toMatchObject({ outcome: 'SCORED', isCorrect: true, correctOptionId: 'right' });
    expect(result.pointsAwarded).toBeGreaterThan(TriviaRules.basePoints + 80);
    expect(result.play.points).toBe(result.pointsAwarded);

    const next = await current(learner, play.playId);
    expect(next.question?.position).toBe(2);
    const wrong = body<TTriviaAnswerResult>(await answer(learner, play.playId, 2, 'wrong'));
    expect(wrong).toMatchObject({ outcome: 'SCORED', isCorrect: false, pointsAwarded: 0, correctOptionId: 'right' });
  });

  it('stores a replayed answer once: concurrent replays add the points a single time', async () => {
    const quiz = await publishedQuiz();
    const play = await start(manager, quiz.quizId);
    await current(manager, play.playId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => answer(manager, play.playId, 1, 'right')));
    const results = responses.map((response) => body<TTriviaAnswerResult>(response));
    expect(results.filter((result) => result.outcome === 'SCORED')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'REPLAY')).toHaveLength(9);
    const scored = results.find((result) => result.outcome === 'SCORED');
    const after = body<TTriviaPlay>(await server.request(`/api/trivia/plays/${play.playId}`, { headers: manager }));
    expect(after.points).toBe(scored?.pointsAwarded);
    expect(after.correctCount).toBe(1);
    // A replay changing its mind changes nothing either.
    const changed = body<TTriviaAnswerResult>(await answer(manager, play.playId, 1, 'wrong'));
    expect(changed).toMatchObject({ outcome: 'REPLAY', isCorrect: true, pointsAwarded: scored?.pointsAwarded });
  });

  it('refuses an answer after the deadline plus grace (a miss), and moves on; grace answers get no bonus', async () => {
    const quiz = await publishedQuiz({ secondsPerQuestion: 10 });
    const play = await start(newhire, quiz.quizId);
    await current(newhire, play.playId);
    await ageQuestion(play.playId, 1, 10 + TriviaRules.graceSeconds + 3, 10);
    const late = await answer(newhire, play.playId, 1, 'right');
    expect(late.status).toBe(200);
    expect(body<TTriviaAnswerResult>(late)).toMatchObject({ outcome: 'LATE', isCorrect: false, pointsAwarded: 0 });

    const next = await current(newhire, play.playId);
    expect(next.question?.position).toBe(2);
    expect(next.play).toMatchObject({ points: 0, resolvedCount: 1 });

    await ageQuestion(play.playId, 2, 11, 10);
    const inGrace = body<TTriviaAnswerResult>(await answer(newhire, play.playId, 2, 'right'));
    expect(inGrace).toMatchObject({ outcome: 'SCORED', pointsAwarded: TriviaRules.basePoints });

    await current(newhire, play.playId);
    await answer(newhire, play.playId, 3, 'right');
    const done = await current(newhire, play.playId);
    expect(done.question).toBeNull();
    expect(done.play.completedAt).not.toBeNull();
    expect(done.play.resolvedCount).toBe(3);
  });

  it('answers 400 for bad answers and play ids', async () => {
    const quiz = await publishedQuiz();
    const play = await start(admin, quiz.quizId);
    await current(admin, play.playId);
    const missing = await server.request(`/api/trivia/plays/${play.playId}/answer`, {
      method: 'POST',
      headers: admin,
      body: { position: 1 },
    });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toHaveProperty('optionId');
    const unknownOption = await answer(admin, play.playId, 1, 'maybe');
    expect(unknownOption.status).toBe(400);
    expect(fieldsOf(unknownOption)).toEqual({ optionId: [TRIVIA_MESSAGES.optionUnknown] });
    const notServed = await answer(admin, play.playId, 2, 'right');
    expect(fieldsOf(notServed)).toEqual({ position: [TRIVIA_MESSAGES.notCurrentQuestion] });
    const outside = await answer(admin, play.playId, 40, 'right');
    expect(fieldsOf(outside)).toEqual({ position: [TRIVIA_MESSAGES.positionInvalid] });
    expect((await server.request('/api/trivia/plays/abc/question', { headers: admin })).status).toBe(400);
    expect((await server.request('/api/trivia/0/play', { method: 'POST', headers: admin })).status).toBe(400);
  });

  it("answers 404 for another user's play and another tenant's quiz", async () => {
    const quiz = await publishedQuiz();
    const play = await start(learner, quiz.quizId);
    expect((await server.request(`/api/trivia/plays/${play.playId}/question`, { headers: manager })).status).toBe(404);
    expect((await answer(manager, play.playId, 1, 'right')).status).toBe(404);
    expect((await server.request(`/api/trivia/plays/${play.playId}`, { headers: manager })).status).toBe(404);
    expect(
      (await server.request(`/api/trivia/${borealQuizId}/play`, { method: 'POST', headers: learner })).status,
    ).toBe(404);
  });
});

describe('leaderboards', () => {
  it('ranks players by month and all time, of the tenant and of my location, with my rank outside the top', async () => {
    const quiz = await createQuiz(admin);
    const db = server.database.db;
    const store = await db
      .selectFrom('users')
      .select('location_id')
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', 'acme-learner')
      .executeTakeFirstOrThrow();
    const hq = await db
      .selectFrom('users')
      .select('location_id')
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', 'acme-admin')
      .executeTakeFirstOrThrow();
    const play = (userCode: string, locationId: number | null, startedAt: string, points: number) => ({
      tenant_code: 'acme',
      quiz_id: quiz.quizId,
      user_code: userCode,
      location_id: locationId,
      question_count: 3,
      started_at: startedAt,
      completed_at: startedAt,
      points,
    });
    // One play per user and quiz: the months' plays are of extra quizzes of the same bank.
    const quizB = await createQuiz(admin);
    await db
      .insertInto('trivia_plays')
      .values([
        play('acme-learner', store.location_id, '2020-01-10T10:00:00.000Z', 300),
        play('acme-manager', store.location_id, '2020-01-31T23:59:59.000Z', 300),
        play('acme-admin', hq.location_id, '2020-01-05T08:00:00.000Z', 500),
        play('acme-newhire', store.location_id, '2020-02-01T00:00:00.000Z', 900),
        { ...play('acme-learner', store.location_id, '2020-02-03T00:00:00.000Z', 50), quiz_id: quizB.quizId },
      ])
      .execute();

    const board = async (query: string, headers = learner) => {
      const response = await server.request(`/api/trivia/leaderboard?${query}`, { headers });
      expect(response.status, response.text).toBe(200);
      return body<TTriviaLeaderboard>(response);
    };
    const january = await board(`period=month&month=2020-01&quizId=${quiz.quizId}`);
    expect(january.entries.map((entry) => [entry.rank, entry.userCode, entry.points])).toEqual([
      [1, 'acme-admin', 500],
      [2, 'acme-learner', 300],
      [2, 'acme-manager', 300],
    ]);
    expect(january.me).toMatchObject({ rank: 2, isMe: true, points: 300 });

    const januaryStore = await board(`period=month&month=2020-01&scope=location&quizId=${quiz.quizId}`);
    expect(januaryStore.locationName).toBeTruthy();
    expect(januaryStore.entries.map((entry) => entry.userCode)).toEqual(['acme-learner', 'acme-manager']);
    expect(januaryStore.entries[0]?.rank).toBe(1);

    const february = await board('period=month&month=2020-02');
    expect(february.entries.map((entry) => [entry.userCode, entry.points])).toEqual([
      ['acme-newhire', 900],
      ['acme-learner', 50],
    ]);

    const allTime = await board(`period=all&quizId=${quiz.quizId}`);
    expect(allTime.month).toBeNull();
    expect(allTime.entries.map((entry) => entry.userCode)).toEqual([
      'acme-newhire',
      'acme-admin',
      'acme-learner',
      'acme-manager',
    ]);

    // Many players: the top is cut at the board's size, and my row still comes back.
    const many = Array.from({ length: TriviaRules.leaderboardSize + 2 }, (_, index) => `acme-extra-${index}`);
    await db
      .insertInto('users')
      .values(
        many.map((userCode, index) => ({
          tenant_code: 'acme',
          user_code: userCode,
          email: `${userCode}@acme.test`,
          first_name: 'Extra',
          last_name: String(index).padStart(2, '0'),
          browsing_language_preference: 'en',
          first_preference_updated: true,
          created_at: '2020-01-01T00:00:00.000Z',
          updated_at: '2020-01-01T00:00:00.000Z',
          password_hash: null,
          job_role_code: null,
          job_title: null,
          manager_user_code: null,
          picture_media_id: null,
          location_id: null,
        })),
      )
      .execute();
    await db
      .insertInto('trivia_plays')
      .values(many.map((userCode) => play(userCode, null, '2020-03-02T00:00:00.000Z', 400)))
      .execute();
    const march = await board('period=month&month=2020-03');
    expect(march.entries).toHaveLength(TriviaRules.leaderboardSize);
    expect(march.totalPlayers).toBe(TriviaRules.leaderboardSize + 2);
    expect(march.me).toBeNull();
    // 900, 500, then the 22 players at 400 (ranks 3 to 24), then the learner and the manager at 300.
    const allTimeTop = await board(`period=all&quizId=${quiz.quizId}`);
    expect(allTimeTop.entries).toHaveLength(TriviaRules.leaderboardSize);
    expect(allTimeTop.me).toMatchObject({ userCode: 'acme-learner', rank: TriviaRules.leaderboardSize + 5 });
  });

  it('answers 400 for a bad period, scope or month', async () => {
    for (const query of ['period=week', 'scope=region', 'month=2020-13', 'quizId=abc']) {
      const response = await server.request(`/api/trivia/leaderboard?${query}`, { headers: learner });
      expect(response.status, query).toBe(400);
    }
  });
});

describe('module gate', () => {
  it('answers 404 on every trivia call for a tenant without the module', async () => {
    await server.database.db
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'TRIVIA')
      .execute();
    const fresh = await startTestServer({ database: server.database });
    try {
      for (const path of ['/api/trivia/quizzes', '/api/trivia/leaderboard', '/api/trivia/admin/quizzes']) {
        const response = await fresh.request(path, { headers: boreal, host: 'boreal.localhost' });
        expect(response.status, path).toBe(404);
      }
      expect((await fresh.request('/api/trivia/quizzes', { headers: learner })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
