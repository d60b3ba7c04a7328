import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TExternalProvider = { issuer: string; port: number; stop: () => Promise<void> };

/**
 * A tenant's external OpenID provider for federation tests: a second, independent oidc-provider on
 * its own host (`localhost`, so its cookies are not the portal's) where whoever `signInAs()` names
 * is signed in at once. Given a `port`, it comes back on the same issuer after a stop.
 */
export async function startExternalProvider(options: {
  redirectUri: string;
  signInAs: () => string;
  port?: number;
}): Promise<TExternalProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portal-federation',
        client_secret: 'federation-secret',
        redirect_uris: [options.redirectUri],
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
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      void provider.interactionFinished(request, response, { login: { accountId: options.signInAs() } });
      return;
    }
    void callback(request, response);
  });
  return {
    issuer,
    port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
