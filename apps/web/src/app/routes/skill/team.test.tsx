import type { TCalibrationRow, TReporteeSkills, TTeamMember } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { renderSkillPage, tenantAnswer } from '../../skill-banner/skill-banner-test-fixtures';
import { TeamSkillsRoute } from './team';
import { TeamMemberSkillsRoute } from './team-member';

const MANAGER = ['ASSESSMENT_MANAGER'];

const member = (overrides: Partial<TTeamMember> = {}): TTeamMember => ({
  userCode: 'acme-sam',
  displayName: 'Sam Rivera',
  jobRoleName: 'Sales associate',
  assessments: [{ assessmentSetId: 12, title: 'Skills self-assessment', isComplete: true, isExpired: false }],
  ratedCount: 6,
  gapCount: 2,
  disagreementCount: 1,
  ...overrides,
});

const rating = (level: number, at = '2026-10-01T10:00:00.000Z') => ({ level, scaled: (level - 1) / 4, at });

const row = (overrides: Partial<TCalibrationRow> = {}): TCalibrationRow => ({
  competencyId: 31,
  name: 'Coaching',
  parentName: 'Leadership',
  self: rating(4),
  manager: null,
  test: null,
  currentLevel: 4,
  targetLevel: 4,
  isDisagreement: false,
  ...overrides,
});

const SCALE = ['Novice', 'Developing', 'Proficient', 'Advanced', 'Expert'].map((name, index) => ({
  level: index + 1,
  name,
  description: '',
}));

function reportee(calibration: TCalibrationRow[]): TReporteeSkills {
  return {
    profile: {
      userCode: 'acme-sam',
      displayName: 'Sam Rivera',
      jobRoleCode: 'SALES',
      jobRoleName: 'Sales associate',
      scale: SCALE,
      rows: [],
      quotient: null,
    },
    calibration,
    assessments: member().assessments,
  };
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('TeamSkillsRoute', () => {
  it('lists my reportees with their skill assessments and counts, each leading to their calibration', async () => {
    stubFetch({
      '/api/tenant': () => jsonResponse(tenantAnswer()),
      '/api/skills/team': () =>
        jsonResponse({
          result: [
            member(),
            member({
              userCode: 'acme-riley',
              displayName: 'Riley Chen',
              assessments: [
                { assessmentSetId: 12, title: 'Skills self-assessment', isComplete: false, isExpired: false },
              ],
              disagreementCount: 0,
            }),
          ],
          totalRecords: 2,
        }),
    });
    renderSkillPage({
      routes: [{ path: '/skill/team', element: <TeamSkillsRoute /> }],
      url: '/skill/team',
      permissions: MANAGER,
    });
    const sam = await screen.findByRole('link', { name: 'Sam Rivera' });
    expect(sam.getAttribute('href')).toBe('/skill/team/acme-sam');
    expect(screen.getByRole('heading', { level: 1, name: 'Team skills' })).toBeTruthy();
    expect(screen.getByText('2 people in your team')).toBeTruthy();
    const samRow = sam.closest('tr') as HTMLElement;
    expect(within(samRow).getByText('Done')).toBeTruthy();
    const rileyRow = screen.getByRole('link', { name: 'Riley Chen' }).closest('tr') as HTMLElement;
    expect(within(rileyRow).getByText('To do')).toBeTruthy();
  });

  it('says so when no one reports to me, and offers a retry when the list cannot be read', async () => {
    let fails = true;
    stubFetch({
      '/api/tenant': () => jsonResponse(tenantAnswer()),
      '/api/skills/team': () =>
        fails
          ? jsonResponse({ type: 'about:blank', title: 'Server error', status: 500, code: 'internal_error' }, 500)
          : jsonResponse({ result: [], totalRecords: 0 }),
    });
    renderSkillPage({
      routes: [{ path: '/skill/team', element: <TeamSkillsRoute /> }],
      url: '/skill/team',
      permissions: MANAGER,
      locale: 'fr-CA',
    });
    expect(await screen.findByText('Les compétences de votre équipe n’ont pas pu être chargées.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Personne ne relève encore de vous')).toBeTruthy();
  });

  it('does not exist for someone who is not a manager, nor when the tenant has no competencies', async () => {
    const fetchMock = stubFetch({ '/api/tenant': () => jsonResponse(tenantAnswer()) });
    const view = renderSkillPage({
      routes: [{ path: '/skill/team', element: <TeamSkillsRoute /> }],
      url: '/skill/team',
    });
    expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/skills/team')).toHaveLength(0);
    view.unmount();

    stubFetch({ '/api/tenant': () => jsonResponse(tenantAnswer({ competenciesEnabled: false })) });
    renderSkillPage({
      routes: [{ path: '/skill/team', element: <TeamSkillsRoute /> }],
      url: '/skill/team',
      permissions: MANAGER,
    });
    expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeTruthy();
  });

  it("offers a retry, not a not-found page, when the tenant's settings cannot be read", async () => {
    let fails = true;
    stubFetch({
      '/api/tenant': () =>
        fails
          ? jsonResponse({ type: 'about:blank', title: 'Server error', status: 500, code: 'internal_error' }, 500)
          : jsonResponse(tenantAnswer()),
      '/api/skills/team': () => jsonResponse({ result: [member()], totalRecords: 1 }),
    });
    renderSkillPage({
      routes: [{ path: '/skill/team', element: <TeamSkillsRoute /> }],
      url: '/skill/team',
      permissions: MANAGER,
    });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { name: "Oops! You're lost." })).toBeNull();
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sam Rivera')).toBeTruthy();
  });
});

describe('TeamMemberSkillsRoute (calibration)', () => {
  const renderMember = (
    calibration: TCalibrationRow[],
    confirm = () => jsonResponse({ success: true, returnValue: { confirmed: 1 }, message: null }),
  ) => {
    const fetchMock = stubFetch({
      '/api/tenant': () => jsonResponse(tenantAnswer()),
      '/api/skills/team/acme-sam': () =>
        jsonResponse({ success: true, returnValue: reportee(calibration), message: null }),
      '/api/skills/team/acme-sam/confirm': confirm,
    });
    renderSkillPage({
      routes: [{ path: '/skill/team/:userCode', element: <TeamMemberSkillsRoute /> }],
      url: '/skill/team/acme-sam',
      permissions: MANAGER,
    });
    return fetchMock;
  };

  it('shows self, manager and test side by side, flags disagreements, and links to rating on each set', async () => {
    renderMember([
      row(),
      row({
        competencyId: 32,
        name: 'Negotiation',
        parentName: 'Sales',
        self: rating(5),
        manager: rating(2, '2026-10-05T10:00:00.000Z'),
        test: rating(3),
        currentLevel: 3,
        isDisagreement: true,
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rate on Skills self-assessment' }).getAttribute('href')).toBe(
      '/assessment/12/rate/acme-sam',
    );
    const negotiation = screen.getByRole('rowheader', { name: /Negotiation/ }).closest('tr') as HTMLElement;
    expect(within(negotiation).getByText('Disagreement')).toBeTruthy();
    expect(within(negotiation).getByText('5 · Expert', { selector: 'p' })).toBeTruthy();
    expect(within(negotiation).getByText('2 · Developing', { selector: 'p' })).toBeTruthy();
    expect(within(negotiation).getByText('3 · Proficient', { selector: 'p' })).toBeTruthy();
    const coaching = screen.getByRole('rowheader', { name: /Coaching/ }).closest('tr') as HTMLElement;
    expect(within(coaching).queryByText('Disagreement')).toBeNull();
    // One click selects the rows to calibrate first.
    fireEvent.click(screen.getByRole('button', { name: 'Select the disagreement (1)' }));
    expect(screen.getByRole('checkbox', { name: 'Select Negotiation' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Select Coaching' })).toHaveProperty('checked', false);
    // The level to confirm starts at the self rating.
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Level to confirm for Negotiation' }).value).toBe(
      '5',
    );
  });

  it('confirms the selected rows at their chosen levels with the reason, in one call', async () => {
    const fetchMock = renderMember([row(), row({ competencyId: 32, name: 'Negotiation', self: rating(5) })]);
    await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the selected levels' }));
    expect(await screen.findByText('Choose at least one competency')).toBeTruthy();
    expect(screen.getByText('Give a reason for the confirmation')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/skills/team/acme-sam/confirm')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Negotiation' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Level to confirm for Negotiation' }), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Seen on the floor in October' },
    });
    expect(screen.getByText('1 competency selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the selected levels' }));
    expect(await screen.findByText('1 level confirmed')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/skills/team/acme-sam/confirm');
    expect(call?.[1]?.method).toBe('POST');
    expect(requestBody(call?.[1])).toEqual({
      items: [{ competencyId: 32, level: 3 }],
      reason: 'Seen on the floor in October',
    });
  });

  it('puts the server’s field errors on the form', async () => {
    renderMember([row()], () =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad request',
          status: 400,
          code: 'validation_failed',
          errors: { reason: ['Give a reason for the confirmation'] },
        },
        400,
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every competency' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the selected levels' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Reason/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Give a reason for the confirmation')).toBeTruthy();
  });

  it('says the person is not in my team when the server answers 404', async () => {
    stubFetch({
      '/api/tenant': () => jsonResponse(tenantAnswer()),
      '/api/skills/team/acme-zed': () =>
        jsonResponse({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404),
    });
    renderSkillPage({
      routes: [{ path: '/skill/team/:userCode', element: <TeamMemberSkillsRoute /> }],
      url: '/skill/team/acme-zed',
      permissions: MANAGER,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not in your team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team skills' }).getAttribute('href')).toBe('/skill/team');
  });
});
