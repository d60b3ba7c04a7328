import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/schema.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import { competencyFlagsOf } from './competency-framework.service.ts';

/*
 * Skills exist for a tenant only when its `competenciesEnabled` flag is on (the ASSESSMENT module
 * gate comes first, in plugins/module-gate.ts). Every plugin serving `/api/skills` adds this hook
 * to its own scope: `app.addHook('onRequest', competencyGate(db))`. As an onRequest hook added in
 * the routes' plugin, it runs after authentication (an anonymous caller still gets 401, a caller
 * without the permission 403) and before the input is parsed (a disabled tenant never sees 400).
 */

export type TCompetencyGateOptions = {
  /** Also require `competencyUserViewEnabled` (the learner's own views: profile, recommendations). */
  isUserView?: boolean;
};

/** Throws 404 unless the tenant has skills on (and, with `isUserView`, the learner's view too). */
export async function assertCompetenciesEnabled(
  db: Kysely<Database>,
  tenantCode: string,
  { isUserView = false }: TCompetencyGateOptions = {},
): Promise<void> {
  const flags = await competencyFlagsOf(db, tenantCode);
  if (!flags.competenciesEnabled || (isUserView && !flags.competencyUserViewEnabled)) {
    throw new AppError('not_found', 'Not found.');
  }
}

/** The onRequest hook answering 404 for a tenant without skills (see the module comment). */
export function competencyGate(
  db: Kysely<Database>,
  options: TCompetencyGateOptions = {},
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await assertCompetenciesEnabled(db, requestTenant(request).tenantCode, options);
  };
}
