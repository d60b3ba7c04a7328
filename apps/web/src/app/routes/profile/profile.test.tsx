import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagePreferenceForm } from '../../../features/profile/components/language-preference-form';
import type { TLocaleCode } from '@portal/contracts';
import { fieldErrorOf } from '../../../testing/field-error';
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

const refused = (errors: Record<string, string[]>, status = 400, code = 'validation_failed') =>
  jsonResponse({ type: 'about:blank', title: 'Refused', status, code, errors }, status);

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
    expect(fieldErrorOf(passwordField('New password'))).toBe(
      'The password must have at least 10 characters At least one uppercase letter At least one digit',
    );
    expect(fieldErrorOf(passwordField('Confirm the new password'))).toBe('The passwords do not match');
    expect(callsTo(fetchMock, '/api/user/checkoldpassword')).toHaveLength(0);
  });

  it("says the contract's required current password on its field, in the page's language", async () => {
    const fetchMock = stubServer(true);
    renderInShell(<ProfileSecurityRoute />, { locale: 'fr-CA' });
    await screen.findByText('Au moins 10 caractères');
    fireEvent.change(passwordField('Nouveau mot de passe'), { target: { value: 'Brand-new-2027' } });
    fireEvent.change(passwordField('Confirmez le nouveau mot de passe'), { target: { value: 'Brand-new-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() => expect(fieldErrorOf(passwordField('Mot de passe actuel'))).toBe('Ce champ est obligatoire'));
    expect(fieldErrorOf(passwordField('Nouveau mot de passe'))).toBeUndefined();
    expect(callsTo(fetchMock, '/api/user/checkoldpassword')).toHaveLength(0);
  });

  it("puts the server's rule codes on the new password, in the page's language", async () => {
    stubFetch({
      '/api/tenant/PasswordConfig': () => jsonResponse(passwordConfig),
      '/api/user/checkoldpassword': () => ok(true),
      '/api/user/changepassword': () => refused({ newPassword: ['needs_special', 'rule_of_a_later_release'] }),
    });
    renderInShell(<ProfileSecurityRoute />, { locale: 'fr-CA' });
    await screen.findByText('Au moins 10 caractères');
    fireEvent.change(passwordField('Mot de passe actuel'), { target: { value: 'Portal!2026' } });
    fireEvent.change(passwordField('Nouveau mot de passe'), { target: { value: 'Brand-new-2027' } });
    fireEvent.change(passwordField('Confirmez le nouveau mot de passe'), { target: { value: 'Brand-new-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(fieldErrorOf(passwordField('Nouveau mot de passe'))).toBe(
        'Au moins un symbole Ce mot de passe n’est pas accepté',
      ),
    );
    expect(screen.queryByText('Votre mot de passe n’a pas pu être modifié. Veuillez réessayer.')).toBeNull();
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

  it("says the contract's rules on their fields before calling anything", async () => {
    const fetchMock = stubServer(false);
    renderInShell(<ProfileRoute />, { locale: 'fr-CA' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Prénom/ }), { target: { value: '   ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Courriel/ }), { target: { value: 'lena@' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Titre du poste/ }), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: /^Prénom/ }))).toBe('Ce champ est obligatoire'),
    );
    expect(fieldErrorOf(screen.getByRole('textbox', { name: /^Courriel/ }))).toBe(
      'Veuillez fournir une adresse courriel valide',
    );
    expect(fieldErrorOf(screen.getByRole('textbox', { name: /^Titre du poste/ }))).toBe('Au plus 200 caractères');
    expect(fieldErrorOf(screen.getByRole('textbox', { name: /^Nom de famille/ }))).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields (a taken email's 409 too)", async () => {
    stubFetch({
      '/api/userprofile/checkemailexistance': () => ok(false),
      '/api/userprofile/updateuserinfo': () =>
        refused(
          { email: ['email_taken'], lastName: ['Too big: expected string to have <=100 characters'] },
          409,
          'conflict',
        ),
    });
    renderInShell(<ProfileRoute />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'manager@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: /^Email/ }))).toBe(
        'This email is already used by another account',
      ),
    );
    expect(fieldErrorOf(screen.getByRole('textbox', { name: /^Last name/ }))).toBe('At most 100 characters');
    expect(screen.queryByText('Your information could not be saved. Please try again.')).toBeNull();
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
  function stubPreferences(languageAnswer: () => Response) {
    return stubFetch({
      '/api/tenant/Locales': () =>
        jsonResponse([
          { locale: 'en', localeName: 'English', localeNames: [{ locale: 'en', localeName: 'English' }] },
          { locale: 'fr-CA', localeName: 'French', localeNames: [{ locale: 'fr-CA', localeName: 'Français' }] },
        ]),
      '/api/resourcestring': () => jsonResponse({}),
      '/api/userprofile/userbrowserlanguage': languageAnswer,
      '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 180 }),
      '/api/user/categories': () => ok([]),
      '/api/categories': () => jsonResponse([]),
      '/api/TenantNotification/GetNotificationsByTypeWithDate': () => jsonResponse([]),
    });
  }

  it('records the language and switches the interface to it', async () => {
    const fetchMock = stubPreferences(() => ok('fr-CA'));
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

  it("puts the server's field error on the language group", async () => {
    stubPreferences(() => refused({ langauge: ['Invalid option: expected one of "en"|"fr-CA"'] }));
    const { i18n } = renderInShell(<ProfilePreferencesRoute />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Français' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This language is not available.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /^Language/ }).getAttribute('aria-describedby')).toMatch(/-error/);
    expect(screen.queryByText('Your language could not be saved. Please try again.')).toBeNull();
    expect(i18n.language).toBe('en');
  });
});

describe('LanguagePreferenceForm', () => {
  const choices = [
    { locale: 'en' as TLocaleCode, name: 'English' },
    // A language the tenant lists but the contracts do not know.
    { locale: 'es' as TLocaleCode, name: 'Español' },
  ];

  it('refuses a language the contract does not know, on the group, before saving', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderInShell(<LanguagePreferenceForm choices={choices} currentLocale="en" onSave={onSave} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This language is not available.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
