import { ErrorResponse } from 'oidc-client-ts';

/*
 * The spec's login_required: the provider no longer knows the user. With refresh tokens the
 * provider says so with invalid_grant (refresh token expired, revoked or reused), which is the
 * same verdict: only a new sign-in helps.
 */
const LOGIN_REQUIRED_ERRORS: ReadonlySet<string> = new Set(['login_required', 'invalid_grant']);

export function isLoginRequiredError(error: unknown): boolean {
  return error instanceof ErrorResponse && error.error !== null && LOGIN_REQUIRED_ERRORS.has(error.error);
}
