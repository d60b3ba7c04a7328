import type { TSkillProfile, TSkillRecommendation } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch } from '../../shell-fixtures';
import { renderAssessmentPage } from '../assessment/assessment-fixtures';
import { SkillRoute } from './skill';

const ok = <T,>(returnValue: T) => ({ success: true, returnValue, message: null });

const SCALE = [
  { level: 1, name: 'Novice', description: 'Knows the basics' },
  { level: 2, name: 'Developing', description: 'Simple cases' },
  { level: 3, name: 'Proficient', description: 'On their own' },
  { level: 4, name: 'Advanced', description: 'Complex cases' },
  { level: 5, name: 'Expert', description: 'Sets the standard' },
];

function buildProfile(overrides: Partial<TSkillProfile> = {}): TSkillProfile {
  return {
    userCode: 'acme-learner',
    displayName: 'Lee Learner',
    jobRoleCode: 'SALES',
    jobRoleName: 'Sales associate',
    scale: SCALE,
    quotient: null,
    rows: [
      {
        competencyId: 11,
        code: 'coaching',
        name: 'Coaching',
        parentId: 1,
        parentName: 'Leadership',
        currentScaled: 0.25,
        currentLevel: 2,
        targetLevel: 4,
        gap: 2,
        evidence: [
          {
            source: 'MANAGER',
            scaled: 0.25,
            level: 2,
            at: '2026-11-20T10:00:00.000Z',
            raterName: 'Morgan Manager',
            fromTitle: null,
            reason: 'Seen in store reviews',
          },
          {
            source: 'SELF',
            scaled: 0.5,
            level: 3,
            at: '2026-10-02T10:00:00.000Z',
            raterName: 'Lee Learner',
            fromTitle: 'Skills self-assessment',
            reason: null,
          },
        ],
      },
      {
        competencyId: 12,
        code: 'feedback',
        name: 'Giving feedback',
        parentId: 1,
        parentName: 'Leadership',
        currentScaled: 0.75,
        currentLevel: 4,
        targetLevel: 3,
        gap: 0,
        evidence: [
          {
            source: 'TEST',
            scaled: 0.75,
            level: 4,
            at: '2026-11-01T10:00:00.000Z',
            raterName: null,
            fromTitle: 'Feedback quiz',
            reason: null,
          },
        ],
      },
      {
        competencyId: 21,
        code: 'pos',
        name: 'Point of sale',
        parentId: 2,
        parentName: 'Store operations',
        currentScaled: null,
        currentLevel: null,
        targetLevel: 3,
        gap: 3,
        evidence: [],
      },
    ],
    ...overrides,
  };
}

function buildRecommendation(overrides: Partial<TSkillRecommendation> = {}): TSkillRecommendation {
  return {
    objectKind: 'RESOURCE',
    objectId: 501,
    title: 'Coaching conversations',
    url: '/resources/501',
    competencyId: 11,
    competencyName: 'Coaching',
    tagLevel: 3,
    targetLevel: 4,
    targetLevelName: 'Advanced',
    currentLevel: 2,
    currentLevelName: 'Developing',
    gap: 2,
    ...overrides,
  };
}

const tenant = (flags: { competenciesEnabled: boolean; competencyUserViewEnabled: boolean }) => ({
  tenantCode: 'acme',
  tenantName: 'Acme',
  defaultLocale: 'en',
  metaData: {
    ...flags,
    userIdleTimeOutConfig: { idleTimerStartAfterInSeconds: 900, timeoutAfterInSeconds: 60 },
    postLoginScriptEnabled: false,
  },
});

const ON = { competenciesEnabled: true, competencyUserViewEnabled: true };

function stubSkills(routes: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  return stubFetch({
    '/api/tenant': () => jsonResponse(tenant(ON)),
    '/api/skills/profile': () => jsonResponse(ok(buildProfile())),
    '/api/skills/history': () =>
      jsonResponse(
        ok([
          { competencyId: 11, source: 'SELF', scaled: 0.5, level: 3, at: '2026-10-02T10:00:00.000Z' },
          { competencyId: 11, source: 'MANAGER', scaled: 0.25, level: 2, at: '2026-11-20T10:00:00.000Z' },
        ]),
      ),
    '/api/skills/recommendations': () =>
      jsonResponse({
        result: [
          buildRecommendation(),
          buildRecommendation({
            objectKind: 'PATH',
            objectId: 8,
            title: 'Store operations path',
            url: '/learning-path/paths/8',
            competencyId: 21,
            competencyName: 'Point of sale',
            targetLevelName: 'Proficient',
            currentLevel: null,
            currentLevelName: null,
            gap: 3,
          }),
        ],
        totalRecords: 2,
      }),
    '/api/userAttempt/pendingskillassessments': () =>
      jsonResponse(
        ok([
          { assessmentSetId: 9, hasSkillAssessmentAssigned: true, isComplete: false, skillAssessmentExpired: false },
        ]),
      ),
    '/api/userAttempt/mine': () =>
      jsonResponse({
        toDo: [
          {
            setId: 9,
            kind: 'SKILL',
            title: { en: 'Skills self-assessment', 'fr-CA': 'Autoévaluation des compétences' },
            description: { en: '', 'fr-CA': '' },
            timeLimitMinutes: null,
            attemptsAllowed: null,
            attemptsUsed: 0,
            passMarkPercent: 0,
            questionCount: 8,
            availableFrom: null,
            availableUntil: null,
            dueAt: null,
            reviewMode: 'RESPONSES',
            startBlocker: null,
            inProgress: null,
            latestCompleted: null,
            bestScorePercent: null,
            hasPassed: false,
          },
        ],
        inProgress: [],
        done: [],
      }),
    '/api/assets/choosenrecommendations': (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(ok((requestBody(init) as { resourceIds: number[] }).resourceIds.length))
        : jsonResponse({ result: [{ ...asset, resourceId: 77 }], totalRecords: 1 }),
    ...routes,
  });
}

const asset = {
  resourceId: 77,
  title: 'Chosen earlier',
  description: null,
  locale: 'en',
  thumbnailMediaId: null,
  durationValue: null,
  durationType: null,
  assetTypeCodes: [],
  categoryIds: [],
  effectiveDate: '2026-01-01T00:00:00.000Z',
  expiryDate: null,
  isFeatured: false,
  isElectrified: false,
  isFavorite: false,
  viewCount: 0,
  createdDate: '2026-01-01T00:00:00.000Z',
  modifiedDate: '2026-01-01T00:00:00.000Z',
};

const renderSkill = (locale: 'en' | 'fr-CA' = 'en') =>
  renderAssessmentPage(<SkillRoute />, { path: '/skill', url: '/skill', locale });

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('SkillRoute (my skills)', () => {
  it('shows my levels against my role’s targets per parent group, with gap badges and every source dated', async () => {
    stubSkills();
    renderSkill();
    expect(await screen.findByRole('heading', { level: 1, name: 'My skills' })).toBeTruthy();
    expect(await screen.findByText(/against the targets of your role, Sales associate/)).toBeTruthy();
    const leadership = await screen.findByRole('region', { name: 'Leadership' });
    const coaching = within(leadership).getByRole('heading', { name: 'Coaching' }).closest('li') as HTMLElement;
    expect(within(coaching).getByText('Current level: Developing (2 of 5)')).toBeTruthy();
    expect(within(coaching).getByText('Target for your role: Advanced')).toBeTruthy();
    expect(within(coaching).getByText('2 levels below target')).toBeTruthy();
    // The sources sit in a native disclosure, each with its date, rater, origin and reason.
    const summary = within(coaching).getByText('2 sources for Coaching');
    expect(summary.tagName).toBe('SUMMARY');
    const sources = within(coaching)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent);
    expect(sources[0]).toBe(
      'Manager rating: Developing on Nov 20, 2026 · by Morgan Manager · reason: Seen in store reviews',
    );
    expect(sources[1]).toBe('Self rating: Proficient on Oct 2, 2026 · from Skills self-assessment');

    const feedback = within(leadership).getByRole('heading', { name: 'Giving feedback' }).closest('li') as HTMLElement;
    expect(within(feedback).getByText('Target met')).toBeTruthy();
    const operations = screen.getByRole('region', { name: 'Store operations' });
    expect(within(operations).getByText('Current level: not rated yet')).toBeTruthy();
    expect(within(operations).getByText('3 levels below target')).toBeTruthy();
    expect(within(operations).getByText('No rating yet.')).toBeTruthy();
  });

  it('offers the pending skill assessment, by its title, leading to its page', async () => {
    stubSkills();
    renderSkill();
    const section = await screen.findByRole('region', { name: 'My skill assessments' });
    expect(
      await within(section).findByText(
        'Rate yourself on Skills self-assessment so your profile shows where you stand.',
      ),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).toBe(
      '/assessment/9',
    );
  });

  it('offers a retake once the assessment has expired, with the band of my latest one', async () => {
    stubSkills({
      '/api/skills/profile': () => jsonResponse(ok(buildProfile({ quotient: { code: 'Q2', name: 'Growing' } }))),
      '/api/userAttempt/pendingskillassessments': () =>
        jsonResponse(
          ok([
            { assessmentSetId: 9, hasSkillAssessmentAssigned: true, isComplete: true, skillAssessmentExpired: true },
          ]),
        ),
    });
    renderSkill();
    const section = await screen.findByRole('region', { name: 'My skill assessments' });
    expect(await within(section).findByText(/have expired: retake it/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Retake the assessment' }).getAttribute('href')).toBe(
      '/assessment/9',
    );
    expect(
      await within(section).findByText('Your latest skill assessment places you in the band Growing.'),
    ).toBeTruthy();
  });

  it('explains each recommendation and saves the resources I choose with those chosen before', async () => {
    const fetchMock = stubSkills();
    renderSkill();
    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(
      await within(section).findByText('Your role needs Coaching at level Advanced; you are at Developing.'),
    ).toBeTruthy();
    expect(
      within(section).getByText('Your role needs Point of sale at level Proficient; you have no rating yet.'),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Coaching conversations' }).getAttribute('href')).toBe(
      '/resources/501',
    );
    expect(within(section).getByRole('link', { name: 'Store operations path' }).getAttribute('href')).toBe(
      '/learning-path/paths/8',
    );
    expect(within(section).getAllByText('Teaches up to Proficient')).toHaveLength(2);
    // Paths are not chosen resources: only the resource has a checkbox.
    const choose = await within(section).findByRole('checkbox', {
      name: 'Add Coaching conversations to my chosen recommendations',
    });
    expect(within(section).getAllByRole('checkbox')).toHaveLength(1);
    const save = within(section).getByRole('button', { name: 'Save my choices' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(choose);
    fireEvent.click(save);
    expect(await within(section).findByText('Your choices are saved.')).toBeTruthy();
    const put = callsTo(fetchMock, '/api/assets/choosenrecommendations').find(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({ resourceIds: [77, 501] });
  });

  it('charts a competency’s history with the same data as a table, shown on demand', async () => {
    const fetchMock = stubSkills();
    renderSkill();
    const section = await screen.findByRole('region', { name: 'History' });
    // The largest gap with evidence is charted first.
    const table = await within(section).findByRole('table', { name: 'Ratings of Coaching over time' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateSourceLevel', 'Oct 2, 2026Self ratingProficient', 'Nov 20, 2026Manager ratingDeveloping']);
    const historyCall = callsTo(fetchMock, '/api/skills/history')[0];
    expect(historyCall && requestUrl(historyCall[0]).searchParams.get('competencyId')).toBe('11');
    const toggle = within(section).getByRole('button', { name: 'Show the data as a table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('is not there when the tenant does not let learners see their skills', async () => {
    const fetchMock = stubSkills({
      '/api/tenant': () => jsonResponse(tenant({ competenciesEnabled: true, competencyUserViewEnabled: false })),
    });
    renderSkill();
    expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/skills/profile')).toHaveLength(0);
  });

  it('says what to do when there is nothing to show, in French', async () => {
    stubSkills({ '/api/skills/profile': () => jsonResponse(ok(buildProfile({ rows: [], jobRoleName: null }))) });
    renderSkill('fr-CA');
    expect(await screen.findByText('Aucune compétence à afficher pour l’instant')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes compétences' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Historique' })).toBeNull();
  });

  it('offers a retry when the profile cannot be read', async () => {
    let fails = true;
    stubSkills({
      '/api/skills/profile': () =>
        fails
          ? jsonResponse({ type: 'about:blank', title: 'Server error', status: 500, code: 'internal' }, 500)
          : jsonResponse(ok(buildProfile())),
    });
    renderSkill();
    expect(await screen.findByText('Your skill profile could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Leadership' })).toBeTruthy());
  });
});
