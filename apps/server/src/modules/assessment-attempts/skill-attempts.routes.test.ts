import {
  ASSESSMENT_MESSAGES,
  ATTEMPT_MESSAGES,
  skillLevelToScaled,
  type TAssessmentSet,
  type TAttempt,
  type TAttemptPreview,
  type TAttemptResult,
  type TManagerSkillAssessment,
  type TPendingSkillAssessment,
  type TProblem,
  type TQtiImportResult,
  type TQuestion,
  type TQuestionListResponse,
  type TSaveSetRequest,
  type TSetPreview,
  type TSetStatistics,
  type TStartAttemptResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { bearer } from '../../test/access-tokens.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { setBody, singleChoice, text, trueFalse } from '../assessments/assessment-test-fixtures.ts';
import { scaleOf } from '../competencies/competency-framework.service.ts';
import { skillAssessmentsOfUsers } from './skill-assessment-status.ts';

/*
 * Skill assessments (issue 17) through /api/assessment/admin and /api/userAttempt, on SQLite and
 * PostgreSQL: RATING questions, what their attempts record in the learning record (SELF, MANAGER,
 * TEST), and which SKILL sets are pending (complete, expired by validityDays).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let database: TDatabase;
let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let newhire: Record<string, string>;
let manager: Record<string, string>;
let borealAdmin: Record<string, string>;
let listening: number;
let coaching: number;
let borealCompetency: number;
let levelCount: number;

type TEnvelope<T> = { success: boolean; returnValue: T };

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const response = await server.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
  if (response.status >= 300) {
    throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  }
  return response.json<TEnvelope<T>>().returnValue;
}

const adminCall = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, admin, body);

async function insertCompetency(tenantCode: string, code: string, name: string, parentId: number | null) {
  const row = await database.db
    .insertInto('competencies')
    .values({ tenant_code: tenantCode, code, name_en: name, name_fr: `${name} (fr)`, parent_id: parentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function rating(competencyId: number | null, stem = 'How well do you listen to customers?') {
  return { kind: 'RATING', stem: text(stem, `${stem} (fr)`), competencyId };
}

async function bankWith(questions: readonly unknown[], headers = admin): Promise<number> {
  const bank = await call<{ bankId: number }>('POST', '/api/assessment/admin/banks', headers, {
    title: text('Skills', 'Compétences'),
  });
  for (const question of questions) {
    await call('POST', `/api/assessment/admin/banks/${bank.bankId}/questions`, headers, question);
  }
  return bank.bankId;
}

/** A published set drawing every question of the bank, with these assignments. */
async function publishedSet(
  bankId: number,
  drawCount: number,
  overrides: Partial<TSaveSetRequest>,
  assignments: readonly { targetKind: string; targetCode: string }[],
): Promise<number> {
  const set = await adminCall<{ setId: number }>(
    'POST',
    '/api/assessment/admin/sets',
    setBody(bankId, { banks: [{ bankId, drawCount }], timeLimitMinutes: null, attemptsAllowed: null, ...overrides }),
  );
  await adminCall('PUT', `/api/assessment/admin/sets/${set.setId}/assignments`, { assignments });
  await adminCall('POST', `/api/assessment/admin/sets/${set.setId}/publish`);
  return set.setId;
}

async function startedAttempt(setId: number, headers: Record<string, string>): Promise<TStartAttemptResponse> {
  const response = await server.request(`/api/userAttempt/${setId}/start`, { method: 'POST', headers });
  expect(response.status, response.text).toBe(200);
  return response.json<TStartAttemptResponse>();
}

function save(attemptId: number, questionId: number, response: unknown, clientSeq: number, headers = newhire) {
  return server.request(`/api/userAttempt/${attemptId}/saveResponse`, {
    method: 'POST',
    headers,
    body: { questionId, response, clientSeq },
  });
}

async function rate(attempt: TAttempt, levels: ReadonlyMap<number, number>, headers: Record<string, string>) {
  let seq = 1;
  for (const question of attempt.questions) {
    const level = levels.get(question.rating?.competencyId ?? 0);
    if (level !== undefined) {
      const saved = await save(attempt.attemptId, question.questionId, { level }, seq, headers);
      expect(saved.status, saved.text).toBe(200);
      seq += 1;
    }
  }
}

async function completed(attemptId: number, headers: Record<string, string>): Promise<TAttemptResult> {
  const response = await server.request(`/api/userAttempt/${attemptId}/complete`, { method: 'POST', headers });
  expect(response.status, response.text).toBe(200);
  return response.json<TAttemptResult>();
}

async function ratingsOfAttempt(attemptId: number) {
  const rows = await database.db
    .selectFrom('learning_statements')
    .select(['tenant_code', 'actor_user_code', 'verb', 'object_kind', 'object_id', 'result', 'context'])
    .where('verb', '=', 'rated')
    .where('idempotency_key', 'like', `rated:${attemptId}:%`)
    .orderBy('object_id')
    .execute();
  return rows.map((row) => ({
    ...row,
    result: JSON.parse(row.result ?? 'null') as unknown,
    context: JSON.parse(row.context ?? 'null') as unknown,
  }));
}

async function pending(headers: Record<string, string>, isOnBoarding: boolean, setIds: readonly number[]) {
  const response = await server.request(`/api/userAttempt/pendingskillassessments?isOnBoarding=${isOnBoarding}`, {
    headers,
  });
  expect(response.status, response.text).toBe(200);
  // The demo may assign its own skill set: only this file's sets are looked at.
  return response
    .json<TEnvelope<TPendingSkillAssessment[]>>()
    .returnValue.filter((item) => setIds.includes(item.assessmentSetId));
}

async function backdateSelfCompletion(setId: number, userCode: string, days: number) {
  await database.db
    .updateTable('assessment_attempts')
    .set({ completed_at: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('set_id', '=', setId)
    .where('user_code', '=', userCode)
    .where('subject_user_code', '=', userCode)
    .execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database, { seedDemo: true, log: { info: () => {}, warn: () => {} } });
  server = await startTestServer({ database });
  admin = await bearer(database, 'acme', 'acme-admin');
  learner = await bearer(database, 'acme', 'acme-learner');
  newhire = await bearer(database, 'acme', 'acme-newhire');
  manager = await bearer(database, 'acme', 'acme-manager');
  borealAdmin = await bearer(database, 'boreal', 'boreal-admin');
  const parent = await insertCompetency('acme', 'H2A-CUSTOMER', 'Customer care', null);
  listening = await insertCompetency('acme', 'H2A-LISTEN', 'Active listening', parent);
  coaching = await insertCompetency('acme', 'H2A-COACH', 'Coaching', parent);
  borealCompetency = await insertCompetency('boreal', 'H2A-BOREAL', 'Boreal skill', null);
  levelCount = (await scaleOf(database.db, 'acme')).length;
}, 60_000);

afterAll(async () => {
  await server.close();
  await database.destroy();
});

describe('RATING questions', () => {
  it('needs a competency of the tenant and no options; other kinds may name one too', async () => {
    const bankId = await bankWith([]);
    const path = `/api/assessment/admin/banks/${bankId}/questions`;
    const cases: [unknown, string, string][] = [
      [rating(null), 'competencyId', ASSESSMENT_MESSAGES.competencyRequired],
      [rating(borealCompetency), 'competencyId', ASSESSMENT_MESSAGES.competencyUnknown],
      [rating(999_999), 'competencyId', ASSESSMENT_MESSAGES.competencyUnknown],
      [{ ...singleChoice(), competencyId: borealCompetency }, 'competencyId', ASSESSMENT_MESSAGES.competencyUnknown],
      [
        { ...rating(listening), options: [{ id: 'a', text: text('A', 'A') }] },
        'options',
        ASSESSMENT_MESSAGES.noOptionsForRating,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await server.request(path, { method: 'POST', headers: admin, body });
      expect(response.status, response.text).toBe(400);
      expect(fieldsOf(response)[field]).toEqual([message]);
    }
    const created = await server.request(path, { method: 'POST', headers: admin, body: rating(listening) });
    expect(created.status, created.text).toBe(201);
    expect(created.json<TEnvelope<TQuestion>>().returnValue.content).toMatchObject({
      kind: 'RATING',
      competencyId: listening,
      options: [],
    });
    const tested = await server.request(path, {
      method: 'POST',
      headers: admin,
      body: { ...singleChoice(), competencyId: coaching },
    });
    expect(tested.status, tested.text).toBe(201);
    const listed = await server.request(`${path}?pageNo=1&pageSize=10`, { headers: admin });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json<TQuestionListResponse>().result.map((item) => [item.kind, item.points])).toEqual(
      expect.arrayContaining([
        ['RATING', 0],
        ['SINGLE_CHOICE', 2],
      ]),
    );
  });

  it('round-trips through QTI (a slider item naming the competency code), and names the line of an unknown one', async () => {
    const bankId = await bankWith([rating(listening), { ...singleChoice(), competencyId: coaching }]);
    const exported = await server.request(`/api/assessment/admin/banks/${bankId}/qti`, { headers: admin });
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('qti-slider-interaction');
    expect(exported.text).toContain(`upper-bound="${levelCount}"`);
    expect(exported.text).toContain('data-competency-code="H2A-LISTEN"');
    const target = await bankWith([]);
    const imported = await server.request(`/api/assessment/admin/banks/${target}/qti`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/xml' },
      rawBody: exported.text,
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json<TEnvelope<TQtiImportResult>>().returnValue.imported).toBe(2);
    const contents = async (id: number) =>
      (
        await database.db.selectFrom('questions').select('content').where('bank_id', '=', id).orderBy('id').execute()
      ).map((row) => JSON.parse(row.content) as unknown);
    expect(await contents(target)).toEqual(await contents(bankId));

    // Another portal's competency code: the rating cannot land anywhere, the file is refused.
    const foreign = exported.text
      .replaceAll('data-competency-code="H2A-LISTEN"', 'data-competency-code="NOT-HERE"')
      .replaceAll(`data-competency-id="${listening}"`, 'data-competency-id="999999"');
    const refused = await server.request(`/api/assessment/admin/banks/${target}/qti`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/xml' },
      rawBody: foreign,
    });
    expect(refused.status, refused.text).toBe(400);
    const line = foreign.split('\n').findIndex((row) => row.includes('NOT-HERE')) + 1;
    expect(Object.keys(fieldsOf(refused))).toEqual([`qti.line.${line}`]);
    expect(await contents(target)).toHaveLength(2);
  });

  it('saves and reads validityDays, and refuses a bad one', async () => {
    const bankId = await bankWith([rating(listening)]);
    const body = setBody(bankId, { kind: 'SKILL', banks: [{ bankId, drawCount: 1 }], validityDays: 180 });
    const set = await adminCall<TAssessmentSet>('POST', '/api/assessment/admin/sets', body);
    expect(set.validityDays).toBe(180);
    const read = await adminCall<TAssessmentSet>('GET', `/api/assessment/admin/sets/${set.setId}`);
    expect(read.validityDays).toBe(180);
    const cleared = await adminCall<TAssessmentSet>('PUT', `/api/assessment/admin/sets/${set.setId}`, {
      ...body,
      validityDays: null,
    });
    expect(cleared.validityDays).toBeNull();
    const bad = await server.request(`/api/assessment/admin/sets/${set.setId}`, {
      method: 'PUT',
      headers: admin,
      body: { ...body, validityDays: 0 },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).validityDays).toEqual([ASSESSMENT_MESSAGES.validityDaysInvalid]);
  });
});

describe('a skill self-assessment', () => {
  let setId: number;
  let attempt: TStartAttemptResponse;

  beforeAll(async () => {
    const bankId = await bankWith([rating(listening), rating(coaching, 'How well do you coach a colleague?')]);
    setId = await publishedSet(bankId, 2, { kind: 'SKILL', validityDays: 180, passMarkPercent: 90 }, [
      { targetKind: 'USER', targetCode: 'acme-newhire' },
    ]);
  });

  it('is pending for the assignee only, before it is taken', async () => {
    expect(await pending(newhire, false, [setId])).toEqual([
      { assessmentSetId: setId, hasSkillAssessmentAssigned: true, isComplete: false, skillAssessmentExpired: false },
    ]);
    expect(await pending(newhire, true, [setId])).toHaveLength(1);
    expect(await pending(learner, false, [setId])).toEqual([]);
  });

  it('shows each rating with its competency and the scale, worth no points, in the admin previews too', async () => {
    attempt = await startedAttempt(setId, newhire);
    expect(attempt.questions).toHaveLength(2);
    for (const question of attempt.questions) {
      expect(question).toMatchObject({ kind: 'RATING', points: 0, options: [] });
      expect(question.rating?.scale.map((level) => level.level)).toEqual(
        Array.from({ length: levelCount }, (_, index) => index + 1),
      );
    }
    const names = attempt.questions.map((question) => question.rating?.competencyName.en).sort();
    expect(names).toEqual(['Active listening', 'Coaching']);

    const previewed = await server.request(`/api/userAttempt/${setId}/preview`, { headers: admin });
    expect(previewed.status, previewed.text).toBe(200);
    const preview = previewed.json<TAttemptPreview>();
    expect(preview.questions[0]?.rating?.scale).toHaveLength(levelCount);
    const setPreview = await adminCall<TSetPreview>('GET', `/api/assessment/admin/sets/${setId}/preview?locale=fr-CA`);
    expect(setPreview.questions.map((question) => question.rating?.competencyName).sort()).toEqual([
      'Active listening (fr)',
      'Coaching (fr)',
    ]);
  });

  it('leaves out a rating of a competency deleted since: no question with an empty name, anywhere', async () => {
    const doomed = await insertCompetency('acme', 'H2A-DOOMED', 'Doomed skill', null);
    const bankId = await bankWith([rating(doomed, 'How well do you juggle?'), rating(listening)]);
    const doomedSet = await publishedSet(bankId, 2, { kind: 'SKILL' }, [{ targetKind: 'ALL', targetCode: '' }]);
    // As the framework's delete does (a competency without children, targets or tags).
    await database.db.deleteFrom('competencies').where('tenant_code', '=', 'acme').where('id', '=', doomed).execute();

    const started = await startedAttempt(doomedSet, newhire);
    expect(started.questions.map((question) => question.rating?.competencyName.en)).toEqual(['Active listening']);
    const previewed = await server.request(`/api/userAttempt/${doomedSet}/preview`, { headers: admin });
    expect(previewed.status, previewed.text).toBe(200);
    expect(previewed.json<TAttemptPreview>().questions.map((question) => question.rating?.competencyName.en)).toEqual([
      'Active listening',
    ]);
    const setPreview = await adminCall<TSetPreview>('GET', `/api/assessment/admin/sets/${doomedSet}/preview?locale=en`);
    expect(setPreview.questions.map((question) => question.rating?.competencyName)).toEqual(['Active listening']);
  });

  it('refuses a level outside the scale and a response of another kind', async () => {
    const questionId = attempt.questions[0]?.questionId ?? 0;
    for (const response of [{ level: levelCount + 1 }, { optionId: 'a' }, { text: '3' }]) {
      const refused = await save(attempt.attemptId, questionId, response, 1);
      expect(refused.status, JSON.stringify(response)).toBe(400);
      expect(fieldsOf(refused).response).toEqual([ATTEMPT_MESSAGES.responseInvalid]);
    }
    // Below 1 is no level of any scale: the body itself is refused.
    const zero = await save(attempt.attemptId, questionId, { level: 0 }, 1);
    expect(zero.status).toBe(400);
    expect(Object.keys(fieldsOf(zero))).toEqual(['response.level']);
  });

  it('scores the mean scaled rating, never fails, and records one SELF rating per competency', async () => {
    await rate(
      attempt,
      new Map([
        [listening, levelCount],
        [coaching, 1],
      ]),
      newhire,
    );
    const result = await completed(attempt.attemptId, newhire);
    // Level n is 1 and level 1 is 0 on the common scale: the mean is 50 %, below the 90 % pass mark.
    expect(result).toMatchObject({ scorePercent: 50, passed: true });
    expect(await ratingsOfAttempt(attempt.attemptId)).toEqual(
      [
        { competencyId: listening, level: levelCount },
        { competencyId: coaching, level: 1 },
      ]
        .sort((left, right) => String(left.competencyId).localeCompare(String(right.competencyId)))
        .map(({ competencyId, level }) => ({
          tenant_code: 'acme',
          actor_user_code: 'acme-newhire',
          verb: 'rated',
          object_kind: 'COMPETENCY',
          object_id: String(competencyId),
          result: { scoreScaled: skillLevelToScaled(level, levelCount), scoreRaw: level },
          context: { source: 'SELF', raterUserCode: 'acme-newhire', attemptId: attempt.attemptId, setId },
        })),
    );
  });

  it('is complete, then expired once older than validityDays (and pending again for onboarding)', async () => {
    expect(await pending(newhire, false, [setId])).toEqual([
      { assessmentSetId: setId, hasSkillAssessmentAssigned: true, isComplete: true, skillAssessmentExpired: false },
    ]);
    expect(await pending(newhire, true, [setId])).toEqual([]);

    await backdateSelfCompletion(setId, 'acme-newhire', 179);
    expect((await pending(newhire, false, [setId]))[0]?.skillAssessmentExpired).toBe(false);
    await backdateSelfCompletion(setId, 'acme-newhire', 181);
    expect(await pending(newhire, false, [setId])).toEqual([
      { assessmentSetId: setId, hasSkillAssessmentAssigned: true, isComplete: true, skillAssessmentExpired: true },
    ]);
    expect(await pending(newhire, true, [setId])).toHaveLength(1);
  });

  it('answers skillAssessmentsOfUsers for a team, other tenants and unknown users empty', async () => {
    const statuses = await skillAssessmentsOfUsers(
      database.db,
      'acme',
      ['acme-newhire', 'acme-learner', 'boreal-admin', 'nobody'],
      'fr-CA',
    );
    expect(statuses.get('acme-newhire')?.find((entry) => entry.assessmentSetId === setId)).toEqual({
      assessmentSetId: setId,
      title: 'Vérification de la sécurité en magasin',
      isComplete: true,
      isExpired: true,
    });
    expect(statuses.get('acme-learner')?.some((entry) => entry.assessmentSetId === setId)).toBe(false);
    expect(statuses.get('boreal-admin')).toEqual([]);
    expect(statuses.get('nobody')).toEqual([]);
  });

  it('lets the manager rate a reportee (MANAGER ratings about the reportee), not anyone else', async () => {
    const status = await call<TManagerSkillAssessment>(
      'GET',
      `/api/userAttempt/${setId}/acme-newhire/skillAssessmentForManager`,
      manager,
    );
    expect(status).toMatchObject({ assessmentSetId: setId, employeeUserCode: 'acme-newhire', status: 'NOT_STARTED' });
    const started = await server.request(`/api/userAttempt/${setId}/acme-newhire/startManagerAssessmentForEmployee`, {
      method: 'POST',
      headers: manager,
    });
    expect(started.status, started.text).toBe(200);
    const managerAttempt = started.json<TStartAttemptResponse>();
    expect(managerAttempt.subjectUserCode).toBe('acme-newhire');
    await rate(
      managerAttempt,
      new Map([
        [listening, 2],
        [coaching, 2],
      ]),
      manager,
    );
    await completed(managerAttempt.attemptId, manager);
    const ratings = await ratingsOfAttempt(managerAttempt.attemptId);
    expect(ratings).toHaveLength(2);
    for (const row of ratings) {
      expect(row).toMatchObject({
        actor_user_code: 'acme-newhire',
        context: { source: 'MANAGER', raterUserCode: 'acme-manager', attemptId: managerAttempt.attemptId, setId },
        result: { scoreScaled: skillLevelToScaled(2, levelCount), scoreRaw: 2 },
      });
    }
    // The manager's attempt is not the reportee's self-assessment, nor the manager's learning.
    const managerStatements = await database.db
      .selectFrom('learning_statements')
      .select('id')
      .where('actor_user_code', '=', 'acme-manager')
      .where('idempotency_key', 'like', `%assessment-attempt:${managerAttempt.attemptId}`)
      .execute();
    expect(managerStatements).toEqual([]);

    for (const path of [
      `/api/userAttempt/${setId}/acme-admin/skillAssessmentForManager`,
      `/api/userAttempt/${setId}/boreal-apprenant/skillAssessmentForManager`,
    ]) {
      expect((await server.request(path, { headers: manager })).status).toBe(404);
    }
    const notReportee = await server.request(`/api/userAttempt/${setId}/acme-admin/startManagerAssessmentForEmployee`, {
      method: 'POST',
      headers: manager,
    });
    expect(notReportee.status).toBe(404);
  });

  it('keeps another tenant out', async () => {
    const host = 'boreal.localhost';
    const read = await server.request(`/api/userAttempt/${attempt.attemptId}`, { host, headers: borealAdmin });
    expect(read.status).toBe(404);
    const status = await server.request(`/api/userAttempt/${setId}/acme-newhire/skillAssessmentForManager`, {
      host,
      headers: borealAdmin,
    });
    expect(status.status).toBe(404);
    const stats = await server.request(`/api/assessment/admin/sets/${setId}/statistics`, {
      host,
      headers: borealAdmin,
    });
    expect(stats.status).toBe(404);
    const listed = await server.request('/api/userAttempt/pendingskillassessments', { host, headers: borealAdmin });
    expect(listed.status, listed.text).toBe(200);
    expect(
      listed.json<TEnvelope<TPendingSkillAssessment[]>>().returnValue.some((item) => item.assessmentSetId === setId),
    ).toBe(false);
  });

  it('leaves rating questions out of correctness statistics', async () => {
    const statistics = await adminCall<TSetStatistics>('GET', `/api/assessment/admin/sets/${setId}/statistics`);
    for (const question of statistics.questions) {
      expect(question).toMatchObject({
        kind: 'RATING',
        correctCount: 0,
        percentCorrect: null,
        mostChosenWrong: null,
        discriminationIndex: null,
      });
    }
    expect(statistics.questions.map((question) => question.answeredCount)).toEqual([2, 2]);
  });
});

describe('assignment of skill sets', () => {
  it('reaches a job role, and an attempt completed by the sweep counts', async () => {
    const bankId = await bankWith([rating(coaching)]);
    const setId = await publishedSet(bankId, 1, { kind: 'SKILL', timeLimitMinutes: 5 }, [
      { targetKind: 'JOB_ROLE', targetCode: 'SALES_ASSOCIATE' },
    ]);
    expect(await pending(learner, false, [setId])).toHaveLength(1);
    expect(await pending(manager, false, [setId])).toEqual([]);

    const attempt = await startedAttempt(setId, learner);
    const questionId = attempt.questions[0]?.questionId ?? 0;
    expect((await save(attempt.attemptId, questionId, { level: 2 }, 1, learner)).status).toBe(200);
    await database.db
      .updateTable('assessment_attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', attempt.attemptId)
      .execute();
    // Reading an attempt past its deadline completes it as the sweep would.
    const read = await server.request(`/api/userAttempt/${attempt.attemptId}`, { headers: learner });
    expect(read.json<TAttempt>().status).toBe('COMPLETED');
    expect(await ratingsOfAttempt(attempt.attemptId)).toMatchObject([
      { actor_user_code: 'acme-learner', object_id: String(coaching), context: { source: 'SELF' } },
    ]);
    expect(await pending(learner, true, [setId])).toEqual([]);
  });
});

describe('a test whose questions carry competencies', () => {
  it('records TEST evidence: points awarded over points possible per competency', async () => {
    const bankId = await bankWith([
      { ...singleChoice(), competencyId: listening },
      { ...trueFalse(), competencyId: listening },
    ]);
    const setId = await publishedSet(bankId, 2, { kind: 'ASSESSMENT' }, [{ targetKind: 'ALL', targetCode: '' }]);
    const attempt = await startedAttempt(setId, newhire);
    let seq = 1;
    for (const question of attempt.questions) {
      // Right on the single choice (2 points), wrong on true/false (1 point).
      const response = question.kind === 'SINGLE_CHOICE' ? { optionId: 'a' } : { optionId: 'true' };
      expect((await save(attempt.attemptId, question.questionId, response, seq)).status).toBe(200);
      seq += 1;
    }
    await completed(attempt.attemptId, newhire);
    expect(await ratingsOfAttempt(attempt.attemptId)).toEqual([
      {
        tenant_code: 'acme',
        actor_user_code: 'acme-newhire',
        verb: 'rated',
        object_kind: 'COMPETENCY',
        object_id: String(listening),
        result: { scoreScaled: 0.6667, scoreRaw: 2 },
        context: { source: 'TEST', raterUserCode: 'acme-newhire', attemptId: attempt.attemptId, setId },
      },
    ]);
  });
});

describe('which skill sets are pending, per assignment branch', () => {
  it('reaches everyone, a location and a user; without validityDays a completion never expires', async () => {
    const location = await database.db
      .selectFrom('locations')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('users')
      .set((eb) => ({
        location_id: eb.case().when('user_code', '=', 'acme-manager').then(location.id).else(null).end(),
      }))
      .where('tenant_code', '=', 'acme')
      .where('user_code', 'in', ['acme-manager', 'acme-learner'])
      .execute();
    const bankId = await bankWith([rating(listening)]);
    const everyone = await publishedSet(bankId, 1, { kind: 'SKILL' }, [{ targetKind: 'ALL', targetCode: '' }]);
    const located = await publishedSet(bankId, 1, { kind: 'SKILL', validityDays: null }, [
      { targetKind: 'LOCATION', targetCode: String(location.id) },
    ]);
    const draft = await adminCall<{ setId: number }>(
      'POST',
      '/api/assessment/admin/sets',
      setBody(bankId, { kind: 'SKILL', banks: [{ bankId, drawCount: 1 }] }),
    );
    await adminCall('PUT', `/api/assessment/admin/sets/${draft.setId}/assignments`, {
      assignments: [{ targetKind: 'ALL', targetCode: '' }],
    });
    const notYet = await publishedSet(
      bankId,
      1,
      { kind: 'SKILL', availableFrom: new Date(Date.now() + 30 * DAY_MS).toISOString() },
      [{ targetKind: 'ALL', targetCode: '' }],
    );
    const ours = [everyone, located, draft.setId, notYet];
    const setsOf = async (headers: Record<string, string>) =>
      (await pending(headers, false, ours)).map((item) => item.assessmentSetId);
    expect(await setsOf(manager)).toEqual([everyone, located]);
    expect(await setsOf(learner)).toEqual([everyone]);
    expect(await setsOf(admin)).toEqual([everyone]);
    // Not open yet: nothing to ask of the learner now, though the team view lists it as assigned.
    const team = await skillAssessmentsOfUsers(database.db, 'acme', ['acme-admin'], 'en');
    expect(team.get('acme-admin')?.some((entry) => entry.assessmentSetId === notYet)).toBe(true);

    const attempt = await startedAttempt(located, manager);
    await rate(attempt, new Map([[listening, 3]]), manager);
    await completed(attempt.attemptId, manager);
    const inTenYears = new Date(Date.now() + 3650 * DAY_MS);
    const later = await skillAssessmentsOfUsers(database.db, 'acme', ['acme-manager'], 'en', inTenYears);
    expect(later.get('acme-manager')?.find((entry) => entry.assessmentSetId === located)).toMatchObject({
      isComplete: true,
      isExpired: false,
    });
    expect(await pending(manager, true, [located])).toEqual([]);
  });
});

describe('bad input', () => {
  it('is a 400 with the field named, never a 500', async () => {
    const cases: [string, string, Record<string, string>, unknown][] = [
      ['GET', '/api/userAttempt/pendingskillassessments?isOnBoarding=maybe', newhire, undefined],
      ['GET', '/api/userAttempt/abc/acme-newhire/skillAssessmentForManager', manager, undefined],
      ['POST', '/api/userAttempt/0/acme-newhire/startManagerAssessmentForEmployee', manager, undefined],
      ['POST', '/api/assessment/admin/sets', admin, { title: text('x', 'x'), validityDays: 'soon' }],
    ];
    for (const [method, path, headers, body] of cases) {
      const response = await server.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${path}: ${response.text}`).toBe(400);
      expect(Object.keys(fieldsOf(response)).length, path).toBeGreaterThan(0);
    }
    const bankId = await bankWith([]);
    const wrongType = await server.request(`/api/assessment/admin/banks/${bankId}/questions`, {
      method: 'POST',
      headers: admin,
      body: { ...rating(listening), competencyId: 'H2A-LISTEN' },
    });
    expect(wrongType.status).toBe(400);
    expect(fieldsOf(wrongType).competencyId).toEqual([ASSESSMENT_MESSAGES.competencyUnknown]);
  });
});
