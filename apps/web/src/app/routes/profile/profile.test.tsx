import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, requestBody, stubFetch, testUser } from '../../shell-fixtures';
import { ProfilePreferencesRoute, ProfileRoute, ProfileSecurityRoute } from './profile';

const passwordConfig = {
  minLength: 10,
  maxLength: 128,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: false,
};

const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function passwordField(name: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${name}`));
}

describe('ProfileSecurityRoute', () => {
  function stubServer(isOldPasswordRight: boolean) {
    return stubFetch({
      '/api/tenant/PasswordConfig': () => jsonResponse(passwordConfig),
      '/api/user/checkoldpassword': () => ok(isOldPasswordRight),
      '/api/user/changepassword': () => ok(true),
    });
  }

  it("checks the new password against the tenant's rules before calling anything", async () => {
    const fetchMock = stubServer(true);
    renderInShell(<ProfileSecurityRoute />);
    expect(await screen.findByText('At least 10 characters')).toBeTruthy();
    fireEvent.change(passwordField('Current password'), { target: { value: 'Portal!2026' } });
    fireEvent.change(passwordField('New password'), { target: { value: 'short' } });
    fireEvent.change(passwordField('Confirm the new password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/The password must have at least 10 characters/)).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/user/checkoldpassword')).toHaveLength(0);
  });

  it('checks the current password first and changes nothing when it is wrong', async () => {
    const fetchMock = stubServer(false);
    renderInShell(<ProfileSecurityRoute />);
    await screen.findByText('At least 10 characters');
    fireEvent.change(passwordField('Current password'), { target: { value: 'Wrong!2026x' } });
    fireEvent.change(passwordField('New password'), { target: { value: 'Brand-new-2027' } });
    fireEvent.change(passwordField('Confirm the new password'), { target: { value: 'Brand-new-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/user/changepassword')).toHaveLength(0);
  });

  it('changes the password when the current one is right', async () => {
    const fetchMock = stubServer(true);
    renderInShell(<ProfileSecurityRoute />);
    await screen.findByText('At least 10 characters');
    fireEvent.change(passwordField('Current password'), { target: { value: 'Portal!2026' } });
    fireEvent.change(passwordField('New password'), { target: { value: 'Brand-new-2027' } });
    fireEvent.change(passwordField('Confirm the new password'), { target: { value: 'Brand-new-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/user/checkoldpassword')[0]?.[1])).toEqual({
      oldPassword: 'Portal!2026',
    });
    expect(requestBody(callsTo(fetchMock, '/api/user/changepassword')[0]?.[1])).toEqual({
      oldPassword: 'Portal!2026',
      newPassword: 'Brand-new-2027',
    });
  });
});

describe('ProfileRoute', () => {
  function stubServer(isEmailTaken: boolean) {
    return stubFetch({
      '/api/userprofile/checkemailexistance': () => ok(isEmailTaken),
      '/api/userprofile/updateuserinfo': (_url, init) => ok({ ...testUser, ...(requestBody(init) as object) }),
    });
  }

  it('refuses an email another account uses, checking it first', async () => {
    const fetchMock = stubServer(true);
    renderInShell(<ProfileRoute />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'manager@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already used by another account')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/userprofile/updateuserinfo')).toHaveLength(0);
  });

  it('saves the names and job title; an unchanged email is not checked', async () => {
    const fetchMock = stubServer(false);
    renderInShell(<ProfileRoute />);
    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: ' Helena ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Job title/ }), { target: { value: 'Cashier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information has been saved.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/userprofile/checkemailexistance')).toHaveLength(0);
    expect(requestBody(callsTo(fetchMock, '/api/userprofile/updateuserinfo')[0]?.[1])).toEqual({
      firstName: 'Helena',
      lastName: 'Learner',
      email: 'learner@acme.test',
      jobTitle: 'Cashier',
    });
  });
});

describe('ProfilePreferencesRoute', () => {
  it('records the language and switches the interface to it', async () => {
    const fetchMock = stubFetch({
      '/api/tenant/Locales': () =>
        jsonResponse([
          { locale: 'en', localeName: 'English', localeNames: [{ locale: 'en', localeName: 'English' }] },
          { locale: 'fr-CA', localeName: 'French', localeNames: [{ locale: 'fr-CA', localeName: 'Français' }] },
        ]),
      '/api/resourcestring': () => jsonResponse({}),
      '/api/userprofile/userbrowserlanguage': () => ok('fr-CA'),
      '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 180 }),
      '/api/user/categories': () => ok([]),
      '/api/categories': () => jsonResponse([]),
      '/api/TenantNotification/GetNotificationsByTypeWithDate': () => jsonResponse([]),
    });
    const { i18n } = renderInShell(<ProfilePreferencesRoute />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Français' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Votre préférence de langue a été enregistrée.')).toBeTruthy();
    expect(i18n.language).toBe('fr-CA');
    expect(requestBody(callsTo(fetchMock, '/api/userprofile/userbrowserlanguage')[0]?.[1])).toEqual({
      userCode: 'acme-learner',
      langauge: 'fr-CA',
    });
    await waitFor(() => expect(window.sessionStorage.getItem('locale')).toBe('fr-CA'));
  });
});
