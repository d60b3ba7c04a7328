import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BrowserSession, hiddenField } from '../../test/browser-session.ts';
import { signInAs, startSignIn, startProviderServer, submitCredentials } from '../../test/oidc-flow.ts';
import type { TTestServer } from '../../test/test-server.ts';

/**
 * The OpenID provider driven by a standard client library we did not write (openid-client):
 * discovery, code + PKCE sign-in, refresh with rotation and reuse detection, logout; and the
 * sign-in page's refusals. Node cannot resolve *.localhost, so 127.0.0.1 is one of acme's hosts.
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
beforeEach(async () => {
  await server.database.db.deleteFrom('rate_limit_counters').execute();
});

describe('discovery', () => {
  it('publishes a code-only provider with PKCE S256, no implicit flow and no unsigned tokens', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${base}/oidc`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.id_token_signing_alg_values_supported).not.toContain('none');
    expect(metadata.end_session_endpoint).toBe(`${base}/oidc/session/end`);
  });
});

describe('sign-in with code + PKCE', () => {
  it('signs the learner in and issues a 5-minute JWT access token for the tenant', async () => {
    const { tokens, callback } = await signInAs(base, config, 'learner@acme.test');
    expect(callback.searchParams.has('access_token')).toBe(false);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: 'acme-learner', tenant: 'acme', aud: 'urn:portal:api', iss: `${base}/oidc` });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.claims()).toMatchObject({ sub: 'acme-learner', email: 'learner@acme.test', tenant: 'acme' });

    const permissions = await fetch(`${base}/api/UserProfile/UserPermissions`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(permissions.status).toBe(200);
    expect(await permissions.json()).toContain('RESOURCELIBRARY_USER_UPLOAD');
  });

  it('refreshes with rotation, and a reused refresh token revokes the grant', async () => {
    const { tokens } = await signInAs(base, config, 'learner@acme.test');
    const first = tokens.refresh_token ?? '';
    const refreshed = await oidc.refreshTokenGrant(config, first);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first);

    await expect(oidc.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
    // Reuse detection: the whole grant is gone, the rotated token with it.
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses the implicit flow', async () => {
    const browser = new BrowserSession();
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'portal-acme',
      response_type: 'id_token token',
      redirect_uri: `${base}/index.html`,
      scope: 'openid',
      nonce: 'n-0S6_WzA2Mj',
      state: 'abc',
    }).toString();
    const response = await browser.get(url);
    const body = response.status === 303 ? (response.headers.get('location') ?? '') : await response.text();
    expect(body).toMatch(/unsupported_response_type|error/);
    expect(body).not.toContain('access_token=');
  });

  it('refuses a redirect URI that is not one of the tenant origin', async () => {
    const browser = new BrowserSession();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'https://evil.example/index.html',
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await browser.get(url);
    expect(response.headers.get('location') ?? '').not.toContain('evil.example');
    expect(response.status).toBe(400);
  });
});

describe('sign-out (RP-initiated logout)', () => {
  it('ends the session and its refresh tokens, then returns to the portal logout page', async () => {
    const { tokens, browser } = await signInAs(base, config, 'learner@acme.test');
    const endSession = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${base}/logout`,
    });
    const confirmation = await browser.get(endSession);
    expect(confirmation.status).toBe(200);
    const html = await confirmation.text();
    expect(html).toContain('Sign out of Acme Corporation?');
    expect(html).toContain('src="/signin-assets/auto-submit.js"');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browser.postForm(new URL(action, base), { xsrf: hiddenField(html, 'xsrf'), logout: 'yes' });
    expect(new URL(done.headers.get('location') ?? '', base).pathname).toBe('/logout');

    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('the sign-in page', () => {
  it("is in the tenant's language and name, with no inline script or style", async () => {
    const started = await startSignIn(base, config);
    const page = await started.browser.get(started.signInUrl);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Sign in to Acme Corporation');
    expect(html).not.toMatch(/<script(?![^>]*src=)|<style|style="/);
    const french = await (await started.browser.get(`${started.signInUrl.href}?lang=fr-CA`)).text();
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain('Connexion à Acme Corporation');
  });

  it.each([
    ['a wrong password', 'learner@acme.test', 'Wrong!2026'],
    ['an unknown email', 'nobody@acme.test', 'Portal!2026'],
    ["another tenant's user", 'apprenant@boreal.test', 'Portal!2026'],
  ])('refuses %s with the same message, without saying which part was wrong', async (_case, email, password) => {
    const started = await startSignIn(base, config);
    const response = await submitCredentials(started, email, password);
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('The email or password is incorrect.');
    expect(html).toContain(`value="${email}"`);
  });

  it('answers in French on a French page', async () => {
    const started = await startSignIn(base, config, { ui_locales: 'fr-CA' });
    const response = await submitCredentials(started, 'learner@acme.test', 'Wrong!2026');
    expect(await response.text()).toContain('Le courriel ou le mot de passe est incorrect.');
  });

  it('refuses a form without its CSRF token', async () => {
    const started = await startSignIn(base, config);
    await started.browser.get(started.signInUrl);
    const response = await started.browser.postForm(`${started.signInUrl.href}/login`, {
      _csrf: 'forged-token',
      email: 'learner@acme.test',
      password: 'Portal!2026',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses an empty or oversize form with a message, not a crash', async () => {
    const started = await startSignIn(base, config);
    const html = await (await started.browser.get(started.signInUrl)).text();
    const empty = await started.browser.postForm(`${started.signInUrl.href}/login`, {
      _csrf: hiddenField(html, '_csrf'),
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter your email and your password.');
    const huge = await started.browser.postForm(`${started.signInUrl.href}/login`, {
      _csrf: hiddenField(html, '_csrf'),
      email: 'learner@acme.test',
      password: 'x'.repeat(5000),
    });
    expect(huge.status).toBe(400);
  });

  it('limits failed attempts per account: 429 after five, even with the right password', async () => {
    const started = await startSignIn(base, config);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await submitCredentials(started, 'manager@acme.test', 'Wrong!2026')).status).toBe(401);
    }
    const blocked = await submitCredentials(started, 'manager@acme.test', 'Portal!2026');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain('Too many sign-in attempts.');
  });

  it('limits attempts per address, whatever the accounts tried', async () => {
    const started = await startSignIn(base, config);
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = (await submitCredentials(started, `someone${attempt}@acme.test`, 'Wrong!2026')).status;
    }
    expect(last).toBe(429);
  });

  it("refuses a request meant for another tenant's portal", async () => {
    const started = await startSignIn(base, config, { acr_values: 'tenant:boreal' });
    const page = await started.browser.get(started.signInUrl);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This sign-in request is for another organization.');
  });

  it('says so when the sign-in page has expired', async () => {
    const browser = new BrowserSession();
    const page = await browser.get(`${base}/signin/no-such-interaction`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This sign-in page has expired.');
  });
});
