import {
  isModuleEnabled,
  moduleOfAppPath,
  SETTINGS_LANDING_PAGE_DISABLED,
  SETTINGS_MENU_ITEMS_MISMATCH,
  TOGGLEABLE_MODULE_CODES,
  type TTenantSettings,
  type TUpdateIdentityProviderRequest,
  type TUpdatePostLoginScriptRequest,
  type TUpdateTagManagerRequest,
  type TUpdateTenantGeneralRequest,
  type TUpdateTenantMenusRequest,
  type TUpdateTenantModulesRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import { managedProvider, presentTenantSettings } from './tenant-settings.presenter.ts';
import {
  findTenantSettingsRows,
  replaceIdentityProvider,
  replaceTenantModules,
  updateMenuItem,
  updateTenantGeneral,
  upsertMenuConfiguration,
  upsertPostLoginScript,
  upsertTagManager,
  type TTenantSettingsRows,
} from './tenant-settings.repository.ts';
import type { TSecretBox } from './tenant-secrets.ts';

type TSection = keyof TTenantSettings;

export type TTenantSettingsService = ReturnType<typeof createTenantSettingsService>;

/** A 400 with one field error (what the form shows beside the field). */
function invalid(field: string, code: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: [code] });
}

/** Whether a landing page leads into a module the tenant would not have. */
function isLandingPageOff(landingPage: string, enabled: readonly string[]): boolean {
  const moduleCode = moduleOfAppPath(landingPage);
  return moduleCode !== null && !isModuleEnabled(enabled as Parameters<typeof isModuleEnabled>[0], moduleCode);
}

/**
 * The tenant settings of the admin area (issue 21). Every write is one transaction that also
 * records its audit row (the section before and after); once committed, `announce` tells every
 * node to drop what it cached of the tenant (menus, modules, configuration), so a module turned
 * off is gone from menus, routes, search and reports on the next request everywhere.
 */
export function createTenantSettingsService(
  db: Kysely<Database>,
  deps: { secrets: TSecretBox; announce: (tenantCode: string) => Promise<void> },
) {
  /** The tenant's settings as the settings page shows them. */
  async function getSettings(tenantCode: string): Promise<TTenantSettings> {
    return presentTenantSettings(await findTenantSettingsRows(db, tenantCode));
  }

  async function change(
    actor: TAuditActor,
    section: TSection,
    write: (trx: Kysely<Database>, rows: TTenantSettingsRows) => Promise<void>,
  ): Promise<TTenantSettings> {
    const after = await db.transaction().execute(async (trx) => {
      const beforeRows = await findTenantSettingsRows(trx, actor.tenantCode);
      const before = presentTenantSettings(beforeRows);
      await write(trx, beforeRows);
      const settings = presentTenantSettings(await findTenantSettingsRows(trx, actor.tenantCode));
      await recordAdminChange(trx, actor, {
        area: 'tenant',
        action: 'update',
        targetKind: 'tenant',
        targetId: actor.tenantCode,
        before: { [section]: before[section] },
        after: { [section]: settings[section] },
      });
      return settings;
    });
    await deps.announce(actor.tenantCode);
    return after;
  }

  /** Turns modules on and off (the core ones stay); refuses to turn off the landing page's module. */
  function updateModules(actor: TAuditActor, request: TUpdateTenantModulesRequest) {
    return change(actor, 'modules', async (trx, rows) => {
      if (isLandingPageOff(rows.tenant?.default_landing_page ?? '/dashboard', request.modules)) {
        throw invalid('modules', SETTINGS_LANDING_PAGE_DISABLED, 'The default landing page is in a module turned off.');
      }
      await replaceTenantModules(trx, actor.tenantCode, TOGGLEABLE_MODULE_CODES, request.modules);
    });
  }

  /** Landing page, languages, default language and idle timeout. */
  function updateGeneral(actor: TAuditActor, request: TUpdateTenantGeneralRequest) {
    return change(actor, 'general', async (trx, rows) => {
      const enabled = rows.modules.map((row) => row.module_code);
      if (isLandingPageOff(request.defaultLandingPage, enabled)) {
        throw invalid('defaultLandingPage', SETTINGS_LANDING_PAGE_DISABLED, 'This page is in a module turned off.');
      }
      await updateTenantGeneral(trx, actor.tenantCode, {
        defaultLandingPage: request.defaultLandingPage,
        defaultLocale: request.defaultLocale,
        locales: request.locales,
        idle: request.idleTimerStartAfterInSeconds,
        timeout: request.timeoutAfterInSeconds,
      });
    });
  }

  /** Whether each display mode shows its menu, and the top-level items' order, routes, display modes and visibility. */
  function updateMenus(actor: TAuditActor, request: TUpdateTenantMenusRequest) {
    return change(actor, 'menus', async (trx, rows) => {
      const topLevel = rows.menuItems.filter((row) => row.parent_id === null).map((row) => row.id);
      const given = new Set(request.items.map((item) => item.id));
      if (topLevel.length !== given.size || topLevel.some((id) => !given.has(id))) {
        throw invalid('items', SETTINGS_MENU_ITEMS_MISMATCH, 'List every menu item of the tenant once.');
      }
      for (const configuration of request.configurations) {
        await upsertMenuConfiguration(trx, actor.tenantCode, configuration.displayMode, configuration.showMenu);
      }
      for (const [position, item] of request.items.entries()) {
        await updateMenuItem(trx, actor.tenantCode, item.id, {
          route: item.route,
          displayMode: item.displayMode,
          position: position + 1,
          showInMenu: item.showInMenu,
        });
      }
    });
  }

  function updateTagManager(actor: TAuditActor, request: TUpdateTagManagerRequest) {
    return change(actor, 'tagManager', (trx) =>
      upsertTagManager(trx, actor.tenantCode, {
        container_id: request.containerId,
        data_layer_name: request.dataLayerName,
        is_enabled: request.isEnabled,
      }),
    );
  }

  function updatePostLoginScript(actor: TAuditActor, request: TUpdatePostLoginScriptRequest) {
    return change(actor, 'postLoginScript', (trx) =>
      upsertPostLoginScript(trx, actor.tenantCode, {
        is_enabled: request.isEnabled,
        url_template: request.urlTemplate,
      }),
    );
  }

  /** The tenant's external OpenID provider; its client secret is stored sealed and never answered. */
  function updateIdentityProvider(actor: TAuditActor, request: TUpdateIdentityProviderRequest) {
    return change(actor, 'identityProvider', async (trx, rows) => {
      const previous = managedProvider(rows);
      const secret =
        request.clientSecret === null || request.clientSecret === undefined
          ? (previous?.client_secret ?? null)
          : request.clientSecret === ''
            ? null
            : deps.secrets.seal(request.clientSecret);
      await replaceIdentityProvider(
        trx,
        actor.tenantCode,
        previous?.id ?? null,
        {
          name: request.name,
          issuer: request.issuer,
          client_id: request.clientId,
          client_secret: secret,
          scopes: request.scopes,
        },
        request.isEnabled,
      );
    });
  }

  return {
    getSettings,
    updateModules,
    updateGeneral,
    updateMenus,
    updateTagManager,
    updatePostLoginScript,
    updateIdentityProvider,
  };
}
