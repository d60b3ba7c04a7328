import type { TGetProfileActivityResponse, TProfileActivityItem } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, requestUrl, stubFetch } from '../../shell-fixtures';
import { ProfileActivityRoute } from './profile-activity';

const ACTIVITY_PATH = '/api/userprofile/activity';

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();

const viewed: TProfileActivityItem = {
  kind: 'RESOURCE_VIEWED',
  activityId: 'view:7',
  occurredAt: at(5, 15),
  resourceId: 7,
  title: 'Store safety basics',
  locale: 'en',
  assetTypeCodes: ['URL_WEBINAR', 'DOCUMENT'],
  viewCount: 3,
};

const withdrawn: TProfileActivityItem = {
  kind: 'FAVORITE_ADDED',
  activityId: 'favorite:8',
  occurredAt: at(5, 14),
  resourceId: null,
  title: 'Last year’s priorities',
  locale: 'en',
  assetTypeCodes: ['DOCUMENT'],
};

const declined: TProfileActivityItem = {
  kind: 'UPLOAD_REVIEWED',
  activityId: 'review:3',
  occurredAt: at(2),
  userAssetId: 3,
  title: 'Blurry video',
  locale: 'en',
  assetTypeCode: 'VIDEO_MP4',
  resourceId: null,
  outcome: 'Rejected',
  reviewComment: 'Please re-record it.',
};

const completed: TProfileActivityItem = {
  kind: 'ASSIGNMENT_COMPLETED',
  activityId: 'completion:9',
  occurredAt: at(1),
  resourceId: 9,
  title: 'Sécurité en magasin',
  locale: 'fr-CA',
  assetTypeCodes: ['URL_WEBINAR'],
  isElective: false,
  dueDate: null,
};

/** The query of each activity call made, in order. */
function askedQueries(fetchMock: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return callsTo(fetchMock, ACTIVITY_PATH).map(([input]) => requestUrl(input).searchParams);
}

function page(result: TProfileActivityItem[], totalRecords = result.length): TGetProfileActivityResponse {
  return { result, totalRecords };
}

describe('ProfileActivityRoute', () => {
  it('lists the activity by day, linking the resources the user can still open', async () => {
    const fetchMock = stubFetch({ [ACTIVITY_PATH]: () => jsonResponse(page([viewed, withdrawn, declined])) });
    renderInShell(<ProfileActivityRoute />);

    const monday = await screen.findByRole('region', { name: 'Monday, January 5, 2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    expect(within(monday).getByText('Viewed 3 times')).toBeTruthy();
    const link = within(monday).getByRole('link', { name: 'Store safety basics' });
    expect(link.getAttribute('href')).toBe('/resources/7');
    expect(within(monday).getByText('Webinar')).toBeTruthy();
    expect(within(monday).getAllByText('Document')).toHaveLength(2);
    expect(within(monday).getByText('Added to your favourites')).toBeTruthy();
    expect(within(monday).queryByRole('link', { name: 'Last year’s priorities' })).toBeNull();
    expect(within(monday).getByText('No longer available')).toBeTruthy();

    const friday = screen.getByRole('region', { name: 'Friday, January 2, 2026' });
    expect(within(friday).getByText('Your upload was declined')).toBeTruthy();
    expect(within(friday).getByText('Reviewer’s comment: Please re-record it.')).toBeTruthy();
    expect(within(friday).queryByText('No longer available')).toBeNull();

    expect(screen.getByText('Activities shown: 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more activity' })).toBeNull();
    expect(askedQueries(fetchMock).map((query) => Object.fromEntries(query))).toEqual([
      { pageNo: '1', pageSize: '20', locale: 'en' },
    ]);
  });

  it("loads the next page on 'Load more' and stops at the last one", async () => {
    const fetchMock = stubFetch({
      [ACTIVITY_PATH]: (url) =>
        jsonResponse(url.searchParams.get('pageNo') === '1' ? page([viewed, withdrawn], 21) : page([completed], 21)),
    });
    renderInShell(<ProfileActivityRoute />);

    fireEvent.click(await screen.findByRole('button', { name: 'Load more activity' }));
    expect(await screen.findByText('Completed a required resource')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sécurité en magasin' }).getAttribute('lang')).toBe('fr-CA');
    expect(screen.getByText('Activities shown: 3 of 21')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more activity' })).toBeNull();
    expect(askedQueries(fetchMock).map((query) => query.get('pageNo'))).toEqual(['1', '2']);
  });

  it('says when there is no activity yet and points to the library', async () => {
    stubFetch({ [ACTIVITY_PATH]: () => jsonResponse(page([])) });
    renderInShell(<ProfileActivityRoute />);
    expect(await screen.findByText(/^No activity yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the resource library' }).getAttribute('href')).toBe('/resources');
  });

  it('offers to try again when the activity cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      [ACTIVITY_PATH]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden' }, 403)
          : jsonResponse(page([viewed]));
      },
    });
    renderInShell(<ProfileActivityRoute />);
    expect(await screen.findByText('Your activity could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Store safety basics' })).toBeTruthy();
  });

  it('asks for and shows the titles in the page language', async () => {
    const fetchMock = stubFetch({ [ACTIVITY_PATH]: () => jsonResponse(page([completed])) });
    renderInShell(<ProfileActivityRoute />, { locale: 'fr-CA' });
    expect(await screen.findByText('Ressource obligatoire terminée')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'jeudi 1 janvier 2026' })).toBeTruthy();
    expect(askedQueries(fetchMock).map((query) => query.get('locale'))).toEqual(['fr-CA']);
  });
});
