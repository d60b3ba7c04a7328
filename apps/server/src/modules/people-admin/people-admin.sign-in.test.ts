import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { signInAs, startProviderServer } from '../../test/oidc-flow.ts';
import type { TTestServer } from '../../test/test-server.ts';

/**
 * Deactivation ends a person's whole sign-in, with tokens from a real sign-in: the access token is
 * refused on the next call, the refresh token no longer renews it, and signing in again fails.
 */

let server: TTestServer;
let base: string;
let config: oidc.Configuration;

beforeAll(async () => {
  ({ server, base, config } = await startProviderServer());
});
afterAll(async () => {
  await server.close();
});

async function asAdmin(path: string) {
  return server.request(path, {
    method: 'POST',
    host: 'acme.localhost',
    headers: await bearer(server.database, 'acme', 'acme-admin'),
  });
}

describe('deactivating a signed-in person', () => {
  it('refuses their access token at once and their refresh token afterwards', async () => {
    const { tokens } = await signInAs(base, config, 'newhire@acme.test');
    const me = () =>
      server.request('/api/userprofile/getcurrentuser', {
        host: 'acme.localhost',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await me()).status).toBe(200);

    expect((await asAdmin('/api/admin/people/acme-newhire/deactivate')).status).toBe(200);
    expect((await me()).status).toBe(401);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // Signing in again is refused too.
    await expect(signInAs(base, config, 'newhire@acme.test')).rejects.toThrow();
  });
});
