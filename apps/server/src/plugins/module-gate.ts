import { isModuleEnabled, moduleOfApiPath } from '@portal/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TTenantService } from '../modules/tenant/tenant.service.ts';
import { requestTenant } from './tenant-context.ts';

/**
 * A module the host's tenant has not enabled does not exist for it: every call under that
 * module's API prefixes (`MODULE_API_PREFIXES` in contracts) is a `404 not_found` problem, decided
 * by the same rule the web app's routes use. Registered after tenant resolution and
 * authentication, so an anonymous caller still gets 401 first; a signed-in caller without the
 * route's permissions gets this 404 too (authentication holds its 403 until after this hook).
 */
export const moduleGatePlugin = fp<{ tenants: TTenantService }>(
  (app, { tenants }, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      // The route's own pattern: what the router matched, whatever the client's case or encoding.
      const route = request.routeOptions.url;
      const moduleCode = route === undefined ? null : moduleOfApiPath(route);
      if (moduleCode === null) {
        next();
        return;
      }
      const { tenantCode } = requestTenant(request);
      // The enabled modules are cached with the tenant configuration; a promise only on module calls.
      tenants.listEnabledModuleCodes(tenantCode).then((enabled) => {
        next(isModuleEnabled(enabled, moduleCode) ? undefined : new AppError('not_found', 'Not found.'));
      }, next);
    });
    done();
  },
  { name: 'module-gate', dependencies: ['tenant-context'] },
);
