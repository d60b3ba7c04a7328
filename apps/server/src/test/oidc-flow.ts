import * as oidc from 'openid-client';
import { BrowserSession, hiddenField } from './browser-session.ts';
import { startTestServer, type TTestServer } from './test-server.ts';

/**
 * Signing in as a browser would, with openid-client as the portal's client. Node cannot resolve
 * *.localhost, so the server gets 127.0.0.1 as one more of acme's hosts.
 */
export async function addLoopbackHostToAcme(server: Pick<TTestServer, 'app'>): Promise<void> {
  await server.app.database.db
    .insertInto('tenant_urls')
    .values({ tenant_code: 'acme', host: '127.0.0.1', is_primary: false })
    .execute();
}

export function discoverProvider(base: string): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(`${base}/oidc`), 'portal-acme', undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
}

export type TProviderServer = { server: TTestServer; base: string; config: oidc.Configuration };

/** The portal with acme answering on 127.0.0.1 too, and a client configured from its discovery. */
export async function startProviderServer(): Promise<TProviderServer> {
  const server = await startTestServer({ configure: (app) => addLoopbackHostToAcme({ app }) });
  return { server, base: server.baseUrl, config: await discoverProvider(server.baseUrl) };
}

export type TStartedSignIn = { browser: BrowserSession; signInUrl: URL; verifier: string; state: string };

/** Starts a code + PKCE authorization request and follows it to the sign-in page. */
export async function startSignIn(
  base: string,
  config: oidc.Configuration,
  extra: Record<string, string> = {},
): Promise<TStartedSignIn> {
  const browser = new BrowserSession();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${base}/index.html`,
    scope: 'openid profile email offline_access api',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    acr_values: 'tenant:acme',
    ...extra,
  });
  const { location } = await browser.follow(await browser.get(authorizationUrl), base, (url) =>
    url.pathname.startsWith('/signin/'),
  );
  if (!location) {
    throw new Error('the provider did not send the browser to the sign-in page');
  }
  return { browser, signInUrl: location, verifier, state };
}

/** Opens the sign-in page and submits it as a person would (hidden fields included). */
export async function submitCredentials(started: TStartedSignIn, email: string, password: string): Promise<Response> {
  const html = await (await started.browser.get(started.signInUrl)).text();
  return started.browser.postForm(`${started.signInUrl.href}/login`, {
    _csrf: hiddenField(html, '_csrf'),
    lang: hiddenField(html, 'lang'),
    email,
    password,
  });
}

/** Signs a demo account in (password `Portal!2026`) and redeems the code for tokens. */
export async function signInAs(base: string, config: oidc.Configuration, email: string) {
  const started = await startSignIn(base, config);
  const submitted = await submitCredentials(started, email, 'Portal!2026');
  const { location } = await started.browser.follow(submitted, base, (url) => url.pathname === '/index.html');
  if (!location) {
    throw new Error(`sign-in did not come back to the app (status ${submitted.status})`);
  }
  const tokens = await oidc.authorizationCodeGrant(config, location, {
    pkceCodeVerifier: started.verifier,
    expectedState: started.state,
  });
  return { tokens, browser: started.browser, callback: location };
}
