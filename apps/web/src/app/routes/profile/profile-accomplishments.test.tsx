import type { TGetProfileAccomplishmentsResponse } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, requestUrl, stubFetch } from '../../shell-fixtures';
import { ProfileAccomplishmentsRoute } from './profile-accomplishments';

const ACCOMPLISHMENTS_PATH = '/api/userprofile/accomplishments';

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12)).toISOString();

const accomplishments: TGetProfileAccomplishmentsResponse = {
  summary: {
    completedCount: 3,
    requiredCompletedCount: 1,
    electiveCompletedCount: 2,
    openAssignmentCount: 4,
    contributionCount: 1,
  },
  completedResources: [
    {
      resourceId: 7,
      title: 'Done late',
      locale: 'en',
      assetTypeCodes: ['URL_WEBINAR'],
      isElective: true,
      assignedAt: at(1),
      dueDate: at(3),
      completedAt: at(8),
      isCompletedOnTime: false,
    },
    {
      resourceId: null,
      title: 'Withdrawn guide',
      locale: 'en',
      assetTypeCodes: ['DOCUMENT'],
      isElective: false,
      assignedAt: at(1),
      dueDate: at(10),
      completedAt: at(2),
      isCompletedOnTime: true,
    },
  ],
  contributions: [
    {
      userAssetId: 5,
      title: 'My webinar',
      locale: 'en',
      assetTypeCode: 'URL_WEBINAR',
      submittedAt: at(14),
      publishedAt: at(15),
      resourceId: 12,
    },
  ],
};

const nothing: TGetProfileAccomplishmentsResponse = {
  summary: {
    completedCount: 0,
    requiredCompletedCount: 0,
    electiveCompletedCount: 0,
    openAssignmentCount: 0,
    contributionCount: 0,
  },
  completedResources: [],
  contributions: [],
};

function definitionOf(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ProfileAccomplishmentsRoute', () => {
  it('shows the counts, the completed resources, the contributions and no invented certificates', async () => {
    const fetchMock = stubFetch({ [ACCOMPLISHMENTS_PATH]: () => jsonResponse(accomplishments) });
    renderInShell(<ProfileAccomplishmentsRoute />);

    const completed = await screen.findByRole('region', { name: 'Completed resources' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accomplishments' })).toBeTruthy();
    expect(definitionOf('Resources completed')).toBe('3');
    expect(definitionOf('Required completed')).toBe('1');
    expect(definitionOf('Electives completed')).toBe('2');
    expect(definitionOf('Contributions published')).toBe('1');
    expect(screen.getByText('Assigned resources still to complete: 4')).toBeTruthy();

    expect(within(completed).getByText(/counts as completed once you open it after it was assigned/)).toBeTruthy();
    expect(within(completed).getByRole('link', { name: 'Done late' }).getAttribute('href')).toBe('/resources/7');
    expect(within(completed).getByText('Completed on Jan 8, 2026 · After the due date (Jan 3, 2026)')).toBeTruthy();
    expect(within(completed).getByText('Completed on Jan 2, 2026 · On time')).toBeTruthy();
    expect(within(completed).queryByRole('link', { name: 'Withdrawn guide' })).toBeNull();
    expect(within(completed).getByText('No longer available')).toBeTruthy();
    expect(within(completed).getByText('Showing the 2 most recent of 3.')).toBeTruthy();

    const contributions = screen.getByRole('region', { name: 'Contributions' });
    expect(within(contributions).getByRole('link', { name: 'My webinar' }).getAttribute('href')).toBe('/resources/12');
    expect(within(contributions).getByText('Published on Jan 15, 2026')).toBeTruthy();

    const certificates = screen.getByRole('region', { name: 'Certificates' });
    expect(within(certificates).getByText(/^No certificates are available yet\./)).toBeTruthy();
    expect(within(certificates).queryAllByRole('listitem')).toHaveLength(0);

    const asked = callsTo(fetchMock, ACCOMPLISHMENTS_PATH).map(([input]) =>
      requestUrl(input).searchParams.get('locale'),
    );
    expect(asked).toEqual(['en']);
  });

  it('explains what will appear when there is nothing yet', async () => {
    stubFetch({ [ACCOMPLISHMENTS_PATH]: () => jsonResponse(nothing) });
    renderInShell(<ProfileAccomplishmentsRoute />);
    expect(await screen.findByText(/^No completed resources yet\./)).toBeTruthy();
    expect(screen.getByText(/^No contributions yet\./)).toBeTruthy();
    expect(screen.queryByText(/still to complete/)).toBeNull();
    expect(definitionOf('Resources completed')).toBe('0');
  });

  it('offers to try again when the accomplishments cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      [ACCOMPLISHMENTS_PATH]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden' }, 403)
          : jsonResponse(nothing);
      },
    });
    renderInShell(<ProfileAccomplishmentsRoute />);
    expect(await screen.findByText('Your accomplishments could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No completed resources yet\./)).toBeTruthy();
  });

  it('speaks the page language', async () => {
    stubFetch({ [ACCOMPLISHMENTS_PATH]: () => jsonResponse(accomplishments) });
    renderInShell(<ProfileAccomplishmentsRoute />, { locale: 'fr-CA' });
    expect(await screen.findByRole('region', { name: 'Certificats' })).toBeTruthy();
    expect(screen.getByText('Terminée le 8 janv. 2026 · Après l’échéance (3 janv. 2026)')).toBeTruthy();
  });
});
