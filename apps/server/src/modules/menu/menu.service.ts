import {
  buildAdminMenu,
  buildMenu,
  type TGetAdminMenuResponse,
  type TGetMenuResponse,
  type TLocaleCode,
  type TMenuDisplayMode,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TResolvedTenant, TTenantService } from '../tenant/tenant.service.ts';
import { resolveNameLocale } from '../tenant-reference/tenant-reference.service.ts';
import { presentMenuConfiguration } from './menu.presenter.ts';
import { findMenuConfiguration, findMenuItems } from './menu.repository.ts';

/** What the menu needs of the tenant service: the tenant's enabled modules. */
export type TMenuTenants = Pick<TTenantService, 'listEnabledModules'>;

/** Who the menu is built for, and where the request came from (module app URLs default to it). */
export type TMenuViewer = { permissions: readonly string[]; origin: string };

export type TMenuService = ReturnType<typeof createMenuService>;

/**
 * The header's menus: the tenant's stored menu configuration, built for the signed-in user by the
 * shared rule of contracts (`buildMenu`, `buildAdminMenu`) from the tenant's enabled modules and
 * the user's permissions. Permission checks here are for the menu only; each route checks its own.
 */
export function createMenuService(db: Kysely<Database>, { tenants }: { tenants: TMenuTenants }) {
  /** The main nav for a display mode, named in `locale` (the tenant's default language when absent). */
  async function getMenu(
    tenant: TResolvedTenant,
    viewer: TMenuViewer,
    request: { displayMode: TMenuDisplayMode; locale?: TLocaleCode | undefined },
  ): Promise<TGetMenuResponse> {
    const [configuration, rows, modules] = await Promise.all([
      findMenuConfiguration(db, tenant.tenantCode, request.displayMode),
      findMenuItems(db, tenant.tenantCode),
      tenants.listEnabledModules(tenant.tenantCode, viewer.origin),
    ]);
    return buildMenu({
      configuration: presentMenuConfiguration(request.displayMode, configuration, rows),
      displayMode: request.displayMode,
      locale: resolveNameLocale(tenant, request.locale),
      modules,
      permissions: viewer.permissions,
    });
  }

  /** The admin nav (Admin, Resource Library admin, Test and Trivia) for a module administrator. */
  async function getAdminMenu(
    tenant: TResolvedTenant,
    viewer: TMenuViewer,
    locale?: TLocaleCode,
  ): Promise<TGetAdminMenuResponse> {
    const modules = await tenants.listEnabledModules(tenant.tenantCode, viewer.origin);
    return buildAdminMenu({ locale: resolveNameLocale(tenant, locale), modules, permissions: viewer.permissions });
  }

  return { getMenu, getAdminMenu };
}
