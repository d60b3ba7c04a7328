import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenField } from '../../test/browser-session.ts';
import { signInAs, startProviderServer } from '../../test/oidc-flow.ts';
import type { TTestServer } from '../../test/test-server.ts';

/**
 * Sign-out at the provider (`/oidc/session/end`): only the portal, naming the person's own ID
 * token, signs them out without a question. A link from any other site (no hint, or someone
 * else's token) shows a page asking the person, and the session holds until they confirm.
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

function formAction(html: string): URL {
  return new URL(/<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '', base);
}

describe('sign-out requested by another site', () => {
  it('asks the person, in the page language, and keeps the session until they confirm', async () => {
    const { tokens, browser } = await signInAs(base, config, 'learner@acme.test');
    const page = await browser.get(`${base}/oidc/session/end?ui_locales=fr-CA`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('Se déconnecter de Acme Corporation?');
    expect(html).toContain('>Se déconnecter</button>');
    // Nothing submits the form by itself.
    expect(html).not.toContain('auto-submit');
    expect(html).not.toContain('<script');

    // Merely opening the link signed nobody out.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).toBeTruthy();

    const done = await browser.postForm(formAction(html), { xsrf: hiddenField(html, 'xsrf'), logout: 'yes' });
    expect(done.status).toBeLessThan(400);
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it("asks too when the hint is someone else's ID token", async () => {
    const other = await signInAs(base, config, 'manager@acme.test');
    const { browser } = await signInAs(base, config, 'learner@acme.test');
    const page = await browser.get(
      oidc.buildEndSessionUrl(config, {
        id_token_hint: other.tokens.id_token ?? '',
        post_logout_redirect_uri: `${base}/logout`,
      }),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign out of Acme Corporation?');
    expect(html).not.toContain('auto-submit');
  });
});

describe('sign-out requested by the portal', () => {
  it("confirms itself when the hint is the signed-in person's own ID token", async () => {
    const { tokens, browser } = await signInAs(base, config, 'learner@acme.test');
    const page = await browser.get(
      oidc.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: `${base}/logout`,
      }),
    );
    const html = await page.text();
    expect(html).toContain('data-auto-submit');
    expect(html).toContain('src="/signin-assets/auto-submit.js"');
  });
});
