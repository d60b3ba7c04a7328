import {
  ASSESSMENT_MESSAGES,
  qtiErrorsOf,
  type TAssessmentSet,
  type TBank,
  type TBankListResponse,
  type TGlobalSearchResponse,
  type TProblem,
  type TQtiImportResult,
  type TQuestion,
  type TQuestionListResponse,
  type TQuestionsConfig,
  type TSetChoice,
  type TSetPreview,
  type TUpdateQuestionResult,
  ZSaveSetRequestSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActor } from '../../plugins/authentication.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createAssessmentSetsService } from './assessment-sets.service.ts';
import {
  ALL_KINDS,
  ordering,
  setBody,
  shortAnswer,
  singleChoice,
  text,
  trueFalse,
} from './assessment-test-fixtures.ts';
import { createQuestionBanksService } from './question-banks.service.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let borealAdmin: Record<string, string>;
let boreal: { bankId: number; questionId: number; setId: number };

const BASE = '/api/assessment/admin';
type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

async function call(path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return server.request(path, { headers: admin, ...options });
}

async function createBank(title = 'Store safety'): Promise<TBank> {
  const response = await call(`${BASE}/banks`, {
    method: 'POST',
    body: { title: text(title, `${title} (fr)`), description: text('Questions', 'Questions') },
  });
  expect(response.status, response.text).toBe(201);
  return body<TBank>(response);
}

async function addQuestion(bankId: number, question: unknown): Promise<TQuestion> {
  const response = await call(`${BASE}/banks/${bankId}/questions`, { method: 'POST', body: question });
  expect(response.status, response.text).toBe(201);
  return body<TQuestion>(response);
}

async function createSet(bankId: number, overrides = {}): Promise<TAssessmentSet> {
  const response = await call(`${BASE}/sets`, { method: 'POST', body: setBody(bankId, overrides) });
  expect(response.status, response.text).toBe(201);
  return body<TAssessmentSet>(response);
}

async function searchFinds(
  headers: Record<string, string>,
  searchText: string,
  setId: number,
  host = 'acme.localhost',
) {
  const response = await server.request('/api/GlobalSearch/search', {
    method: 'POST',
    host,
    headers,
    body: { pageSize: 20, searchParameters: { searchText, moduleCodes: ['ASSESSMENT'] } },
  });
  expect(response.status, response.text).toBe(200);
  return response
    .json<TGlobalSearchResponse>()
    .result.flatMap((group) => group.items)
    .some((item) => item.entityKind === 'ASSESSMENTSET' && item.entityId === String(setId));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
  // Boreal's own content, written through the services (its routes are gated off below).
  const actor: TActor = {
    tenantCode: 'boreal',
    userCode: 'boreal-admin',
    userId: 0,
    defaultLocale: 'fr-CA',
    permissions: ['ASSESSMENT_ADMIN'],
  };
  const banks = createQuestionBanksService(server.database.db);
  const sets = createAssessmentSetsService(server.database.db);
  const bank = await banks.createBank(actor, { title: text('Atelier zyxwv', 'Atelier zyxwv') });
  const question = await banks.createQuestion(actor, bank.bankId, singleChoice());
  const set = await sets.createSet(
    actor,
    ZSaveSetRequestSchema.parse(
      setBody(bank.bankId, {
        title: text('Borealquiz zyxwv', 'Borealquiz zyxwv'),
        banks: [{ bankId: bank.bankId, drawCount: 1 }],
      }),
    ),
  );
  await sets.publishSet(actor, set.setId);
  boreal = { bankId: bank.bankId, questionId: question.questionId, setId: set.setId };
  // Boreal without Test and Trivia (the module gate).
  await server.database.db
    .deleteFrom('tenant_modules')
    .where('tenant_code', '=', 'boreal')
    .where('module_code', '=', 'ASSESSMENT')
    .execute();
});
afterAll(async () => {
  await server.close();
});

describe('question banks', () => {
  it('creates, lists with search and paging, renames and deletes a bank', async () => {
    const bank = await createBank('Pallet handling qwerty');
    await createBank('Pallet handling qwerty two');
    expect(bank).toMatchObject({ questionCount: 0, setCount: 0, title: { en: 'Pallet handling qwerty' } });

    const list = await call(`${BASE}/banks?searchText=qwerty&pageSize=1&pageNo=2`);
    expect(list.status, list.text).toBe(200);
    const page = list.json<TBankListResponse>();
    expect(page.totalRecords).toBe(2);
    expect(page.result).toHaveLength(1);

    const renamed = await call(`${BASE}/banks/${bank.bankId}`, {
      method: 'PUT',
      body: { title: text('Forklift basics qwerty', '') },
    });
    expect(body<TBank>(renamed).title).toEqual({ en: 'Forklift basics qwerty', 'fr-CA': '' });

    const deleted = await call(`${BASE}/banks/${bank.bankId}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await call(`${BASE}/banks/${bank.bankId}`)).status).toBe(404);
  });

  it('answers 400 with field errors for bad banks and bad queries', async () => {
    const empty = await call(`${BASE}/banks`, { method: 'POST', body: { title: text('', ' ') } });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual({ 'title.en': [ASSESSMENT_MESSAGES.titleRequired] });
    const unknown = await call(`${BASE}/banks`, { method: 'POST', body: { title: text('A', 'B'), color: 'red' } });
    expect(unknown.status).toBe(400);
    const tooLong = await call(`${BASE}/banks`, { method: 'POST', body: { title: text('x'.repeat(201), '') } });
    expect(fieldsOf(tooLong)).toEqual({ 'title.en': [ASSESSMENT_MESSAGES.textTooLong] });
    expect((await call(`${BASE}/banks?pageSize=0`)).status).toBe(400);
    expect((await call(`${BASE}/banks/abc`)).status).toBe(400);
  });

  it('refuses to delete a bank a set draws from', async () => {
    const bank = await createBank();
    await createSet(bank.bankId);
    const response = await call(`${BASE}/banks/${bank.bankId}`, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual({ bankId: [ASSESSMENT_MESSAGES.bankInUse] });
  });
});

describe('questions', () => {
  it('stores the five kinds in both languages and lists them in the asked language', async () => {
    const bank = await createBank();
    for (const kind of ALL_KINDS) {
      const question = await addQuestion(bank.bankId, kind());
      expect(question).toMatchObject({ version: 1, isRetired: false, content: { kind: kind().kind } });
    }
    const list = await call(`${BASE}/banks/${bank.bankId}/questions?locale=fr-CA`);
    const page = list.json<TQuestionListResponse>();
    expect(page.totalRecords).toBe(5);
    expect(page.result[0]).toMatchObject({
      stem: 'Where is the nearest fire exit? (fr)',
      points: 2,
      isBilingual: true,
    });
    const counted = body<TBank>(await call(`${BASE}/banks/${bank.bankId}`));
    expect(counted.questionCount).toBe(5);
    expect(counted.questionCountByKind.ORDERING).toBe(1);
  });

  it('answers 400 naming each broken rule of a question', async () => {
    const bank = await createBank();
    const noCorrect = await call(`${BASE}/banks/${bank.bankId}/questions`, {
      method: 'POST',
      body: {
        ...singleChoice(),
        options: [
          { id: 'a', text: text('A', 'A') },
          { id: 'a', text: text('B', '') },
        ],
      },
    });
    expect(noCorrect.status).toBe(400);
    expect(fieldsOf(noCorrect)).toEqual({
      'options.1.id': [ASSESSMENT_MESSAGES.optionIdDuplicate],
      options: [ASSESSMENT_MESSAGES.oneCorrectOption],
    });
    const short = await call(`${BASE}/banks/${bank.bankId}/questions`, {
      method: 'POST',
      body: { ...shortAnswer(), acceptedAnswers: [], points: 0 },
    });
    expect(fieldsOf(short)).toEqual({
      points: [ASSESSMENT_MESSAGES.pointsInvalid],
      acceptedAnswers: [ASSESSMENT_MESSAGES.acceptedAnswerRequired],
    });
    const image = await call(`${BASE}/banks/${bank.bankId}/questions`, {
      method: 'POST',
      body: { ...trueFalse(), imageMediaId: '0b6d7f0e-1d7a-4d55-9a55-9f0c2a1f7c11' },
    });
    expect(fieldsOf(image)).toEqual({ imageMediaId: [ASSESSMENT_MESSAGES.mediaIdInvalid] });
    expect(
      (await call(`${BASE}/banks/${bank.bankId}/questions`, { method: 'POST', body: { kind: 'ESSAY' } })).status,
    ).toBe(400);
  });

  it('bumps the version on every edit and hides a retired question from the bank', async () => {
    const bank = await createBank();
    const question = await addQuestion(bank.bankId, ordering());
    const edited = await call(`${BASE}/questions/${question.questionId}`, {
      method: 'PUT',
      body: { ...ordering(), points: 3 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(body<TUpdateQuestionResult>(edited)).toMatchObject({
      question: { version: 2, content: { points: 3 } },
      regrade: null,
    });

    expect((await call(`${BASE}/questions/${question.questionId}`, { method: 'DELETE' })).status).toBe(200);
    const list = (await call(`${BASE}/banks/${bank.bankId}/questions`)).json<TQuestionListResponse>();
    expect(list.totalRecords).toBe(0);
    const all = (
      await call(`${BASE}/banks/${bank.bankId}/questions?includeRetired=true`)
    ).json<TQuestionListResponse>();
    expect(all.result.map((item) => item.isRetired)).toEqual([true]);
  });
});

describe('bad input on every other route', () => {
  it('answers 400 with the field named, never a 500', async () => {
    const bank = await createBank();
    const question = await addQuestion(bank.bankId, trueFalse());
    const set = await createSet(bank.bankId);
    const cases: [string, string, unknown, string][] = [
      ['PUT', `${BASE}/banks/${bank.bankId}`, { title: 'flat' }, 'title'],
      ['PUT', `${BASE}/questions/${question.questionId}?regrade=maybe`, trueFalse(), 'regrade'],
      ['PUT', `${BASE}/questions/${question.questionId}`, { ...trueFalse(), options: [] }, 'options'],
      ['PUT', `${BASE}/sets/${set.setId}`, { ...setBody(bank.bankId), reviewMode: 'ALL' }, 'reviewMode'],
      [
        'PUT',
        `${BASE}/sets/${set.setId}/assignments`,
        { assignments: [{ targetKind: 'TEAM' }] },
        'assignments.0.targetKind',
      ],
      ['GET', `${BASE}/sets/${set.setId}/preview?locale=de`, undefined, 'locale'],
      ['GET', `${BASE}/sets/${set.setId}/statistics?locale=de`, undefined, 'locale'],
      ['GET', `${BASE}/banks/${bank.bankId}/questions?includeRetired=yes`, undefined, 'includeRetired'],
      ['GET', `/api/assessment/setChoices?searchText=${'x'.repeat(201)}`, undefined, 'searchText'],
    ];
    for (const [method, path, payload, field] of cases) {
      const response = await call(path, { method, ...(payload === undefined ? {} : { body: payload }) });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(Object.keys(fieldsOf(response)), `${method} ${path}`).toContain(field);
    }
  });
});

describe('concurrent edits', () => {
  it('lets the version decide between edits at once: each version is written by one of them, the rest are 409', async () => {
    const bank = await createBank();
    const question = await addQuestion(bank.bankId, singleChoice());
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(`${BASE}/questions/${question.questionId}`, {
          method: 'PUT',
          body: { ...singleChoice(), points: index + 1 },
        }),
      ),
    );
    const saved = answers.filter((answer) => answer.status === 200);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const versions = saved.map((answer) => body<TUpdateQuestionResult>(answer).question.version);
    expect(new Set(versions).size).toBe(versions.length);
    const final = body<TQuestion>(await call(`${BASE}/questions/${question.questionId}`));
    expect(final.version).toBe(1 + saved.length);
  });
});

describe('tenancy and access', () => {
  it("answers 404 for another tenant's bank, question and set, on read, update and delete", async () => {
    const bankBody = { title: text('Mine now', '') };
    expect((await call(`${BASE}/banks/${boreal.bankId}`)).status).toBe(404);
    expect((await call(`${BASE}/banks/${boreal.bankId}`, { method: 'PUT', body: bankBody })).status).toBe(404);
    expect((await call(`${BASE}/banks/${boreal.bankId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`${BASE}/banks/${boreal.bankId}/questions`)).status).toBe(404);
    expect((await call(`${BASE}/banks/${boreal.bankId}/questions`, { method: 'POST', body: trueFalse() })).status).toBe(
      404,
    );
    expect((await call(`${BASE}/banks/${boreal.bankId}/qti`)).status).toBe(404);
    expect((await call(`${BASE}/questions/${boreal.questionId}`)).status).toBe(404);
    expect(
      (await call(`${BASE}/questions/${boreal.questionId}?regrade=true`, { method: 'PUT', body: singleChoice() }))
        .status,
    ).toBe(404);
    expect((await call(`${BASE}/questions/${boreal.questionId}`, { method: 'DELETE' })).status).toBe(404);
    for (const suffix of ['', '/assignments', '/preview', '/statistics']) {
      expect((await call(`${BASE}/sets/${boreal.setId}${suffix}`)).status, suffix).toBe(404);
    }
    expect((await call(`${BASE}/sets/${boreal.setId}/unpublish`, { method: 'POST' })).status).toBe(404);
    expect((await call(`${BASE}/sets/${boreal.setId}`, { method: 'DELETE' })).status).toBe(404);
    // Naming another tenant's bank in a set is a field error, not a way in.
    const set = await call(`${BASE}/sets`, { method: 'POST', body: setBody(boreal.bankId) });
    expect(fieldsOf(set)).toEqual({ 'banks.0.bankId': [ASSESSMENT_MESSAGES.bankUnknown] });
  });

  it('answers 403 to a learner and 404 to a tenant without Test and Trivia', async () => {
    expect((await server.request(`${BASE}/banks`, { headers: learner })).status).toBe(403);
    expect((await server.request(`${BASE}/sets`, { headers: learner })).status).toBe(403);
    expect((await server.request('/api/assessment/setChoices', { headers: learner })).status).toBe(403);
    const gated = await server.request(`${BASE}/banks`, { host: 'boreal.localhost', headers: borealAdmin });
    expect(gated.status).toBe(404);
  });

  it('finds no assessment set in the search of a tenant without Test and Trivia', async () => {
    // Boreal's set is published (its document is written) but the tenant has no ASSESSMENT module.
    const response = await server.request('/api/GlobalSearch/search', {
      method: 'POST',
      host: 'boreal.localhost',
      headers: borealAdmin,
      body: { pageSize: 20, searchParameters: { searchText: 'zyxwv' } },
    });
    expect(response.status, response.text).toBe(200);
    const items = response.json<TGlobalSearchResponse>().result.flatMap((group) => group.items);
    expect(items.filter((item) => item.entityKind === 'ASSESSMENTSET')).toEqual([]);
  });

  it('answers QuestionsConfig to any signed-in user of any tenant', async () => {
    for (const [host, headers] of [
      ['acme.localhost', learner],
      ['boreal.localhost', borealAdmin],
    ] as const) {
      const response = await server.request('/api/tenant/QuestionsConfig', { host, headers });
      expect(response.status, response.text).toBe(200);
      expect(body<TQuestionsConfig>(response).questionKinds).toEqual([
        'SINGLE_CHOICE',
        'MULTIPLE_CHOICE',
        'TRUE_FALSE',
        'SHORT_ANSWER',
        'ORDERING',
        'RATING',
      ]);
    }
  });
});

describe('sets', () => {
  it('publishes a set only with enough active questions, into search; unpublished it is gone', async () => {
    const bank = await createBank();
    await addQuestion(bank.bankId, singleChoice());
    await addQuestion(bank.bankId, trueFalse());
    const set = await createSet(bank.bankId, { title: text('Ladder safety plmokn', 'Échelles plmokn') });
    expect(set).toMatchObject({
      status: 'DRAFT',
      questionCount: 3,
      banks: [{ bankId: bank.bankId, availableQuestions: 2 }],
    });

    const short = await call(`${BASE}/sets/${set.setId}/publish`, { method: 'POST' });
    expect(short.status).toBe(400);
    expect(fieldsOf(short)).toEqual({ 'banks.0.drawCount': [ASSESSMENT_MESSAGES.notEnoughQuestions] });
    expect(await searchFinds(learner, 'plmokn', set.setId)).toBe(false);

    await addQuestion(bank.bankId, shortAnswer());
    const published = await call(`${BASE}/sets/${set.setId}/publish`, { method: 'POST' });
    expect(published.status, published.text).toBe(200);
    expect(body<TAssessmentSet>(published)).toMatchObject({ status: 'PUBLISHED' });
    expect(await searchFinds(learner, 'plmokn', set.setId)).toBe(true);

    // A published set keeps the rule when edited.
    const tooMany = await call(`${BASE}/sets/${set.setId}`, {
      method: 'PUT',
      body: setBody(bank.bankId, { banks: [{ bankId: bank.bankId, drawCount: 4 }] }),
    });
    expect(fieldsOf(tooMany)).toEqual({ 'banks.0.drawCount': [ASSESSMENT_MESSAGES.notEnoughQuestions] });

    const choices = await call('/api/assessment/setChoices?searchText=plmokn');
    expect(body<TSetChoice[]>(choices).map((choice) => choice.setId)).toEqual([set.setId]);

    await call(`${BASE}/sets/${set.setId}/unpublish`, { method: 'POST' });
    expect(await searchFinds(learner, 'plmokn', set.setId)).toBe(false);
    const deleted = await call(`${BASE}/sets/${set.setId}`, { method: 'DELETE' });
    expect(fieldsOf(deleted)).toEqual({ setId: [ASSESSMENT_MESSAGES.setHasAttempts] });
  });

  it('deletes a draft, and answers 400 for bad sets', async () => {
    const bank = await createBank();
    const set = await createSet(bank.bankId);
    expect((await call(`${BASE}/sets/${set.setId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`${BASE}/sets/${set.setId}`)).status).toBe(404);

    const bad = await call(`${BASE}/sets`, {
      method: 'POST',
      body: setBody(bank.bankId, {
        banks: [
          { bankId: bank.bankId, drawCount: 0 },
          { bankId: bank.bankId, drawCount: 1 },
        ],
        timeLimitMinutes: 0,
        passMarkPercent: 101,
        availableFrom: '2026-06-01T00:00:00Z',
        availableUntil: '2026-05-01T00:00:00Z',
      }),
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({
      'banks.0.drawCount': [ASSESSMENT_MESSAGES.drawCountInvalid],
      'banks.1.bankId': [ASSESSMENT_MESSAGES.bankDuplicate],
      timeLimitMinutes: [ASSESSMENT_MESSAGES.timeLimitInvalid],
      passMarkPercent: [ASSESSMENT_MESSAGES.passMarkInvalid],
      availableUntil: [ASSESSMENT_MESSAGES.availabilityOrder],
    });
    expect((await call(`${BASE}/sets?status=LIVE`)).status).toBe(400);
  });

  it('assigns a set to everyone, a job role, a location and a user, refusing unknown targets', async () => {
    const bank = await createBank();
    const set = await createSet(bank.bankId);
    const unknown = await call(`${BASE}/sets/${set.setId}/assignments`, {
      method: 'PUT',
      body: {
        assignments: [
          { targetKind: 'USER', targetCode: 'nobody-here' },
          { targetKind: 'LOCATION', targetCode: 'x' },
        ],
      },
    });
    expect(fieldsOf(unknown)).toEqual({
      'assignments.0.targetCode': [ASSESSMENT_MESSAGES.targetUnknown],
      'assignments.1.targetCode': [ASSESSMENT_MESSAGES.targetUnknown],
    });
    const missing = await call(`${BASE}/sets/${set.setId}/assignments`, {
      method: 'PUT',
      body: { assignments: [{ targetKind: 'JOB_ROLE' }] },
    });
    expect(fieldsOf(missing)).toEqual({ 'assignments.0.targetCode': [ASSESSMENT_MESSAGES.targetCodeRequired] });

    const saved = await call(`${BASE}/sets/${set.setId}/assignments`, {
      method: 'PUT',
      body: {
        assignments: [
          { targetKind: 'ALL', dueDays: 14 },
          { targetKind: 'USER', targetCode: 'acme-learner', dueDays: 3 },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(body<{ targetKind: string; targetCode: string; dueDays: number }[]>(saved)).toMatchObject([
      { targetKind: 'ALL', targetCode: '', dueDays: 14 },
      { targetKind: 'USER', targetCode: 'acme-learner', dueDays: 3 },
    ]);
  });

  it('previews a draw as a learner sees it: no correctness, nothing recorded', async () => {
    const bank = await createBank();
    for (const kind of ALL_KINDS) {
      await addQuestion(bank.bankId, kind());
    }
    const set = await createSet(bank.bankId, { banks: [{ bankId: bank.bankId, drawCount: 5 }] });
    const response = await call(`${BASE}/sets/${set.setId}/preview?locale=fr-CA`);
    expect(response.status, response.text).toBe(200);
    const preview = body<TSetPreview>(response);
    expect(preview.questions).toHaveLength(5);
    expect(preview.questions.map((question) => question.kind).sort()).toEqual(
      ['MULTIPLE_CHOICE', 'ORDERING', 'SHORT_ANSWER', 'SINGLE_CHOICE', 'TRUE_FALSE'].sort(),
    );
    expect(response.text).not.toContain('isCorrect');
    expect(response.text).not.toContain('Classe C');
    expect(response.text).toContain('Derrière la porte de la réserve');
    const attempts = await server.database.db
      .selectFrom('assessment_attempts')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('set_id', '=', set.setId)
      .execute();
    expect(attempts).toEqual([]);
  });
});

describe('QTI 3.0', () => {
  it('exports a bank and imports it into an empty bank as the same questions', async () => {
    const source = await createBank();
    const originals: TQuestion[] = [];
    for (const kind of ALL_KINDS) {
      originals.push(await addQuestion(source.bankId, kind()));
    }
    const exported = await call(`${BASE}/banks/${source.bankId}/qti`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('application/xml');
    expect(exported.text).toContain('<qti-assessment-item');
    expect(exported.text).toContain('xml:lang="fr-CA"');

    const target = await createBank('Imported');
    const imported = await server.request(`${BASE}/banks/${target.bankId}/qti`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/xml' },
      rawBody: exported.text,
    });
    expect(imported.status, imported.text).toBe(200);
    const result = body<TQtiImportResult>(imported);
    expect(result.imported).toBe(5);
    const copies = await Promise.all(
      result.questionIds.map(async (id) => body<TQuestion>(await call(`${BASE}/questions/${id}`))),
    );
    expect(copies.map((copy) => copy.content)).toEqual(originals.map((original) => original.content));
  });

  it('refuses a bad file with line-numbered errors and imports nothing', async () => {
    const bank = await createBank();
    const malformed = [
      '<?xml version="1.0"?>',
      '<qti-item-bank>',
      '  <qti-assessment-item identifier="a">',
      '</qti-item-bank>',
    ].join('\n');
    const response = await server.request(`${BASE}/banks/${bank.bankId}/qti`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/xml' },
      rawBody: malformed,
    });
    expect(response.status).toBe(400);
    expect(qtiErrorsOf(fieldsOf(response))[0]?.line).toBe(4);

    // Well formed, but its second item has no correct choice: the first is not imported either.
    const exported = (await call(`${BASE}/banks/${bank.bankId}/qti`)).text;
    const good = await createBank();
    await addQuestion(good.bankId, trueFalse());
    await addQuestion(good.bankId, singleChoice());
    const document = (await call(`${BASE}/banks/${good.bankId}/qti`)).text.replace(
      '<qti-correct-response><qti-value>a</qti-value></qti-correct-response>',
      '<qti-correct-response></qti-correct-response>',
    );
    const itemLine = document.split('\n').findIndex((line) => line.includes('data-kind="SINGLE_CHOICE"')) + 1;
    const invalid = await server.request(`${BASE}/banks/${bank.bankId}/qti`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/xml' },
      rawBody: document,
    });
    expect(invalid.status).toBe(400);
    expect(qtiErrorsOf(fieldsOf(invalid))).toEqual([
      expect.objectContaining({
        line: itemLine,
        message: expect.stringContaining(ASSESSMENT_MESSAGES.oneCorrectOption),
      }),
    ]);
    const list = (await call(`${BASE}/banks/${bank.bankId}/questions`)).json<TQuestionListResponse>();
    expect(list.totalRecords).toBe(0);
    expect(exported).toContain('qti-item-bank');

    const json = await call(`${BASE}/banks/${bank.bankId}/qti`, { method: 'POST', body: {} });
    expect(json.status).toBe(400);
  });
});
