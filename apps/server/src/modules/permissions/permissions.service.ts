import { normalizePermissions } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import { findActiveUser, findUserPermissions } from './permissions.repository.ts';

/** An active user's permissions; null when the user is unknown or inactive in the tenant. */
export type TUserAccess = { userId: number; permissions: ReadonlySet<string>; list: readonly string[] } | null;

// A role change reaches every node within this time; it bounds a removed permission's life too.
const ACCESS_TTL_MS = 30_000;

export type TPermissionsService = ReturnType<typeof createPermissionsService>;

export function createPermissionsService(db: Kysely<Database>) {
  // lru-cache stores no null: an unknown or inactive user is cached as `{ access: null }`.
  const accessByUser = createLoadingCache<{ access: TUserAccess }>({ ttl: ACCESS_TTL_MS, max: 10_000 });

  const keyOf = (tenantCode: string, userCode: string) => `${tenantCode}\u0000${userCode}`;

  /** The user's access when it is cached, without a promise; undefined when it must be read. */
  function peekUserAccess(tenantCode: string, userCode: string): TUserAccess | undefined {
    return accessByUser.get(keyOf(tenantCode, userCode))?.access;
  }

  /** The user's access in the tenant, cached briefly: every authenticated call asks for it. */
  async function getUserAccess(tenantCode: string, userCode: string): Promise<TUserAccess> {
    const { access } = await accessByUser.forceFetch(keyOf(tenantCode, userCode), {
      context: async () => {
        const user = await findActiveUser(db, tenantCode, userCode);
        if (!user) {
          return { access: null };
        }
        const list = normalizePermissions(await findUserPermissions(db, tenantCode, user.id));
        return { access: { userId: user.id, permissions: new Set(list), list } };
      },
    });
    return access;
  }

  /** Forgets cached access (after a role, group or status change), so it applies at once here. */
  function forgetUserAccess(): void {
    accessByUser.clear();
  }

  return { peekUserAccess, getUserAccess, forgetUserAccess };
}
