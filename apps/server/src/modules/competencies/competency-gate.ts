import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { Database } from '../../db/schema.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import { TENANT_ANSWER_CACHE } from '../tenant/tenant.service.ts';
import { competencyFlagsOf, type TCompetencyFlags } from './competency-framework.service.ts';

/*
 * Skills exist for a tenant only when its `competenciesEnabled` flag is on (the ASSESSMENT module
 * gate comes first, in plugins/module-gate.ts). Every plugin serving `/api/skills` adds a hook of
 * the app's one gate to its routes: `onRequest: gate.hook()`. As an onRequest hook added in the
 * routes' plugin, it runs after authentication (an anonymous caller still gets 401, a caller
 * without the permission 403) and before the input is parsed (a disabled tenant never sees 400).
 *
 * The flags are read on every skills call: they are kept like the rest of the tenant's settings
 * (TENANT_ANSWER_CACHE), which took a query off each call (a fifth of a cached profile's cost).
 * A change of them made through this process calls `forget`; another node's shows within the ttl.
 */

export type TCompetencyGateOptions = {
  /** Also require `competencyUserViewEnabled` (the learner's own views: profile, recommendations). */
  isUserView?: boolean;
};

export type TCompetencyGate = {
  /** The tenant's flags, from the cache. */
  flagsOf: (tenantCode: string) => Promise<TCompetencyFlags>;
  /** Throws 404 unless the tenant has skills on (and, with `isUserView`, the learner's view too). */
  assertEnabled: (tenantCode: string, options?: TCompetencyGateOptions) => Promise<void>;
  /** The onRequest hook answering 404 for a tenant without skills (see the module comment). */
  hook: (options?: TCompetencyGateOptions) => (request: FastifyRequest) => Promise<void>;
  /** Drops the tenant's kept flags: its metadata changed. */
  forget: (tenantCode: string) => void;
};

/** The app's competency gate: one per app, so each app (and test server) keeps its own flags. */
export function createCompetencyGate(db: Kysely<Database>): TCompetencyGate {
  const flags = createLoadingCache<TCompetencyFlags>(TENANT_ANSWER_CACHE);
  const flagsOf = async (tenantCode: string) =>
    flags.get(tenantCode) ?? flags.forceFetch(tenantCode, { context: () => competencyFlagsOf(db, tenantCode) });
  const assertEnabled = async (tenantCode: string, { isUserView = false }: TCompetencyGateOptions = {}) => {
    const { competenciesEnabled, competencyUserViewEnabled } = await flagsOf(tenantCode);
    if (!competenciesEnabled || (isUserView && !competencyUserViewEnabled)) {
      throw new AppError('not_found', 'Not found.');
    }
  };
  return {
    flagsOf,
    assertEnabled,
    hook: (options) => async (request) => assertEnabled(requestTenant(request).tenantCode, options),
    forget: (tenantCode) => {
      flags.delete(tenantCode);
    },
  };
}
