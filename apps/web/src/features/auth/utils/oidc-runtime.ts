/**
 * Everything that needs oidc-client-ts, behind one dynamic import (`loadOidcRuntime`): a page
 * whose stored session is still valid renders first and loads this once it has settled.
 */
export { createSessionMonitor } from './session-monitor';
export type { TSessionMonitor } from './session-monitor';
export { createUserManager, readReturnUrl, startSignIn } from './user-manager';
export type { PortalUserManager } from './user-manager';
