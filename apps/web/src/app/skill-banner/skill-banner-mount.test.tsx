import type { TPendingSkillAssessment } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { buildTestUser } from '../../testing/user-fixture';
import { callsTo, jsonResponse, stubFetch } from '../shell-fixtures';
import { renderSkillPage, tenantAnswer } from './skill-banner-test-fixtures';
import { SkillBannerMount } from './skill-banner-mount';

const pending = (overrides: Partial<TPendingSkillAssessment> = {}): TPendingSkillAssessment => ({
  assessmentSetId: 12,
  hasSkillAssessmentAssigned: true,
  isComplete: false,
  skillAssessmentExpired: false,
  ...overrides,
});

function stubServer(answer: () => TPendingSkillAssessment[], metaData = {}) {
  return stubFetch({
    '/api/tenant': () => jsonResponse(tenantAnswer(metaData)),
    '/api/userAttempt/pendingskillassessments': () =>
      jsonResponse({ success: true, returnValue: answer(), message: null }),
  });
}

function renderBanner(options: { url?: string; withAssessments?: boolean; locale?: 'en' | 'fr-CA' } = {}) {
  return renderSkillPage({
    routes: [
      {
        path: '*',
        element: (
          <>
            <SkillBannerMount />
            <Link to="/assessment/attempt/5">open an attempt</Link>
          </>
        ),
      },
    ],
    url: options.url ?? '/dashboard',
    withAssessments: options.withAssessments ?? true,
    locale: options.locale ?? 'en',
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('SkillBannerMount (spec section 4)', () => {
  it('prompts an assigned, incomplete skill assessment with a link to it', async () => {
    stubServer(() => [pending()]);
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Rate your skills' });
    expect(banner.textContent).toContain('A skill assessment is waiting for you');
    expect(screen.getByRole('link', { name: 'Start the skill assessment' }).getAttribute('href')).toBe(
      '/assessment/12',
    );
  });

  it('asks to retake an expired one, in French too', async () => {
    stubServer(() => [pending({ isComplete: true, skillAssessmentExpired: true })]);
    renderBanner({ locale: 'fr-CA' });
    await screen.findByRole('region', { name: 'Il est temps de mettre à jour vos compétences' });
    expect(screen.getByRole('link', { name: 'Refaire l’évaluation des compétences' })).toBeTruthy();
  });

  it('says nothing of a completed, valid assessment or of one not assigned', async () => {
    const fetchMock = stubServer(() => [
      pending({ isComplete: true }),
      pending({ assessmentSetId: 13, hasSkillAssessmentAssigned: false }),
    ]);
    renderBanner();
    await waitFor(() => expect(callsTo(fetchMock, '/api/userAttempt/pendingskillassessments')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('skill-assessment-banner')).toBeNull();
  });

  it('stays dismissed for that set for the session, and shows the next set instead', async () => {
    stubServer(() => [pending(), pending({ assessmentSetId: 14 })]);
    const view = renderBanner();
    await screen.findByRole('region', { name: 'Rate your skills' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide this reminder for this session' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start the skill assessment' }).getAttribute('href')).toBe(
        '/assessment/14',
      ),
    );
    view.unmount();

    // A reload of the same tab: the session remembers set 12.
    renderBanner();
    await screen.findByRole('region', { name: 'Rate your skills' });
    expect(screen.getByRole('link', { name: 'Start the skill assessment' }).getAttribute('href')).toBe(
      '/assessment/14',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide this reminder for this session' }));
    await waitFor(() => expect(screen.queryByTestId('skill-assessment-banner')).toBeNull());
    expect(JSON.parse(window.sessionStorage.getItem('skillAssessmentBannerDismissed') ?? '[]')).toEqual([12, 14]);
  });

  it('goes once the refresh signal (an attempt completed) says the assessment is done', async () => {
    let isDone = false;
    stubServer(() => [pending({ isComplete: isDone })]);
    const view = renderBanner();
    await screen.findByRole('region', { name: 'Rate your skills' });
    isDone = true;
    await act(() => view.queryClient.invalidateQueries({ queryKey: ['assessments'] }));
    await waitFor(() => expect(screen.queryByTestId('skill-assessment-banner')).toBeNull());
  });

  it('is not triggered without the competency user view or without Test and Trivia', async () => {
    const fetchMock = stubServer(() => [pending()], { competencyUserViewEnabled: false });
    const view = renderBanner();
    await waitFor(() => expect(callsTo(fetchMock, '/api/tenant')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(callsTo(fetchMock, '/api/userAttempt/pendingskillassessments')).toHaveLength(0);
    expect(screen.queryByTestId('skill-assessment-banner')).toBeNull();
    view.unmount();

    const withoutModule = stubServer(() => [pending()]);
    renderBanner({ withAssessments: false });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(withoutModule).not.toHaveBeenCalled();
  });

  it('draws the session’s last answer with the page (no shift), then follows the fresh one', async () => {
    window.sessionStorage.setItem('tenantMetadata', JSON.stringify(tenantAnswer().metaData));
    window.sessionStorage.setItem(
      'skillAssessmentBannerPending',
      JSON.stringify({ userCode: buildTestUser().userCode, pending: [pending()] }),
    );
    stubServer(() => [pending({ isComplete: true })]);
    renderBanner();
    // At the first render, before any answer.
    expect(screen.getByRole('region', { name: 'Rate your skills' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('skill-assessment-banner')).toBeNull());
    expect(JSON.parse(window.sessionStorage.getItem('skillAssessmentBannerPending') ?? '{}')).toMatchObject({
      pending: [{ assessmentSetId: 12, isComplete: true }],
    });
  });

  it('stays out of the way while an assessment is being taken', async () => {
    const fetchMock = stubServer(() => [pending()]);
    renderBanner({ url: '/assessment/attempt/5' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/userAttempt/pendingskillassessments')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('skill-assessment-banner')).toBeNull();
  });
});
