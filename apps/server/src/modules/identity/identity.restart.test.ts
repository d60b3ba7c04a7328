import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { signInAs, startProviderServer } from '../../test/oidc-flow.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/** Provider state lives in the database: a restart (or another node) signs nobody out. */

let server: TTestServer;
let base: string;
let config: oidc.Configuration;

beforeAll(async () => {
  ({ server, base, config } = await startProviderServer());
});
afterAll(async () => {
  // The test stops this server's listener itself; the database must still be released.
  await server.database.destroy();
});

describe('restart', () => {
  it('keeps sessions and grants in the database: after a restart nobody has to sign in again', async () => {
    const { tokens, browser } = await signInAs(base, config, 'learner@acme.test');
    const port = Number(new URL(base).port);
    // Stop listening (the database stays open), then start a new server on the same address.
    await new Promise<void>((resolve) => {
      server.app.server.closeAllConnections();
      server.app.server.close(() => resolve());
    });
    const restarted = await startTestServer({ database: server.database, port });
    onTestFinished(() => restarted.close());

    const silent = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${base}/index.html`,
      scope: 'openid profile email api',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    const response = await browser.get(silent);
    const location = new URL(response.headers.get('location') ?? '', base);
    expect(location.pathname).toBe('/index.html');
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(location.searchParams.get('error')).toBeNull();

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(decodeJwt(refreshed.access_token).sub).toBe('acme-learner');
  });
});
