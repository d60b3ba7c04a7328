import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SETTINGS_LANDING_PAGE_DISABLED, TOGGLEABLE_MODULE_CODES } from '@portal/contracts';
import type { TTenantSettings } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderAdminPage } from './admin-fixtures';
import { TenantSettingsAdminRoute } from './settings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS = '/api/admin/settings';
const ADMIN = { permissions: ['USERADMIN_MANAGE_ROLES'] } as const;

function buildSettings(): TTenantSettings {
  return {
    modules: { enabled: ['RESOURCELIBRARY', 'NEWS', 'EVENTS'], toggleable: [...TOGGLEABLE_MODULE_CODES] },
    general: {
      defaultLandingPage: '/dashboard',
      locales: ['en', 'fr-CA'],
      defaultLocale: 'en',
      idleTimerStartAfterInSeconds: 900,
      timeoutAfterInSeconds: 60,
    },
    menus: {
      configurations: [
        { displayMode: 'Web', showMenu: true },
        { displayMode: 'Mobile', showMenu: true },
      ],
      items: [
        {
          id: 1,
          moduleCode: null,
          route: '/dashboard',
          nameEn: 'Dashboard',
          nameFr: 'Tableau de bord',
          displayMode: null,
          showInMenu: true,
          useExternalRoute: false,
          hasChildren: false,
        },
        {
          id: 2,
          moduleCode: 'NEWS',
          route: '/news',
          nameEn: 'News',
          nameFr: 'Nouvelles',
          displayMode: null,
          showInMenu: true,
          useExternalRoute: false,
          hasChildren: false,
        },
      ],
    },
    tagManager: { isEnabled: false, containerId: '', dataLayerName: 'dataLayer' },
    postLoginScript: { isEnabled: false, urlTemplate: '' },
    identityProvider: {
      isEnabled: false,
      name: '',
      issuer: '',
      clientId: '',
      scopes: 'openid email',
      hasClientSecret: false,
    },
  };
}

describe('TenantSettingsAdminRoute', { timeout: 20_000 }, () => {
  it('turns News off: the modules call gets the others, in the tenant order', async () => {
    const fetchMock = stubFetch({
      [SETTINGS]: () => jsonResponse(buildSettings()),
      [`${SETTINGS}/modules`]: () => jsonResponse(buildSettings()),
    });
    renderAdminPage(<TenantSettingsAdminRoute />, ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Tenant settings' })).toBeTruthy();
    const news = await screen.findByRole('checkbox', { name: 'News' });
    expect((news as HTMLInputElement).checked).toBe(true);
    fireEvent.click(news);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Teams' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `${SETTINGS}/modules`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, `${SETTINGS}/modules`)[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(requestBody(init)).toEqual({ modules: ['RESOURCELIBRARY', 'EVENTS', 'TEAMS'] });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it("shows the spec's tag-manager message and sends nothing while the container ID is wrong", async () => {
    const fetchMock = stubFetch({ [SETTINGS]: () => jsonResponse(buildSettings()) });
    renderAdminPage(<TenantSettingsAdminRoute />, { ...ADMIN, url: '/?tab=integrations' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Container ID' }), { target: { value: 'UA-1' } });
    const form = screen.getByRole('form', { name: 'Tag manager' });
    fireEvent.submit(form);
    expect(await screen.findByText('Please provide a valid container ID (i.e. GTM-XXXXXX)')).toBeTruthy();
    expect(callsTo(fetchMock, `${SETTINGS}/tag-manager`)).toHaveLength(0);
  });

  it("puts the server's field error beside the landing page, in French", async () => {
    stubFetch({
      [SETTINGS]: () => jsonResponse(buildSettings()),
      [`${SETTINGS}/general`]: () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Bad request',
            status: 400,
            code: 'validation_failed',
            errors: { defaultLandingPage: [SETTINGS_LANDING_PAGE_DISABLED] },
          },
          400,
        ),
    });
    renderAdminPage(<TenantSettingsAdminRoute />, { ...ADMIN, locale: 'fr-CA', url: '/?tab=general' });
    const landing = await screen.findByRole('textbox', { name: /Page d’accueil par défaut/ });
    fireEvent.change(landing, { target: { value: '/event' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Cette page appartient à un module désactivé.')).toBeTruthy();
  });

  it('moves a menu item and checks its route by the menu URL rules', async () => {
    const fetchMock = stubFetch({
      [SETTINGS]: () => jsonResponse(buildSettings()),
      [`${SETTINGS}/menus`]: () => jsonResponse(buildSettings()),
    });
    renderAdminPage(<TenantSettingsAdminRoute />, { ...ADMIN, url: '/?tab=menus' });
    const route = await screen.findByRole('textbox', { name: 'Route or address of News' });
    fireEvent.change(route, { target: { value: 'ftp://files.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter an address starting with http/)).toBeTruthy();
    fireEvent.change(route, { target: { value: 'www.example.com/news' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move News up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `${SETTINGS}/menus`)).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, `${SETTINGS}/menus`)[0]?.[1])).toMatchObject({
      items: [
        { id: 2, route: 'www.example.com/news', displayMode: null },
        { id: 1, route: '/dashboard', displayMode: null },
      ],
    });
  });

  it('hides a menu item with its switch and sends each item shown or hidden', async () => {
    const fetchMock = stubFetch({
      [SETTINGS]: () => jsonResponse(buildSettings()),
      [`${SETTINGS}/menus`]: () => jsonResponse(buildSettings()),
    });
    renderAdminPage(<TenantSettingsAdminRoute />, { ...ADMIN, url: '/?tab=menus' });
    const news = await screen.findByRole('switch', { name: 'Show News in the menu' });
    expect((news as HTMLInputElement).checked).toBe(true);
    fireEvent.click(news);
    expect((news as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('columnheader', { name: 'In the menu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `${SETTINGS}/menus`)).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, `${SETTINGS}/menus`)[0]?.[1])).toMatchObject({
      items: [
        { id: 1, route: '/dashboard', displayMode: null, showInMenu: true },
        { id: 2, route: '/news', displayMode: null, showInMenu: false },
      ],
    });
  });

  it('is not offered to someone without the permission', () => {
    stubFetch({});
    renderAdminPage(<TenantSettingsAdminRoute />, { permissions: ['NEWS_ADMIN'] });
    expect(screen.queryByRole('heading', { name: 'Tenant settings' })).toBeNull();
  });
});
