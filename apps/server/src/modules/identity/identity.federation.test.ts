import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../test/browser-session.ts';
import { startExternalProvider, type TExternalProvider } from '../../test/external-provider.ts';
import { startProviderServer } from '../../test/oidc-flow.ts';
import type { TTestServer } from '../../test/test-server.ts';

/**
 * Federation: `idp:{name}` in acr_values sends the user to the tenant's external OpenID provider.
 * The external provider here is a second, independent oidc-provider instance on its own host
 * (localhost) whose users sign in at once as whoever the test chooses.
 */

let server: TTestServer;
let base: string;
let config: oidc.Configuration;
let external: TExternalProvider;
let externalUser = 'learner@acme.test';

beforeAll(async () => {
  ({ server, base, config } = await startProviderServer());
  external = await startExternalProvider({
    redirectUri: `${base}/signin/federated/callback`,
    signInAs: () => externalUser,
  });
  await server.database.db
    .insertInto('tenant_identity_providers')
    .values({
      tenant_code: 'acme',
      name: 'corp',
      issuer: external.issuer,
      client_id: 'portal-federation',
      client_secret: 'federation-secret',
      scopes: 'openid email',
    })
    .execute();
});
afterAll(async () => {
  await server.close();
  await external.stop();
});

async function federatedSignIn(acrValues: string) {
  const browser = new BrowserSession();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${base}/index.html`,
    scope: 'openid email api',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: 'federated',
    acr_values: acrValues,
  });
  const { response, location } = await browser.follow(
    await browser.get(url),
    base,
    (next) => next.pathname === '/index.html',
  );
  return { browser, response, location, verifier };
}

describe('federation to an external OpenID provider', () => {
  it('signs in through the external provider and maps its email to the tenant user', async () => {
    externalUser = 'learner@acme.test';
    const { location, verifier } = await federatedSignIn('tenant:acme idp:corp');
    expect(location?.pathname).toBe('/index.html');
    const tokens = await oidc.authorizationCodeGrant(config, location ?? new URL(base), {
      pkceCodeVerifier: verifier,
      expectedState: 'federated',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: 'acme-learner', tenant: 'acme' });
  });

  it('refuses someone the external provider knows but the tenant does not', async () => {
    externalUser = 'apprenant@boreal.test';
    const { response, location } = await federatedSignIn('tenant:acme idp:corp');
    expect(location).toBeUndefined();
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Sign-in with your organization account did not succeed.');
  });

  it('refuses an external provider the tenant does not have', async () => {
    const { response, location } = await federatedSignIn('tenant:acme idp:unknown');
    expect(location).toBeUndefined();
    expect(response.status).toBe(400);
  });

  it('refuses a callback without the state it started with', async () => {
    const response = await fetch(`${base}/signin/federated/callback?code=stolen&state=guess`);
    expect(response.status).toBe(400);
  });
});
