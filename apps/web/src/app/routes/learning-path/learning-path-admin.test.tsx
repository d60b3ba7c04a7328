import type { TAdminPath, TAdminPathListItem } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { renderResourcePage } from '../resources/resource-fixtures';
import { ok } from './learning-path-fixtures';
import { LearningPathsAdminRoute, PathEditorRoute } from './learning-path-admin';

const ADMIN = ['LEARNINGPATH_ADMIN'];

function buildListItem(overrides: Partial<TAdminPathListItem> = {}): TAdminPathListItem {
  return {
    pathId: 5,
    title: 'Cashier: core path',
    titleEn: 'Cashier: core path',
    titleFr: 'Parcours de base : caissier',
    isCore: true,
    jobRoleCode: 'CASHIER',
    status: 'DRAFT',
    version: 1,
    levelCount: 2,
    itemCount: 4,
    learnerCount: 3,
    updatedAt: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

function buildAdminPath(overrides: Partial<TAdminPath> = {}): TAdminPath {
  return {
    pathId: 5,
    titleEn: 'Cashier: core path',
    titleFr: 'Parcours de base : caissier',
    descriptionEn: null,
    descriptionFr: null,
    isCore: false,
    jobRoleCode: null,
    dueDays: null,
    status: 'PUBLISHED',
    version: 2,
    publishedAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    levels: [
      {
        levelId: 1,
        titleEn: 'Foundations',
        titleFr: 'Fondements',
        modules: [
          {
            moduleId: 10,
            titleEn: 'Getting started',
            titleFr: 'Premiers pas',
            items: [
              {
                itemId: 100,
                kind: 'RESOURCE',
                objectId: 7,
                title: 'Safety handbook',
                isRequired: true,
                dueDays: null,
                learnersStarted: 2,
              },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

const referenceRoutes = {
  '/api/tenant/GetAllBussinessTypes': () => jsonResponse([]),
  '/api/location': () => jsonResponse([]),
  '/api/path/admin/5/assignments': () => ok({ jobRoleCodes: [], locationIds: [], userCodes: [] }),
  '/api/resources/admin/search': () => jsonResponse({ result: [], totalRecords: 0 }),
};

function renderAdmin(element: React.ReactNode, url: string, locale: 'en' | 'fr-CA' = 'en') {
  return renderResourcePage(element, {
    path: url.endsWith('/new')
      ? '/learning-path/admin/new'
      : url === '/learning-path/admin'
        ? url
        : '/learning-path/admin/:pathId',
    url,
    locale,
    permissions: ADMIN,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LearningPathsAdminRoute', () => {
  it('lists the paths and publishes one', async () => {
    const fetchMock = stubFetch({
      '/api/path/admin/list': () => jsonResponse({ result: [buildListItem()], totalRecords: 1 }),
      '/api/path/admin/5/publish': () => ok(buildAdminPath()),
      '/api/goals/goaltypes': () => ok([]),
    });
    renderAdmin(<LearningPathsAdminRoute />, '/learning-path/admin');
    const row = await screen.findByRole('row', { name: /Cashier: core path/ });
    expect(within(row).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Publish Cashier: core path' }));
    expect(await screen.findByText('“Cashier: core path” is published.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/path/admin/5/publish')[0]?.[1]?.method).toBe('POST');
  });

  it('says what to do when there is no path yet', async () => {
    stubFetch({
      '/api/path/admin/list': () => jsonResponse({ result: [], totalRecords: 0 }),
      '/api/goals/goaltypes': () => ok([]),
    });
    renderAdmin(<LearningPathsAdminRoute />, '/learning-path/admin');
    expect(await screen.findByText('No learning paths yet')).toBeTruthy();
  });

  it('adds a goal type, checked by the contract first', async () => {
    const goalType = { goalTypeId: 4, code: 'SAFETY', name: 'Safety', nameEn: 'Safety', nameFr: 'Sécurité' };
    let goalTypes: (typeof goalType)[] = [];
    const fetchMock = stubFetch({
      '/api/path/admin/list': () => jsonResponse({ result: [], totalRecords: 0 }),
      '/api/goals/goaltypes': (_url, init) => {
        if (init?.method === 'POST') {
          goalTypes = [goalType];
          return jsonResponse({ success: true, returnValue: goalType, message: null }, 201);
        }
        return ok(goalTypes);
      },
    });
    renderAdmin(<LearningPathsAdminRoute />, '/learning-path/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Add the goal type' }));
    expect(await screen.findByText('Enter a code')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Code/ }), { target: { value: 'SAFETY' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Safety' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (French)' }), { target: { value: 'Sécurité' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the goal type' }));
    expect(await screen.findByText('The goal type “Safety” is added.')).toBeTruthy();
    const post = callsTo(fetchMock, '/api/goals/goaltypes').find(([, init]) => init?.method === 'POST');
    expect(requestBody(post?.[1])).toEqual({ code: 'SAFETY', titleEn: 'Safety', titleFr: 'Sécurité' });
    expect(await screen.findByRole('cell', { name: 'Sécurité' })).toBeTruthy();
  });

  it('is closed to someone without LEARNINGPATH_ADMIN', async () => {
    stubFetch({});
    renderResourcePage(<LearningPathsAdminRoute />, {
      path: '/learning-path/admin',
      url: '/learning-path/admin',
      permissions: [],
    });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});

describe('PathEditorRoute', () => {
  it('shows the server’s field errors on their fields, in French', async () => {
    const fetchMock = stubFetch({
      ...referenceRoutes,
      '/api/path/admin': () =>
        jsonResponse(
          {
            type: 'about:blank',
            status: 400,
            code: 'validation_failed',
            title: 'Validation failed',
            errors: { titleEn: ['A title is required in at least one language'] },
          },
          400,
        ),
    });
    renderAdmin(<PathEditorRoute />, '/learning-path/admin/new', 'fr-CA');
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer le parcours' }));
    expect(await screen.findByText('Un titre est requis dans au moins une langue')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titre (anglais)' }).getAttribute('aria-invalid')).toBe('true');
    expect(requestBody(callsTo(fetchMock, '/api/path/admin')[0]?.[1])).toMatchObject({
      titleEn: '',
      levels: [{ titleEn: '', modules: [{ titleEn: '', items: [] }] }],
    });
  });

  it('asks before removing an item learners started, and saves only after confirming the server’s warning', async () => {
    const puts: string[] = [];
    const fetchMock = stubFetch({
      ...referenceRoutes,
      '/api/path/admin/5': (url, init) => {
        if (init?.method !== 'PUT') {
          return ok(buildAdminPath());
        }
        puts.push(url.searchParams.get('ignoreWarnings') ?? '');
        return url.searchParams.get('ignoreWarnings') === 'true'
          ? ok({ path: buildAdminPath({ version: 3, levels: [] }), isNewVersion: true, warnings: [] })
          : ok({
              path: null,
              isNewVersion: false,
              warnings: [{ kind: 'RESOURCE', objectId: 7, title: 'Safety handbook', learnersStarted: 2 }],
            });
      },
    });
    renderAdmin(<PathEditorRoute />, '/learning-path/admin/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “Safety handbook”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Learners have started this' });
    expect(within(dialog).getByText(/2 learners have started or completed “Safety handbook”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove “Safety handbook”' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save the path' }));
    const warning = await screen.findByRole('dialog', { name: 'Learners have started this' });
    expect(within(warning).getByText(/Safety handbook/)).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    expect(
      await screen.findByText('“Cashier: core path” is saved as version 3. Learners keep what they completed.'),
    ).toBeTruthy();
    expect(puts).toEqual(['false', 'true']);
    const sent = callsTo(fetchMock, '/api/path/admin/5').filter(([, init]) => init?.method === 'PUT');
    expect(requestBody(sent[1]?.[1])).toMatchObject({ levels: [{ modules: [{ items: [] }] }] });
    // Two dialogs and two saves: more than the default 5 s on a loaded two-core machine.
  }, 20_000);
});
