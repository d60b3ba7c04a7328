import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionShare } from '../../features/auth/utils/session-share';
import { oidcUserStorageKey, providerAuthority } from '../../features/auth/utils/stored-session';
import { createPortalI18n } from '../../lib/i18n';
import { buildTestTenant } from '../../testing/tenant-fixture';
import { createPortalAuth } from './portal-auth';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('portal auth across tabs', () => {
  it("gives a new tab this tab's session before anything has loaded the identity library", async () => {
    const configuration = buildTestTenant();
    const authority = providerAuthority(configuration.authService);
    const { clientId } = configuration.authService;
    const storedUser = JSON.stringify({ access_token: 'token', expires_at: Math.floor(Date.now() / 1000) + 300 });
    window.sessionStorage.setItem(oidcUserStorageKey(authority, clientId), storedUser);
    createPortalAuth({ configuration, queryClient: new QueryClient(), i18n: createPortalI18n('en') });

    // The new tab, as its user manager asks (session-share.ts).
    const newTab = createSessionShare({
      name: `${authority}:${clientId}`,
      readOwnUser: () => null,
      onSignedOutElsewhere: () => {},
    });
    await expect(newTab?.ask(Math.floor(Date.now() / 1000))).resolves.toBe(storedUser);
    newTab?.close();
  });
});
