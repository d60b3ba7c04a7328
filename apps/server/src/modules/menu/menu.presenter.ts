import {
  normalizePermissions,
  ZMenuChildConfigSchema,
  ZMenuDisplayModeSchema,
  type TMenuChildConfig,
  type TMenuConfiguration,
  type TMenuDisplayMode,
  type TMenuItemConfig,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TMenuConfigurationRow, TMenuItemRow } from './menu.repository.ts';

/** A stored entry as menu building reads it; null when the row names an unknown module or mode. */
function presentEntry(row: TMenuItemRow): TMenuChildConfig | null {
  const parsed = ZMenuChildConfigSchema.safeParse({
    moduleCode: row.module_code,
    route: row.route,
    displayNames: { en: row.display_name_en, 'fr-CA': row.display_name_fr },
    useExternalRoute: toBool(row.use_external_route),
    uiModuleCode: row.ui_module_code,
    groupNames: { en: row.group_name_en, 'fr-CA': row.group_name_fr },
    displayMode: row.display_mode,
    permissions: normalizePermissions(row.permissions.split(',')),
    permissionMode: row.permission_mode,
    showInMenu: toBool(row.show_in_menu),
  });
  // A module the product no longer knows is left out of the menu rather than failing it.
  return parsed.success ? parsed.data : null;
}

/**
 * The tenant's stored menu as the shared rule (`buildMenu`) takes it: top-level items with their
 * children, in order. Without a stored configuration for the mode, the menu is not shown.
 */
export function presentMenuConfiguration(
  displayMode: TMenuDisplayMode,
  configuration: TMenuConfigurationRow | undefined,
  rows: TMenuItemRow[],
): TMenuConfiguration {
  if (!configuration || !ZMenuDisplayModeSchema.safeParse(configuration.display_mode).success) {
    return { displayMode, showMenu: false, items: [] };
  }
  const childrenByParent = new Map<number, TMenuChildConfig[]>();
  for (const row of rows) {
    const entry = row.parent_id === null ? null : presentEntry(row);
    if (row.parent_id !== null && entry) {
      childrenByParent.set(row.parent_id, [...(childrenByParent.get(row.parent_id) ?? []), entry]);
    }
  }
  const items: TMenuItemConfig[] = rows.flatMap((row) => {
    const entry = row.parent_id === null ? presentEntry(row) : null;
    return entry ? [{ ...entry, children: childrenByParent.get(row.id) ?? [] }] : [];
  });
  return { displayMode, showMenu: toBool(configuration.show_menu), items };
}
