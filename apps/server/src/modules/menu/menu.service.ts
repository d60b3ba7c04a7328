import {
  buildAdminMenu,
  buildMenu,
  isSkillRouteShown,
  ZGetAdminMenuResponseSchema,
  ZGetMenuResponseSchema,
  type TLocaleCode,
  type TMenuDisplayMode,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forgetTenantKeys } from '../../lib/change-signal.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import { competencyFlagsOf } from '../competencies/competency-framework.service.ts';
import { TENANT_ANSWER_CACHE, type TResolvedTenant, type TTenantService } from '../tenant/tenant.service.ts';
import { resolveNameLocale } from '../tenant-reference/tenant-reference.service.ts';
import { presentMenuConfiguration } from './menu.presenter.ts';
import { findMenuConfiguration, findMenuItems } from './menu.repository.ts';

/** What the menu needs of the tenant service: the tenant's enabled modules. */
export type TMenuTenants = Pick<TTenantService, 'listEnabledModules'>;

/** Who the menu is built for, and where the request came from (module app URLs default to it). */
export type TMenuViewer = { permissions: readonly string[]; origin: string };

export type TMenuService = ReturnType<typeof createMenuService>;

/** The menus depend on the set of permissions, not on their order or repetitions. */
function permissionSetOf(permissions: readonly string[]): string {
  return [...new Set(permissions)].sort().join(',');
}

/**
 * The header's menus: the tenant's stored menu configuration, built for the signed-in user by the
 * shared rule of contracts (`buildMenu`, `buildAdminMenu`) from the tenant's enabled modules and
 * the user's permissions. Permission checks here are for the menu only; each route checks its own.
 */
export function createMenuService(db: Kysely<Database>, { tenants }: { tenants: TMenuTenants }) {
  // Asked on every page load: built and checked once per tenant, display mode, language, origin
  // and set of permissions, cached like the tenant configuration (same expiry, same bound).
  const menuJsonByKey = createLoadingCache<string>(TENANT_ANSWER_CACHE);

  /**
   * The main nav for a display mode, named in `locale` (the tenant's default language when absent),
   * already serialised and checked against its schema.
   */
  async function getMenuJson(
    tenant: TResolvedTenant,
    viewer: TMenuViewer,
    request: { displayMode: TMenuDisplayMode; locale?: TLocaleCode | undefined },
  ): Promise<string> {
    const locale = resolveNameLocale(tenant, request.locale);
    const key = [tenant.tenantCode, request.displayMode, locale, viewer.origin, permissionSetOf(viewer.permissions)];
    return menuJsonByKey.forceFetch(key.join('\n'), {
      context: async () => {
        const [configuration, rows, modules, competencyFlags] = await Promise.all([
          findMenuConfiguration(db, tenant.tenantCode, request.displayMode),
          findMenuItems(db, tenant.tenantCode),
          tenants.listEnabledModules(tenant.tenantCode, viewer.origin),
          competencyFlagsOf(db, tenant.tenantCode),
        ]);
        const menu = buildMenu({
          configuration: presentMenuConfiguration(request.displayMode, configuration, rows),
          displayMode: request.displayMode,
          locale,
          modules,
          permissions: viewer.permissions,
          isRouteShown: (route) => isSkillRouteShown(route, competencyFlags),
        });
        return JSON.stringify(ZGetMenuResponseSchema.parse(menu));
      },
    });
  }

  /**
   * The admin nav (Admin and the admin areas of the modules the user administers) for a module
   * administrator, serialised and checked once per tenant, language and set of permissions (every
   * admin page asks for it). It names modules, never their URLs: the origin does not change it.
   */
  async function getAdminMenuJson(tenant: TResolvedTenant, viewer: TMenuViewer, locale?: TLocaleCode): Promise<string> {
    const nameLocale = resolveNameLocale(tenant, locale);
    const key = [tenant.tenantCode, 'admin', nameLocale, permissionSetOf(viewer.permissions)];
    return menuJsonByKey.forceFetch(key.join('\n'), {
      context: async () => {
        const modules = await tenants.listEnabledModules(tenant.tenantCode, viewer.origin);
        const menu = buildAdminMenu({ locale: nameLocale, modules, permissions: viewer.permissions });
        return JSON.stringify(ZGetAdminMenuResponseSchema.parse(menu));
      },
    });
  }

  /** Drops the tenant's cached menus (its settings changed: the tenant change signal); `*` drops all. */
  function forgetTenant(tenantCode: string): void {
    forgetTenantKeys(menuJsonByKey, tenantCode);
  }

  return { getMenuJson, getAdminMenuJson, forgetTenant };
}
