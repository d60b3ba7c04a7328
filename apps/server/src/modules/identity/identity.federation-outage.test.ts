import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../test/browser-session.ts';
import { startExternalProvider, type TExternalProvider } from '../../test/external-provider.ts';
import { discoverProvider, signInAs } from '../../test/oidc-flow.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/**
 * One tenant's external OpenID provider goes down: that tenant's people get a clear page in the
 * tenant's language, every other tenant signs in as usual, nothing crashes, and once the provider
 * is back the same tenant signs in through it (the failure was not remembered).
 *
 * Boréal (French by default) federates to an external provider on `localhost:{port}`; the portal
 * serves Boréal on `127.0.0.1` and Acme on `localhost`, one of its demo hosts (Node cannot resolve
 * *.localhost).
 */

let server: TTestServer;
let acmeBase: string;
let borealBase: string;
let acmeConfig: oidc.Configuration;
let borealConfig: oidc.Configuration;
let external: TExternalProvider | undefined;
let externalPort = 0;

/** Starts Boréal's external provider, on the same port (and so the same issuer) after a stop. */
async function startBorealProvider(): Promise<void> {
  external = await startExternalProvider({
    redirectUri: `${borealBase}/signin/federated/callback`,
    signInAs: () => 'apprenant@boreal.test',
    port: externalPort,
  });
  externalPort = external.port;
}

async function stopBorealProvider(): Promise<void> {
  await external?.stop();
  external = undefined;
}

/** A Boréal sign-in through its external provider, followed as a browser would. */
async function borealFederatedSignIn() {
  const browser = new BrowserSession();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(borealConfig, {
    redirect_uri: `${borealBase}/index.html`,
    scope: 'openid email api',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: 'federated',
    acr_values: 'tenant:boreal idp:corp',
  });
  // Crosses to the external provider and back: stop only at the portal's app or at a page.
  const { response, location } = await browser.follow(
    await browser.get(url),
    borealBase,
    (next) => next.pathname === '/index.html',
  );
  return { response, location, verifier };
}

beforeAll(async () => {
  server = await startTestServer();
  borealBase = server.baseUrl;
  acmeBase = borealBase.replace('127.0.0.1', 'localhost');
  await server.database.db
    .insertInto('tenant_urls')
    .values({ tenant_code: 'boreal', host: '127.0.0.1', is_primary: false })
    .execute();
  acmeConfig = await discoverProvider(acmeBase);
  borealConfig = await oidc.discovery(new URL(`${borealBase}/oidc`), 'portal-boreal', undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  // Started once for its port, then stopped: the issuer names a closed port until the test restarts it.
  await startBorealProvider();
  await stopBorealProvider();
  await server.database.db
    .insertInto('tenant_identity_providers')
    .values({
      tenant_code: 'boreal',
      name: 'corp',
      issuer: `http://localhost:${externalPort}`,
      client_id: 'portal-federation',
      client_secret: 'federation-secret',
      scopes: 'openid email',
    })
    .execute();
});
afterAll(async () => {
  await stopBorealProvider();
  await server.close();
});

describe('an external identity provider that is down', () => {
  it('shows its tenant a clear page in French while another tenant signs in, then works once it is back', async () => {
    const [down, acme] = await Promise.all([
      borealFederatedSignIn(),
      signInAs(acmeBase, acmeConfig, 'learner@acme.test'),
    ]);

    expect(down.location).toBeUndefined();
    expect(down.response.status).toBe(503);
    const page = await down.response.text();
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('Le service de connexion de votre organisation est injoignable pour le moment.');
    expect(decodeJwt(acme.tokens.access_token)).toMatchObject({ sub: 'acme-learner', tenant: 'acme' });

    // Asked again while still down: the provider is tried again, and the answer is the same page.
    expect((await borealFederatedSignIn()).response.status).toBe(503);

    await startBorealProvider();
    const back = await borealFederatedSignIn();
    expect(back.location?.pathname).toBe('/index.html');
    const tokens = await oidc.authorizationCodeGrant(borealConfig, back.location ?? new URL(borealBase), {
      pkceCodeVerifier: back.verifier,
      expectedState: 'federated',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: 'boreal-apprenant', tenant: 'boreal' });
  });
});
