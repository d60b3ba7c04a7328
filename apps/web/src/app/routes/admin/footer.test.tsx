import type { TFooterSettings } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderAdminPage } from './admin-fixtures';
import { FooterAdminRoute } from './footer';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = ['USERADMIN_MANAGE_ROLES'];

const settings: TFooterSettings = {
  showLogo: true,
  showChangeLanguageLink: true,
  showLanguageSwitchingOption: true,
  termsAndConditions: true,
  privacy: true,
  showContactUsForm: true,
  showPoweredBy: false,
  showOtherTenantUrls: true,
  copyright: '© 2026 Acme Corporation',
  contactNumber: '+1 800 555 0100',
  additionalLinks: [
    { groupName: 'Company', linkName: 'About Acme', linkUrl: 'https://acme.example/about', locale: 'en' },
  ],
  socialMedia: [],
  productLinks: [],
  otherTenantUrls: [{ name: 'Boréal Inc.', url: 'http://boreal.localhost' }],
};

const terms = {
  notificationCode: 'T1',
  tenantCode: 'acme',
  type: 'TERMS_CONDITIONS',
  locale: 'en',
  title: 'Terms',
  htmlContent: '<p>Terms</p>',
  version: '2.1',
  effectiveFrom: '2026-01-15T00:00:00Z',
};

function stubFooter(saved: (body: unknown) => Response = (body) => jsonResponse(body)) {
  return stubFetch({
    '/api/admin/footer': (_url, init) => (init?.method === 'PUT' ? saved(requestBody(init)) : jsonResponse(settings)),
    '/api/TenantNotification/GetLastNotification': (url) =>
      url.searchParams.get('type') === 'TERMS_CONDITIONS'
        ? jsonResponse(terms)
        : jsonResponse({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404),
  });
}

const puts = (fetchMock: ReturnType<typeof stubFooter>) =>
  callsTo(fetchMock, '/api/admin/footer').filter(([, init]) => init?.method === 'PUT');

describe('FooterAdminRoute', { timeout: 20_000 }, () => {
  it('shows the settings and the policy versions, and saves a new link with the rest as it was', async () => {
    const fetchMock = stubFooter();
    renderAdminPage(<FooterAdminRoute />, { permissions: ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Footer' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Contact number')).value).toBe('+1 800 555 0100');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: '“Powered by” the portal' }).checked).toBe(false);
    expect(await screen.findByText('Version 2.1, in force since January 15, 2026')).toBeTruthy();
    expect(await screen.findByText('No version is published yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: '“Powered by” the portal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a social network' }));
    const social = screen.getByRole('region', { name: 'Social media' });
    const entry = within(social).getByRole('group', { name: 'Entry 1' });
    fireEvent.change(within(entry).getByLabelText('Network'), { target: { value: 'LinkedIn' } });
    fireEvent.change(within(entry).getByLabelText('Address (https://…)'), {
      target: { value: 'https://www.linkedin.com/company/acme' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the footer' }));
    expect(await screen.findByText('Footer saved.')).toBeTruthy();
    expect(requestBody(puts(fetchMock)[0]?.[1])).toEqual({
      ...settings,
      showPoweredBy: true,
      socialMedia: [{ mediaName: 'LinkedIn', mediaUrl: 'https://www.linkedin.com/company/acme', locale: 'en' }],
    });
  });

  it('refuses an address that is no http(s) link, an empty name and a wrong phone number before sending', async () => {
    const fetchMock = stubFooter();
    renderAdminPage(<FooterAdminRoute />, { permissions: ADMIN });
    fireEvent.change(await screen.findByLabelText('Contact number'), { target: { value: 'call us' } });
    const links = screen.getByRole('region', { name: 'Links' });
    const entry = within(links).getByRole('group', { name: 'Entry 1' });
    fireEvent.change(within(entry).getByLabelText('Address (https://…)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(within(entry).getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the footer' }));
    expect(await screen.findByText('Write a full address starting with https:// or http://.')).toBeTruthy();
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(screen.getByText('Write a phone number: digits, spaces and + ( ) - . / x.')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, and removes a site", async () => {
    const fetchMock = stubFooter(() =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Invalid',
          status: 400,
          code: 'validation_failed',
          errors: { copyright: ['Too big: expected string to have <=500 characters'] },
        },
        400,
      ),
    );
    renderAdminPage(<FooterAdminRoute />, { permissions: ADMIN });
    const sites = await screen.findByRole('region', { name: 'Other sites of the organization' });
    fireEvent.click(within(sites).getByRole('button', { name: 'Remove' }));
    expect(within(sites).getByText('None yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the footer' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect((requestBody(puts(fetchMock)[0]?.[1]) as TFooterSettings).otherTenantUrls).toEqual([]);
    expect(await screen.findByText(/500/)).toBeTruthy();
  });

  it('speaks French', async () => {
    stubFooter();
    renderAdminPage(<FooterAdminRoute />, { permissions: ADMIN, locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pied de page' })).toBeTruthy();
    expect(await screen.findByText('Version 2.1, en vigueur depuis le 15 janvier 2026')).toBeTruthy();
  });
});
