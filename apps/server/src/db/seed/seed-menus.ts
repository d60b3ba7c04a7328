import { MENU_DISPLAY_MODES, type TModuleCode } from '@portal/contracts';
import type { Insertable, Transaction } from 'kysely';
import type { Database, MenuItemsTable } from '../schema.ts';
import type { TDemoTenant } from './demo-tenants.ts';

type TDemoMenuEntry = {
  moduleCode: TModuleCode | null;
  route: string;
  en?: string;
  fr?: string;
  group?: { en: string; fr: string };
  useExternalRoute?: boolean;
  children?: TDemoMenuEntry[];
};

const discover = { en: 'Discover', fr: 'Découvrir' };
const shop = { en: 'Shop', fr: 'Boutique' };
const help = { en: 'Help', fr: 'Aide' };

/**
 * The demo menu, the same for both tenants: what each one shows follows from its modules (boreal
 * has no EVENTS and no STORES) and from the user's permissions (Reports). The More menu's children
 * carry no name, so they show their module's display name; Stores opens the store's own app.
 */
const DEMO_MENU: TDemoMenuEntry[] = [
  { moduleCode: null, route: '/dashboard', en: 'Dashboard', fr: 'Tableau de bord' },
  { moduleCode: 'RESOURCELIBRARY', route: '/resources', en: 'Resource Library', fr: 'Bibliothèque de ressources' },
  { moduleCode: 'LEARNINGPATH', route: '/learning-path', en: 'Learning Paths', fr: 'Parcours d’apprentissage' },
  { moduleCode: 'ASSESSMENT', route: '/assessment', en: 'Test and Trivia', fr: 'Tests et quiz' },
  { moduleCode: 'EVENTS', route: '/event', en: 'Events', fr: 'Événements' },
  { moduleCode: 'NEWS', route: '/news', en: 'News', fr: 'Nouvelles' },
  { moduleCode: 'TEAMS', route: '/team', en: 'Teams', fr: 'Équipes' },
  {
    moduleCode: 'MULTIMODULE',
    route: '',
    en: 'More',
    fr: 'Plus',
    children: [
      { moduleCode: 'EXPLORE', route: '/explore', group: discover },
      { moduleCode: 'TRIVIA', route: '/trivia', group: discover },
      { moduleCode: 'STORES', route: '', group: shop, useExternalRoute: true },
      { moduleCode: 'CONTACTUS', route: '/contact-us', group: help },
    ],
  },
  { moduleCode: 'REPORTS', route: 'reports', en: 'Reports', fr: 'Rapports' },
];

function rowOf(
  tenantCode: string,
  entry: TDemoMenuEntry,
  position: number,
  parentId: number | null,
): Insertable<MenuItemsTable> {
  return {
    tenant_code: tenantCode,
    parent_id: parentId,
    module_code: entry.moduleCode,
    route: entry.route,
    display_name_en: entry.en ?? null,
    display_name_fr: entry.fr ?? null,
    use_external_route: entry.useExternalRoute ?? false,
    ui_module_code: null,
    group_name_en: entry.group?.en ?? null,
    group_name_fr: entry.group?.fr ?? null,
    display_mode: null,
    position,
  };
}

/** The demo tenant's menu configuration (Web and Mobile both shown) and menu items. */
export async function insertDemoMenus(trx: Transaction<Database>, tenant: TDemoTenant): Promise<void> {
  const tenantCode = tenant.code;
  await trx
    .insertInto('menu_configurations')
    .values(
      MENU_DISPLAY_MODES.map((displayMode) => ({
        tenant_code: tenantCode,
        display_mode: displayMode,
        show_menu: true,
      })),
    )
    .execute();
  for (const [position, entry] of DEMO_MENU.entries()) {
    const parent = await trx
      .insertInto('menu_items')
      .values(rowOf(tenantCode, entry, position, null))
      .returning('id')
      .executeTakeFirstOrThrow();
    const children = entry.children ?? [];
    if (children.length > 0) {
      await trx
        .insertInto('menu_items')
        .values(children.map((child, childPosition) => rowOf(tenantCode, child, childPosition, parent.id)))
        .execute();
    }
  }
}
