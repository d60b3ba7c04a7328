import type { TBank, TBankListItem } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch-stubs';
import { renderResourcePage } from '../resources/resource-fixtures';
import { BankRoute, BanksRoute, QuestionRoute, SetStatisticsRoute, SetsRoute } from './assessment-admin';

const ADMIN = ['ASSESSMENT_ADMIN'];

function ok<T>(returnValue: T) {
  return jsonResponse({ success: true, returnValue, message: null });
}

function problem(status: number, errors: Record<string, string[]> = {}, code = 'validation_failed') {
  return jsonResponse({ type: 'about:blank', title: 'Bad', status, code, errors }, status);
}

const bank: TBank = {
  bankId: 3,
  title: { en: 'Food safety', 'fr-CA': 'Salubrité' },
  description: { en: 'Storage and hygiene', 'fr-CA': '' },
  questionCount: 12,
  questionCountByKind: {
    SINGLE_CHOICE: 12,
    MULTIPLE_CHOICE: 0,
    TRUE_FALSE: 0,
    SHORT_ANSWER: 0,
    ORDERING: 0,
    RATING: 0,
  },
  setCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};
const listItem: TBankListItem = { ...bank, displayTitle: 'Food safety' };

function renderAt(element: ReactNode, path: string, url: string, permissions = ADMIN, locale: 'en' | 'fr-CA' = 'en') {
  return renderResourcePage(element, { path, url, permissions, locale });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BanksRoute (/assessment/admin/banks)', { timeout: 20_000 }, () => {
  it('lists the banks with their size and links to each', async () => {
    stubFetch({ '/api/assessment/admin/banks': () => jsonResponse({ result: [listItem], totalRecords: 1 }) });
    renderAt(<BanksRoute />, '/assessment/admin/banks', '/assessment/admin/banks');
    expect(screen.getByRole('heading', { level: 1, name: 'Question banks' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Food safety/ });
    expect(within(row).getByRole('link', { name: 'Food safety' }).getAttribute('href')).toBe(
      '/assessment/admin/bank/3',
    );
    expect(within(row).getByText('12')).toBeTruthy();
  });

  it('says what to do when there is no bank yet, in French too', async () => {
    stubFetch({ '/api/assessment/admin/banks': () => jsonResponse({ result: [], totalRecords: 0 }) });
    renderAt(<BanksRoute />, '/assessment/admin/banks', '/assessment/admin/banks', ADMIN, 'fr-CA');
    expect(await screen.findByText('Aucune banque de questions pour l’instant')).toBeTruthy();
  });

  it('offers to try again when the banks cannot be read', async () => {
    let calls = 0;
    stubFetch({
      '/api/assessment/admin/banks': () => {
        calls += 1;
        // A 4xx is not asked again by itself: the person's retry is what brings the list.
        return calls === 1 ? problem(429, {}, 'rate_limited') : jsonResponse({ result: [listItem], totalRecords: 1 });
      },
    });
    renderAt(<BanksRoute />, '/assessment/admin/banks', '/assessment/admin/banks');
    expect(await screen.findByText('The question banks could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Food safety' })).toBeTruthy();
  });

  it('is refused to someone who does not administer assessments', () => {
    stubFetch({});
    renderAt(<BanksRoute />, '/assessment/admin/banks', '/assessment/admin/banks', ['TRIVIA_ADMIN']);
    expect(screen.getByText('You do not have permission to open this page.')).toBeTruthy();
  });
});

describe('BankRoute (/assessment/admin/bank/:bankId)', { timeout: 20_000 }, () => {
  it('imports a QTI file and lists the server’s line-numbered errors when it is refused', async () => {
    const fetchMock = stubFetch({
      '/api/assessment/admin/banks/3': () => ok(bank),
      '/api/assessment/admin/banks/3/questions': () => jsonResponse({ result: [], totalRecords: 0 }),
      '/api/assessment/admin/banks/3/qti': () =>
        problem(400, {
          'qti.line.12': ['Line 12, column 5: qti-simple-choice needs an identifier'],
          'qti.line.3': ['Line 3: Unknown element qti-assesment-item'],
        }),
    });
    renderAt(<BankRoute />, '/assessment/admin/bank/:bankId', '/assessment/admin/bank/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Food safety' })).toBeTruthy();
    expect(await screen.findByText('No questions in this bank yet')).toBeTruthy();

    const file = new File(['<qti-item-bank/>'], 'bank.xml', { type: 'application/xml' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Nothing was imported: the file has errors')).toBeTruthy();
    const errors = within(screen.getByTestId('qti-errors')).getAllByRole('listitem');
    expect(errors.map((item) => item.textContent)).toEqual([
      'Line 3: Unknown element qti-assesment-item',
      'Line 12, column 5: qti-simple-choice needs an identifier',
    ]);
    const [, init] = callsTo(fetchMock, '/api/assessment/admin/banks/3/qti')[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/xml');
    expect(init?.body).toBe('<qti-item-bank/>');
  });

  it('says how many questions came in from a good file', async () => {
    stubFetch({
      '/api/assessment/admin/banks/3': () => ok(bank),
      '/api/assessment/admin/banks/3/questions': () => jsonResponse({ result: [], totalRecords: 0 }),
      '/api/assessment/admin/banks/3/qti': () => ok({ imported: 2, questionIds: [40, 41] }),
    });
    renderAt(<BankRoute />, '/assessment/admin/bank/:bankId', '/assessment/admin/bank/3');
    await screen.findByRole('heading', { level: 1, name: 'Food safety' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['<qti-item-bank/>'], 'bank.xml', { type: 'application/xml' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 questions were imported.')).toBeTruthy();
  });

  it('is not found for another tenant’s bank (the server’s 404)', async () => {
    stubFetch({});
    renderAt(<BankRoute />, '/assessment/admin/bank/:bankId', '/assessment/admin/bank/99');
    expect(await screen.findByRole('heading', { level: 1, name: /lost|perdu/i })).toBeTruthy();
  });
});

describe('SetStatisticsRoute (/assessment/admin/set/:setId/statistics)', { timeout: 20_000 }, () => {
  it('shows each question in an accessible table: answered, right, most chosen wrong answer, discrimination', async () => {
    stubFetch({
      '/api/assessment/admin/sets/9/statistics': () =>
        ok({
          setId: 9,
          completedAttempts: 12,
          averageScorePercent: 71.5,
          passRatePercent: 58,
          questions: [
            {
              questionId: 40,
              kind: 'SINGLE_CHOICE',
              stem: 'Which fridge temperature is safe?',
              answeredCount: 12,
              correctCount: 9,
              percentCorrect: 75,
              mostChosenWrong: { optionId: 'b', text: '12 °C', count: 3 },
              discriminationIndex: 0.42,
            },
            {
              questionId: 41,
              kind: 'SHORT_ANSWER',
              stem: 'Name the danger zone.',
              answeredCount: 0,
              correctCount: 0,
              percentCorrect: null,
              mostChosenWrong: null,
              discriminationIndex: null,
            },
          ],
        }),
    });
    renderAt(<SetStatisticsRoute />, '/assessment/admin/set/:setId/statistics', '/assessment/admin/set/9/statistics');
    const table = await screen.findByRole('table', {
      name: 'Each question of the set: how often it was answered and how well.',
    });
    const row = within(table).getByRole('row', { name: /Which fridge temperature is safe/ });
    expect(within(row).getByRole('rowheader').textContent).toContain('Which fridge temperature is safe?');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '75%', '12 °C (3 times)', '0.42']);
    const unanswered = within(table).getByRole('row', { name: /Name the danger zone/ });
    expect(
      within(unanswered)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '—', '—', '—']);
    expect(screen.getByText('58%')).toBeTruthy();
  });
});

describe('QuestionRoute (/assessment/admin/bank/:bankId/question/:questionId)', { timeout: 20_000 }, () => {
  it('saves a corrected question with a regrade, says how many attempts changed, and lists the regrades', async () => {
    const question = {
      questionId: 40,
      bankId: 3,
      version: 2,
      isRetired: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
      content: {
        kind: 'TRUE_FALSE' as const,
        stem: { en: 'Raw chicken may thaw on the counter.', 'fr-CA': '' },
        options: [
          { id: 'true', text: { en: 'True', 'fr-CA': 'Vrai' }, isCorrect: true, feedback: { en: '', 'fr-CA': '' } },
          { id: 'false', text: { en: 'False', 'fr-CA': 'Faux' }, isCorrect: false, feedback: { en: '', 'fr-CA': '' } },
        ],
        acceptedAnswers: [],
        imageMediaId: null,
        points: 1,
        feedback: { en: '', 'fr-CA': '' },
        competencyId: null,
      },
    };
    const regrade = {
      questionId: 40,
      fromVersion: 1,
      toVersion: 2,
      attemptsChanged: 4,
      regradedAt: '2026-11-02T10:00:00.000Z',
      regradedBy: 'acme-admin',
    };
    const fetchMock = stubFetch({
      '/api/assessment/admin/questions/40': (_url, init) =>
        init?.method === 'PUT'
          ? ok({
              question: { ...question, version: 3 },
              regrade: { ...regrade, fromVersion: 2, toVersion: 3, attemptsChanged: 1 },
            })
          : ok(question),
      '/api/assessment/admin/questions/40/regrades': () => ok([regrade]),
      '/api/assessment/admin/banks/3': () => ok(bank),
      '/api/assessment/admin/banks/3/questions': () => jsonResponse({ result: [], totalRecords: 0 }),
    });
    renderResourcePage(<QuestionRoute />, {
      path: '/assessment/admin/bank/:bankId/question/:questionId',
      url: '/assessment/admin/bank/3/question/40',
      permissions: ADMIN,
      extraRoutes: [{ path: '/assessment/admin/bank/:bankId', element: <BankRoute /> }],
    });
    const history = await screen.findByRole('region', { name: 'Regrades of this question' });
    expect(within(history).getByRole('row', { name: /1 → 2/ }).textContent).toContain('4');

    // The statement was wrong: "False" is the right answer.
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 2 is correct' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and regrade' }));
    expect(await screen.findByText('The question is saved and regraded: one attempt changed.')).toBeTruthy();
    const put = callsTo(fetchMock, '/api/assessment/admin/questions/40').find(([, init]) => init?.method === 'PUT');
    expect(put && requestUrl(put[0]).searchParams.get('regrade')).toBe('true');
  });

  it('offers RATING questions with the tenant’s competencies when the tenant has skills', async () => {
    Element.prototype.scrollIntoView = () => undefined;
    const both = (en: string, fr: string) => ({ en, 'fr-CA': fr });
    stubFetch({
      '/api/tenant': () =>
        jsonResponse({
          tenantCode: 'acme',
          tenantName: 'Acme',
          defaultLocale: 'en',
          metaData: {
            competenciesEnabled: true,
            competencyUserViewEnabled: true,
            userIdleTimeOutConfig: { idleTimerStartAfterInSeconds: 900, timeoutAfterInSeconds: 60 },
            postLoginScriptEnabled: false,
          },
        }),
      '/api/skills/admin/competencies': () =>
        ok([
          {
            id: 1,
            code: 'COMM',
            name: both('Communication', ''),
            description: both('', ''),
            altLabels: both('', ''),
            parentId: null,
            position: 0,
            tagCount: 0,
          },
          {
            id: 2,
            code: 'COMM.L',
            name: both('Active listening', ''),
            description: both('', ''),
            altLabels: both('', ''),
            parentId: 1,
            position: 0,
            tagCount: 0,
          },
        ]),
      '/api/skills/admin/scale': () =>
        ok({
          levels: [
            { level: 1, name: both('Novice', ''), description: both('', '') },
            { level: 2, name: both('Expert', ''), description: both('', '') },
          ],
        }),
    });
    renderResourcePage(<QuestionRoute />, {
      path: '/assessment/admin/bank/:bankId/question/new',
      url: '/assessment/admin/bank/3/question/new',
      permissions: ADMIN,
    });
    fireEvent.click(await screen.findByRole('combobox', { name: /Kind of question/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rating of a competency' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Competency rated/ }));
    expect(await screen.findByRole('option', { name: 'Active listening' })).toBeTruthy();
  });
});

describe('SetsRoute (/assessment/admin/sets)', { timeout: 20_000 }, () => {
  it('marks a skill assessment as such, without a pass mark', async () => {
    const item = {
      questionCount: 8,
      timeLimitMinutes: null,
      attemptsAllowed: null,
      passMarkPercent: 70,
      assignmentCount: 1,
      updatedAt: '2026-11-02T00:00:00.000Z',
      status: 'PUBLISHED' as const,
    };
    stubFetch({
      '/api/assessment/admin/sets': () =>
        jsonResponse({
          result: [
            { ...item, setId: 1, title: 'Skills self-assessment', kind: 'SKILL' },
            { ...item, setId: 2, title: 'Food safety check', kind: 'ASSESSMENT' },
          ],
          totalRecords: 2,
        }),
    });
    renderAt(<SetsRoute />, '/assessment/admin/sets', '/assessment/admin/sets');
    const skill = await screen.findByRole('row', { name: /Skills self-assessment/ });
    expect(within(skill).getByText('Skill assessment')).toBeTruthy();
    expect(within(skill).queryByText('70 %')).toBeNull();
    const test = screen.getByRole('row', { name: /Food safety check/ });
    expect(within(test).queryByText('Skill assessment')).toBeNull();
    expect(within(test).getByText('70 %')).toBeTruthy();
  });
});
