import type { TFooterConfiguration, TTenantNotification } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PortalFooter } from './portal-footer';
import { jsonResponse, renderInShell, requestBody, requestUrl, stubFetch } from '../shell-fixtures';

const footerEn: TFooterConfiguration = {
  locale: 'en',
  showLogo: true,
  showChangeLanguageLink: true,
  showLanguageSwitchingOption: true,
  copyright: '© 2026 Acme Corporation',
  termsAndConditions: true,
  privacy: true,
  showContactUsForm: true,
  contactNumber: '+1 800 555 0100',
  showPoweredBy: true,
  additionalLinks: [
    { groupName: 'Company', linkName: 'About Acme', linkUrl: 'https://acme.example/about', locale: 'en' },
    { groupName: 'Help', linkName: 'Privacy centre', linkUrl: 'https://acme.example/privacy', locale: 'en' },
    { groupName: 'Company', linkName: 'Careers', linkUrl: 'https://acme.example/careers', locale: 'en' },
    // A stray link of another language is never shown.
    { groupName: 'Entreprise', linkName: 'Carrières', linkUrl: 'https://acme.example/fr/careers', locale: 'fr-CA' },
  ],
  additionalLinkGroups: [],
  tenantFooterSocialMediaConfigurations: [
    { mediaName: 'LinkedIn', mediaUrl: 'https://www.linkedin.com/company/acme', locale: 'en' },
    { mediaName: 'LinkedIn FR', mediaUrl: 'https://www.linkedin.com/company/acme-fr', locale: 'fr-CA' },
  ],
  productLinks: [
    { linkName: 'Acme Store', linkUrl: 'https://store.acme.example', locale: 'en' },
    { linkName: 'Boutique Acme', linkUrl: 'https://store.acme.example/fr', locale: 'fr-CA' },
  ],
  showOtherTenantUrls: true,
  otherTenantUrls: [{ name: 'Boréal Inc.', url: 'http://boreal.localhost:3000' }],
};

const footerFr: TFooterConfiguration = {
  ...footerEn,
  locale: 'fr-CA',
  additionalLinks: [
    { groupName: 'Entreprise', linkName: 'Carrières', linkUrl: 'https://acme.example/fr/careers', locale: 'fr-CA' },
  ],
};

const terms: TTenantNotification = {
  notificationCode: 'TERMS-2',
  tenantCode: 'acme',
  type: 'TERMS_CONDITIONS',
  locale: 'fr-CA',
  title: 'Conditions d’utilisation',
  htmlContent: '<h2>Conditions</h2><p>Texte</p><img src="x" onerror="window.hacked = true">',
  version: '2.0',
  effectiveFrom: '2025-06-01T00:00:00.000Z',
};

function stubServer({ browserLanguageStatus = 200 }: { browserLanguageStatus?: number } = {}) {
  return stubFetch({
    '/api/tenant/FooterConfiguration': (url) =>
      jsonResponse(url.searchParams.get('locale') === 'fr-CA' ? footerFr : footerEn),
    '/api/TenantNotification/GetLastNotification': (url) =>
      jsonResponse({ ...terms, locale: url.searchParams.get('locale') ?? 'en' }),
    '/api/tenant/Locales': () =>
      jsonResponse([
        { locale: 'en', localeName: 'English', localeNames: [{ locale: 'en', localeName: 'English' }] },
        { locale: 'fr-CA', localeName: 'French', localeNames: [{ locale: 'fr-CA', localeName: 'Français' }] },
      ]),
    '/api/resourcestring': () => jsonResponse({}),
    '/api/userprofile/userbrowserlanguage': () =>
      browserLanguageStatus === 200
        ? jsonResponse({ success: true, returnValue: 'fr-CA', message: null })
        : jsonResponse({ type: 'about:blank', title: 'Boom', status: browserLanguageStatus }, browserLanguageStatus),
  });
}

let openSpy: MockInstance<typeof window.open>;

beforeEach(() => {
  window.sessionStorage.clear();
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PortalFooter', () => {
  it('shows the configuration: logo, copyright, contact number, powered-by and the in-app links', async () => {
    stubServer();
    renderInShell(<PortalFooter />);
    expect(await screen.findByText('© 2026 Acme Corporation')).toBeTruthy();
    expect(screen.getByText('Acme Corporation')).toBeTruthy();
    expect(screen.getByText('Call us: +1 800 555 0100')).toBeTruthy();
    expect(screen.getByText('Powered by Portal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preferences' }).getAttribute('href')).toBe('/profile/preferences');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('names its loading state for screen readers until the configuration arrives', async () => {
    stubServer();
    renderInShell(<PortalFooter />);
    expect(await screen.findByRole('status', { name: 'Loading the footer' })).toBeTruthy();
    expect(await screen.findByText('© 2026 Acme Corporation')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the footer' })).toBeNull();
  });

  it('groups the additional links by group name and shows only the links of the page language', async () => {
    stubServer();
    renderInShell(<PortalFooter />);
    const company = await screen.findByRole('navigation', { name: 'Company' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About Acme', 'Careers']);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy centre']);
    expect(screen.queryByRole('navigation', { name: 'Entreprise' })).toBeNull();
    expect(screen.queryByText('Carrières')).toBeNull();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'LinkedIn FR' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Acme Store' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Boutique Acme' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Boréal Inc.' })).toBeTruthy();
  });

  it('asks before opening an external link, and opens it in a new tab (noopener) on Ok only', async () => {
    stubServer();
    renderInShell(<PortalFooter />);
    const careers = await screen.findByRole('link', { name: 'Careers' });
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(careers.getAttribute('rel')).toContain('noopener');

    fireEvent.click(careers);
    const dialog = await screen.findByRole('dialog', { name: 'Open a new link' });
    expect(within(dialog).getByText('Do you want to open a new link?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openSpy).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(careers);

    fireEvent.click(careers);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(openSpy).toHaveBeenCalledWith('https://acme.example/careers', '_blank', 'noopener,noreferrer');
  });

  it("opens links containing 'privacy' without asking", async () => {
    stubServer();
    renderInShell(<PortalFooter />);
    const privacy = await screen.findByRole('link', { name: 'Privacy centre' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    privacy.dispatchEvent(click);
    // The browser follows the link itself (a new tab, noopener): nothing stops it, nothing asks.
    expect(click.defaultPrevented).toBe(false);
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the terms in a modal with the updated date in long format in fr-CA, sanitized, closed by Done', async () => {
    const fetchMock = stubServer();
    renderInShell(<PortalFooter />, { locale: 'fr-CA' });
    const opener = await screen.findByRole('button', { name: 'Conditions d’utilisation' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Conditions d’utilisation' });
    expect(await within(dialog).findByText('Mise à jour le 1 juin 2025')).toBeTruthy();
    expect(within(dialog).getByText('Version 2.0')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('Texte')).toBeTruthy());
    expect(dialog.innerHTML).not.toContain('onerror');
    const call = fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .find((url) => url.pathname === '/api/TenantNotification/GetLastNotification');
    expect(call?.searchParams.get('type')).toBe('TERMS_CONDITIONS');
    expect(call?.searchParams.get('locale')).toBe('fr-CA');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('switches the language at once, and records it for the signed-in user', async () => {
    const fetchMock = stubServer();
    const { i18n } = renderInShell(<PortalFooter />);
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    await waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(window.sessionStorage.getItem('locale')).toBe('fr-CA');
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(
        ([input]) => requestUrl(input).pathname === '/api/userprofile/userbrowserlanguage',
      );
      expect(post?.[1]?.method).toBe('POST');
      expect(requestBody(post?.[1])).toEqual({ userCode: 'acme-learner', langauge: 'fr-CA' });
    });
    expect(await screen.findByRole('navigation', { name: 'Entreprise' })).toBeTruthy();
  });

  it('keeps the new language when recording it fails, and logs the failure', async () => {
    stubServer({ browserLanguageStatus: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { i18n } = renderInShell(<PortalFooter />);
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[footer] Could not record the browsing language', expect.anything()),
    );
    expect(i18n.language).toBe('fr-CA');
  });
});
