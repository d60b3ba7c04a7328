import { WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalUserManager, buildAcrValues, buildUserManagerSettings, readReturnUrl } from './user-manager';

const configuration = {
  tenantCode: 'acme',
  authService: {
    serviceUrl: 'http://acme.localhost:3000',
    clientId: 'portal-acme',
    scopes: 'openid profile email offline_access api',
    useExernalProvider: false,
    externalProviderConfigurationName: null,
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tenant OpenID client', () => {
  it('uses the code flow with the tenant provider, scopes and redirect URIs', () => {
    const settings = buildUserManagerSettings(configuration, 'http://acme.localhost:3000');
    expect(settings).toMatchObject({
      authority: 'http://acme.localhost:3000/oidc',
      client_id: 'portal-acme',
      response_type: 'code',
      scope: 'openid profile email offline_access api',
      redirect_uri: 'http://acme.localhost:3000/index.html',
      silent_redirect_uri: 'http://acme.localhost:3000/silent-refresh.html',
      post_logout_redirect_uri: 'http://acme.localhost:3000/logout',
      extraQueryParams: { acr_values: 'tenant:acme' },
      automaticSilentRenew: true,
    });
  });

  it('keeps tokens and sign-in state in session storage, never in local storage', async () => {
    const settings = buildUserManagerSettings(configuration, 'http://acme.localhost:3000');
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
    await settings.userStore?.set('probe', 'user');
    await settings.stateStore?.set('probe-state', 'state');
    expect(window.sessionStorage.getItem('oidc.probe')).toBe('user');
    expect(window.sessionStorage.getItem('oidc.probe-state')).toBe('state');
    expect(window.localStorage.length).toBe(0);
    window.sessionStorage.clear();
  });

  it('names the external provider in acr_values when the tenant uses one', () => {
    expect(buildAcrValues(configuration)).toBe('tenant:acme');
    expect(
      buildAcrValues({
        tenantCode: 'boreal',
        authService: {
          ...configuration.authService,
          useExernalProvider: true,
          externalProviderConfigurationName: 'azure',
        },
      }),
    ).toBe('tenant:boreal idp:azure');
  });

  it('reads the saved return URL from the OIDC state, safely', () => {
    expect(readReturnUrl({ state: { returnUrl: '/resources' } })).toBe('/resources');
    expect(readReturnUrl({ state: { returnUrl: 'https://evil.test' } })).toBe('/');
    expect(readReturnUrl({ state: undefined })).toBe('/');
  });

  it('shares one refresh between simultaneous silent renewals (refresh tokens rotate)', async () => {
    const manager = new PortalUserManager(buildUserManagerSettings(configuration, 'http://acme.localhost:3000'));
    let finish: (value: null) => void = () => undefined;
    const renew = vi
      .spyOn(Object.getPrototypeOf(PortalUserManager.prototype) as PortalUserManager, 'signinSilent')
      .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const first = manager.signinSilent();
    const second = manager.signinSilent();
    expect(renew).toHaveBeenCalledTimes(1);
    finish(null);
    await Promise.all([first, second]);
    void manager.signinSilent();
    expect(renew).toHaveBeenCalledTimes(2);
    manager.stopSilentRenew();
  });
});
