import type * as oidc from 'openid-client';
import type { TCall } from '../../lib/measure-calls.ts';

const CALL_TIMEOUT_MS = 10_000;

/**
 * The web app's token refresh, one call after the other: `grant_type=refresh_token` spends the
 * current refresh token and the answer brings the next (rotation), so a chain cannot run two calls
 * at once. A plain form POST rather than openid-client, whose checks of each answer would take CPU
 * from the server on the same machine.
 */
export function refreshChain(config: oidc.Configuration, firstRefreshToken: string): TCall {
  const tokenEndpoint = config.serverMetadata().token_endpoint;
  if (!tokenEndpoint) {
    throw new Error('the provider publishes no token endpoint');
  }
  const clientId = config.clientMetadata().client_id;
  let refreshToken = firstRefreshToken;
  return async () => {
    const response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = await response.text();
    if (!response.ok) {
      // The chain ends here: say why once rather than only counting a non-2xx.
      console.error(`bench: token-refresh answered ${response.status}: ${body.slice(0, 300)}`);
      return response.status;
    }
    const next = (JSON.parse(body) as { refresh_token?: unknown }).refresh_token;
    if (typeof next !== 'string') {
      throw new Error('the token endpoint answered without a new refresh token');
    }
    refreshToken = next;
    return response.status;
  };
}
