import { MANAGE_USERS_PERMISSION } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';

/*
 * Who is acting: the signed-in user and the tenant of the request (token and host agree), with
 * the tenant's default language for names the user has no preference for (`actorOf`).
 */
export type { TActor };

/** Whether the tenant code names the actor's own tenant. */
export function isSameTenant(actor: TActor, tenantCode: string): boolean {
  return actor.tenantCode === tenantCode;
}

/** Whether the user code names the actor. */
export function isSelf(actor: TActor, userCode: string): boolean {
  return actor.userCode === userCode;
}

/**
 * Refuses (403) a body that names a user or tenant other than the actor's: those calls only ever
 * act on the caller's own account, and a mismatch means a confused or malicious client.
 */
export function assertActsOnSelf(actor: TActor, named: { tenantCode?: string; userCode?: string }): void {
  const isOwnTenant = named.tenantCode === undefined || isSameTenant(actor, named.tenantCode);
  const isOwnAccount = named.userCode === undefined || isSelf(actor, named.userCode);
  if (!isOwnTenant || !isOwnAccount) {
    throw new AppError('forbidden', 'This call only acts on your own account.');
  }
}

/**
 * Whether the actor may see a user's whole profile (email, location, job role, preferences): the
 * user themself, their manager and user admins. Everyone else sees the public profile.
 */
export function canSeeWholeProfile(actor: TActor, user: { userCode: string; managerUserCode: string | null }): boolean {
  return (
    isSelf(actor, user.userCode) ||
    user.managerUserCode === actor.userCode ||
    actor.permissions.includes(MANAGE_USERS_PERMISSION)
  );
}
