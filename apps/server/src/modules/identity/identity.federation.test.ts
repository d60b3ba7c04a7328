import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import Provider from 'oidc-provider';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../test/browser-session.ts';
import { addLoopbackHostToAcme, discoverProvider } from '../../test/oidc-flow.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/**
 * Federation: `idp:{name}` in acr_values sends the user to the tenant's external OpenID provider.
 * The external provider here is a second, independent oidc-provider instance on its own host
 * (localhost) whose users sign in at once as whoever the test chooses.
 */

let server: TTestServer;
let base: string;
let config: oidc.Configuration;
let external: Server;
let externalIssuer: string;
let externalUser = 'learner@acme.test';

async function startExternalProvider(portalCallback: string): Promise<void> {
  external = createServer();
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  const port = (external.address() as AddressInfo).port;
  externalIssuer = `http://localhost:${port}`;
  const provider = new Provider(externalIssuer, {
    clients: [
      {
        client_id: 'portal-federation',
        client_secret: 'federation-secret',
        redirect_uris: [portalCallback],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: sub, email_verified: true }) }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  external.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      void provider.interactionFinished(request, response, { login: { accountId: externalUser } });
      return;
    }
    void callback(request, response);
  });
}

beforeAll(async () => {
  server = await startTestServer({ configure: (app) => addLoopbackHostToAcme({ app }) });
  base = server.baseUrl;
  config = await discoverProvider(base);
  await startExternalProvider(`${base}/signin/federated/callback`);
  await server.database.db
    .insertInto('tenant_identity_providers')
    .values({
      tenant_code: 'acme',
      name: 'corp',
      issuer: externalIssuer,
      client_id: 'portal-federation',
      client_secret: 'federation-secret',
      scopes: 'openid email',
    })
    .execute();
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => external.close(resolve));
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
