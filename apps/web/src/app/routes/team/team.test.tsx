import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemTypeUri, TEAM_MESSAGES } from '@portal/contracts';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { TeamRoute } from './team';
import { TeamMemberRoute } from './team-member';
import {
  buildDetail,
  buildMember,
  buildMyTeam,
  failure,
  json,
  membersPage,
  renderTeamPage,
  sam,
} from './team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lena = buildMember();

function lastMembersRequest(fetchMock: ReturnType<typeof stubFetch>): Record<string, unknown> {
  const calls = callsTo(fetchMock, '/api/team/members');
  return requestBody(calls.at(-1)?.[1]) as Record<string, unknown>;
}

// Mantine's dialogs, selects and tables render slowly on a busy machine: each test gets room.
describe('TeamRoute', { timeout: 20_000 }, () => {
  it('shows each member of my line with progress, overdue items, assessments, gaps and last activity', async () => {
    const fetchMock = stubFetch({
      '/api/team/members': () => json(membersPage([lena, sam])),
      '/api/team/mine': () => json(buildMyTeam()),
    });
    renderTeamPage(<TeamRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'People who report to you' });
    const lenaRow = within(table).getByRole('row', { name: /Lena Learner/ });
    expect(within(lenaRow).getByRole('link', { name: 'Lena Learner' }).getAttribute('href')).toBe('/team/acme-learner');
    expect(within(lenaRow).getByRole('progressbar', { name: 'Lena Learner: Sales foundations' })).toBeTruthy();
    expect(lenaRow.textContent).toContain('45%');
    expect(lenaRow.textContent).toContain('2 overdue');
    expect(lenaRow.textContent).toContain('1 pending');
    expect(lenaRow.textContent).toContain('Negotiation (2 below target)');
    expect(lenaRow.textContent).toContain('Completed Greeting customers');
    const samRow = within(table).getByRole('row', { name: /Sam Seller/ });
    expect(samRow.textContent).toContain('Reports to Tess Lead');
    expect(samRow.textContent).toContain('No core path');
    expect(samRow.textContent).toContain('No activity yet');
    expect(screen.getByText('2 people')).toBeTruthy();
    expect(lastMembersRequest(fetchMock)).toEqual({
      pageNo: 1,
      pageSize: 20,
      scope: 'LINE',
      filter: 'ALL',
      sort: 'NAME',
      direction: 'asc',
      locale: 'en',
    });
    // Everyone's team: my manager, teammates, and items that open in their own module.
    const mine = screen.getByRole('region', { name: 'My team' });
    expect(within(mine).getByText('Bea Boss')).toBeTruthy();
    expect(within(mine).getByText('Tess Lead')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Sales foundations' }).getAttribute('href')).toBe(
      '/learning-path/paths/3',
    );
    expect(within(mine).getByRole('link', { name: 'Winter product launch' }).getAttribute('href')).toBe('/event/6');
    expect(within(mine).getByText('4 teammates on it')).toBeTruthy();
  });

  it('filters by chip, scope and name, and sorts by a column', async () => {
    const fetchMock = stubFetch({
      '/api/team/members': () => json(membersPage([lena], { all: 6, overdue: 3, inactive: 2 })),
      '/api/team/mine': () => json(buildMyTeam()),
    });
    renderTeamPage(<TeamRoute />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Overdue (3)' }));
    await waitFor(() => expect(lastMembersRequest(fetchMock)).toMatchObject({ filter: 'OVERDUE', pageNo: 1 }));
    expect(screen.getByRole('radio', { name: 'Inactive (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Direct reports' }));
    await waitFor(() => expect(lastMembersRequest(fetchMock)).toMatchObject({ scope: 'DIRECT', filter: 'OVERDUE' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: ' lena ' } });
    await waitFor(() => expect(lastMembersRequest(fetchMock)).toMatchObject({ term: 'lena' }));
    fireEvent.click(screen.getByRole('button', { name: /^Last active/ }));
    await waitFor(() =>
      expect(lastMembersRequest(fetchMock)).toMatchObject({ sort: 'LAST_ACTIVE', direction: 'desc' }),
    );
    const header = screen.getByRole('columnheader', { name: /^Last active/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /^Last active/ }));
    await waitFor(() => expect(lastMembersRequest(fetchMock)).toMatchObject({ sort: 'LAST_ACTIVE', direction: 'asc' }));
  });

  it('says when no one matches, and clears the search and filter', async () => {
    const fetchMock = stubFetch({
      '/api/team/members': (_url, init) =>
        json(membersPage((requestBody(init) as { filter: string }).filter === 'ALL' ? [lena] : [], { all: 1 })),
      '/api/team/mine': () => json(buildMyTeam()),
    });
    renderTeamPage(<TeamRoute />, { url: '/?filter=INACTIVE' });
    expect(await screen.findByRole('heading', { name: 'No one matches' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and filter' }));
    expect(await screen.findByRole('link', { name: 'Lena Learner' })).toBeTruthy();
    expect(lastMembersRequest(fetchMock)).toMatchObject({ filter: 'ALL' });
  });

  it('assigns a path to the selected members and says how many got it', async () => {
    const fetchMock = stubFetch({
      '/api/team/members': () => json(membersPage([lena, sam])),
      '/api/team/mine': () => json(buildMyTeam()),
      '/api/team/assignables': (url) =>
        json({
          result:
            url.searchParams.get('kind') === 'PATH'
              ? [{ kind: 'PATH', itemId: 9, title: 'Customer care', detail: null }]
              : [],
        }),
      '/api/team/assignments': () => json({ assigned: ['acme-learner'], alreadyAssigned: ['acme-sam'] }),
    });
    renderTeamPage(<TeamRoute />);
    const assign = await screen.findByRole('button', { name: 'Assign…' });
    expect(assign.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Lena Learner' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sam Seller' }));
    expect(screen.getByText('2 people selected')).toBeTruthy();
    fireEvent.click(assign);
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign to 2 people' }));
    // Nothing chosen: the contract's rule, in words.
    fireEvent.click(dialog.getByRole('button', { name: 'Assign to 2 people' }));
    expect(await dialog.findByText('Choose what to assign.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/team/assignments')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('combobox', { name: /^Learning path/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Customer care' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Start this week' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Assign to 2 people' }));
    expect(await screen.findByText('Assigned to 1 person. 1 person already had it.')).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/team/assignments')[0] ?? [];
    expect(requestBody(init)).toEqual({
      kind: 'PATH',
      itemId: 9,
      userCodes: ['acme-learner', 'acme-sam'],
      message: 'Start this week',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Select people in the table to assign them something or nudge them.')).toBeTruthy();
  });

  it('says so, in French, when someone chosen is outside the event’s audience', async () => {
    stubFetch({
      '/api/team/members': () => json(membersPage([lena, sam])),
      '/api/team/mine': () => json(buildMyTeam()),
      '/api/team/assignables': (url) =>
        json({
          result:
            url.searchParams.get('kind') === 'EVENT'
              ? [{ kind: 'EVENT', itemId: 4, title: 'Clinique de vente', detail: null }]
              : [],
        }),
      '/api/team/assignments': () =>
        jsonResponse(
          {
            type: problemTypeUri('conflict'),
            title: 'Conflict',
            status: 409,
            code: 'conflict',
            detail: TEAM_MESSAGES.notInEventAudience,
          },
          409,
        ),
    });
    renderTeamPage(<TeamRoute />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner tout le monde sur cette page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assigner…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assigner à 2 personnes' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Événement' }));
    fireEvent.click(dialog.getByRole('combobox', { name: /^Séance d’événement/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Clinique de vente' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Assigner à 2 personnes' }));
    expect(await screen.findByText(/Une personne choisie ne fait pas partie du public de cet événement/)).toBeTruthy();
  });

  it('nudges the whole page and says who was skipped', async () => {
    const fetchMock = stubFetch({
      '/api/team/members': () => json(membersPage([lena, sam])),
      '/api/team/mine': () => json(buildMyTeam()),
      '/api/team/nudges': () => json({ sent: ['acme-learner'], skipped: ['acme-sam'] }),
    });
    renderTeamPage(<TeamRoute />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select everyone on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nudge…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nudge 2 people' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send the nudge' }));
    expect(
      await screen.findByText('Nudge sent to 1 person. 1 person was already nudged in the last 24 hours.'),
    ).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/team/nudges')[0]?.[1])).toEqual({
      userCodes: ['acme-learner', 'acme-sam'],
    });
  });

  it('offers a retry when my line fails to load', async () => {
    let fails = true;
    stubFetch({
      '/api/team/members': () => (fails ? failure() : json(membersPage([lena]))),
      '/api/team/mine': () => json(buildMyTeam()),
    });
    renderTeamPage(<TeamRoute />);
    // A 5xx is retried twice before the page says so.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Lena Learner' })).toBeTruthy();
  });

  it('shows a member without reportees only their own team, in French', async () => {
    const fetchMock = stubFetch({
      '/api/team/mine': () => json(buildMyTeam({ learningTogether: [] })),
    });
    renderTeamPage(<TeamRoute />, { isManager: false, locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Équipe' })).toBeTruthy();
    expect(await screen.findByText('Bea Boss')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rien en commun pour l’instant' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(callsTo(fetchMock, '/api/team/members')).toHaveLength(0);
  });

  it('says what to do when I am in no team', async () => {
    stubFetch({ '/api/team/mine': () => json({ manager: null, teammates: [], learningTogether: [] }) });
    renderTeamPage(<TeamRoute />, { isManager: false });
    expect(await screen.findByRole('heading', { name: 'You are not in a team yet' })).toBeTruthy();
  });
});

describe('TeamMemberRoute', { timeout: 20_000 }, () => {
  const route = { path: '/team/:userCode', url: '/team/acme-learner' };

  it('shows the member, their assignments with status and their recent activity', async () => {
    stubFetch({ '/api/team/members/acme-learner': () => json(buildDetail()) });
    renderTeamPage(<TeamMemberRoute />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Learner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/team');
    const assignments = screen.getByRole('table', { name: 'Assignments' });
    const safety = within(assignments).getByRole('row', { name: /Store safety checklist/ });
    expect(within(safety).getByRole('link', { name: 'Store safety checklist' }).getAttribute('href')).toBe(
      '/resources/12',
    );
    expect(safety.textContent).toContain('In progress');
    expect(safety.textContent).toContain('Dec 1, 2026');
    // An event session has no page of its own.
    const session = within(assignments).getByRole('row', { name: /Onboarding live Q&A/ });
    expect(within(session).queryByRole('link')).toBeNull();
    expect(session.textContent).toContain('No due date');
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(activity.textContent).toContain('Passed Product quiz');
    expect(activity.textContent).toContain('Viewed an item no longer available');
  });

  it('assigns to this member from their page', async () => {
    const fetchMock = stubFetch({
      '/api/team/members/acme-learner': () => json(buildDetail({ assignments: [], recentActivity: [] })),
      '/api/team/assignables': () =>
        json({ result: [{ kind: 'RESOURCE', itemId: 12, title: 'Store safety checklist', detail: null }] }),
      '/api/team/assignments': () => json({ assigned: ['acme-learner'], alreadyAssigned: [] }),
    });
    renderTeamPage(<TeamMemberRoute />, route);
    expect(await screen.findByRole('heading', { name: 'Nothing assigned yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No activity yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign to Lena Learner' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Resource' }));
    fireEvent.click(dialog.getByRole('combobox', { name: /^Resource/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Store safety checklist' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assigned to 1 person.')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/team/assignments')[0]?.[1])).toEqual({
      kind: 'RESOURCE',
      itemId: 12,
      userCodes: ['acme-learner'],
    });
  });

  it('says the person is not in my team on a 404', async () => {
    stubFetch({});
    renderTeamPage(<TeamMemberRoute />, { path: '/team/:userCode', url: '/team/acme-admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not in your team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my team' }).getAttribute('href')).toBe('/team');
  });

  it('offers a retry when the member fails to load', async () => {
    let fails = true;
    stubFetch({ '/api/team/members/acme-learner': () => (fails ? failure() : json(buildDetail())) });
    renderTeamPage(<TeamMemberRoute />, route);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Learner' })).toBeTruthy();
  });
});
